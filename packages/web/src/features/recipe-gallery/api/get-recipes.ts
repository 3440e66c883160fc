// GET /api/recipe?type=&gi=&gl=&diet=&author=me&liked=me&cursor=&limit=: one page of recipe cards and the
// cursor of the next (keyset pages). The gallery and saved recipes scroll through them.
import type { DietFilter, RecipeCard, RecipeType } from '@roastie/core';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const RECIPE_PAGE_SIZE = 12;

export type GiBandFilter = 'Low' | 'Medium' | 'High';

export interface RecipeFilters {
  type?: RecipeType;
  gi?: GiBandFilter;
  /** Glycemic load per serving band. */
  gl?: GiBandFilter;
  /** Vegetarian (vegan included) or vegan recipes only. */
  diet?: DietFilter;
  /** Only the signed-in cook's own recipes. */
  author?: 'me';
  /** Only the recipes the signed-in cook liked. */
  liked?: 'me';
}

export interface RecipePage {
  data: RecipeCard[];
  nextCursor: string | null;
}

export function getRecipes(
  filters: RecipeFilters,
  cursor?: string,
  signal?: AbortSignal,
): Promise<RecipePage> {
  return api.get<RecipePage>('/api/recipe', {
    query: { ...filters, cursor, limit: RECIPE_PAGE_SIZE },
    signal,
  });
}

/** Every list shares this prefix, so a like can update the count wherever the card shows. */
export const recipeListsQueryKey = queryKeys.recipes.lists;

/** `viewerId`: whose "me" the filters mean (null when nobody is signed in). */
export function recipesQueryOptions(filters: RecipeFilters, viewerId: string | null) {
  return infiniteQueryOptions({
    queryKey: queryKeys.recipes.list({ ...filters, viewerId }),
    queryFn: ({ pageParam, signal }) => getRecipes(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useRecipes(
  filters: RecipeFilters,
  viewerId: string | null,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useInfiniteQuery({ ...recipesQueryOptions(filters, viewerId), enabled });
}
