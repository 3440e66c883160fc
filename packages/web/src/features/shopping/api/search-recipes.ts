// POST /api/search {query}: recipes to suggest in the shopping search box (at most 5 shown,
// docs/product.md section 9). Asked only online, and only once the cook paused typing (the caller
// debounces), so a phone in a shop with no signal logs no failed requests.
import type { searchResultSchema } from '@roastie/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type RecipeSuggestion = ReturnType<typeof searchResultSchema.parse>;

/** docs/product.md section 9: "shopping search: max 5 ingredients plus 5 recipes". */
export const MAX_RECIPE_SUGGESTIONS = 5;

/** Fewer letters than this match half the library: not worth a request. */
export const MIN_RECIPE_QUERY_LENGTH = 2;

export function searchRecipeSuggestions(query: string): Promise<RecipeSuggestion[]> {
  return api.post<RecipeSuggestion[]>('/api/search', { query });
}

export function recipeSuggestionsQueryOptions(query: string) {
  return queryOptions({
    queryKey: queryKeys.shopping.recipeSuggestions(query),
    queryFn: () => searchRecipeSuggestions(query),
    select: (recipes) => recipes.slice(0, MAX_RECIPE_SUGGESTIONS),
    retry: false,
  });
}

export function useRecipeSuggestions(query: string, enabled: boolean) {
  const text = query.trim();
  return useQuery({
    ...recipeSuggestionsQueryOptions(text),
    enabled: enabled && text.length >= MIN_RECIPE_QUERY_LENGTH,
  });
}
