// GET /api/recipe/:id: the whole recipe (docs/product.md section 7): author, likes and likedByMe,
// nutrition per serving, GI and GL with their bands and where they came from, ingredients and
// steps. A missing recipe answers 404.
import type { Recipe } from '@roastie/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getRecipe(id: string, signal?: AbortSignal): Promise<Recipe> {
  return api.get<Recipe>(`/api/recipe/${encodeURIComponent(id)}`, { signal });
}

/** `likedByMe` depends on who asks, so the viewer is part of the key. */
export const recipeQueryKey = queryKeys.recipes.detail;

export function recipeQueryOptions(id: string, viewerId: string | null) {
  return queryOptions({
    queryKey: recipeQueryKey(id, viewerId),
    queryFn: ({ signal }) => getRecipe(id, signal),
  });
}

export function useRecipe(id: string, viewerId: string | null, { enabled = true } = {}) {
  return useQuery({ ...recipeQueryOptions(id, viewerId), enabled });
}
