// POST /api/search {query}: up to 24 recipes whose name, description or ingredients match
// (docs/product.md section 7). A failure is logged as 'Failed to search recipes' (docs/product.md section 8);
// the page says so politely too.
import type { searchResultSchema } from '@roastie/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type SearchResult = ReturnType<typeof searchResultSchema.parse>;

export async function searchRecipes(query: string): Promise<SearchResult[]> {
  try {
    return await api.post<SearchResult[]>('/api/search', { query });
  } catch (error) {
    console.log('Failed to search recipes', error);
    throw error;
  }
}

export function searchRecipesQueryOptions(query: string) {
  return queryOptions({
    queryKey: queryKeys.recipes.search(query),
    queryFn: () => searchRecipes(query),
    retry: false,
  });
}

/** Asks only once there is something to look for. */
export function useSearchRecipes(query: string) {
  return useQuery({ ...searchRecipesQueryOptions(query), enabled: query.length > 0 });
}
