// GET /api/plan/suggestions: recipes for an empty slot, of its meal type, within what is left of
// the day's GL budget and the cook's diet, lowest GL first (docs/product.md section 10).
import { planSuggestionsResponseSchema, type IsoWeek, type PlanSlot } from '@roastie/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface SuggestionRequest {
  week: IsoWeek;
  date: string;
  slot: PlanSlot;
  /** The week's version: suggestions change when the plan does. */
  version: number;
}

export function planSuggestionsQueryOptions({ week, date, slot, version }: SuggestionRequest) {
  return queryOptions({
    queryKey: queryKeys.plan.suggestions({ week, date, slot, version }),
    queryFn: async () =>
      planSuggestionsResponseSchema.parse(
        await api.get<unknown>('/api/plan/suggestions', { query: { week, date, slot } }),
      ),
    retry: false,
  });
}

export function usePlanSuggestions(request: SuggestionRequest, enabled: boolean) {
  return useQuery({ ...planSuggestionsQueryOptions(request), enabled });
}
