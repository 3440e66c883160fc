// POST /api/search {query}: the recipes a memory can be linked to. The same call as Home's search
// (features do not share code); a failure is logged as docs/product.md section 8 says.
import type { searchResultSchema } from '@roastie/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type RecipeMatch = ReturnType<typeof searchResultSchema.parse>;

/** A short list fits the modal on a phone; a better word finds the rest. */
export const MAX_RECIPE_MATCHES = 5;

export async function findRecipes(query: string): Promise<RecipeMatch[]> {
  try {
    const results = await api.post<RecipeMatch[]>('/api/search', { query });
    return results.slice(0, MAX_RECIPE_MATCHES);
  } catch (error) {
    console.log('Failed to search recipes', error);
    throw error;
  }
}

export function useFindRecipes(query: string) {
  return useQuery({
    queryKey: queryKeys.foodMemories.recipeSearch(query),
    queryFn: () => findRecipes(query),
    enabled: query.length > 0,
    retry: false,
    placeholderData: keepPreviousData,
  });
}
