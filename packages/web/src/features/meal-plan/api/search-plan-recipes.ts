// POST /api/search {query}: recipes to put in a slot, searched from inside the slot's dialog.
import type { searchResultSchema } from '@roastie/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type PlanSearchResult = ReturnType<typeof searchResultSchema.parse>;

/** Fewer letters than this match half the library: not worth a request. */
export const MIN_PLAN_QUERY_LENGTH = 2;

export function planSearchQueryOptions(query: string) {
  return queryOptions({
    queryKey: queryKeys.plan.search(query),
    queryFn: () => api.post<PlanSearchResult[]>('/api/search', { query }),
    retry: false,
  });
}

export function usePlanSearch(query: string) {
  const text = query.trim();
  return useQuery({
    ...planSearchQueryOptions(text),
    enabled: text.length >= MIN_PLAN_QUERY_LENGTH,
  });
}
