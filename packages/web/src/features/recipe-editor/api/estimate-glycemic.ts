// POST /api/glycemic/estimate: GI, GL and nutrition per serving for the ingredient rows as they
// are typed, for the editor's live preview. The previous answer stays on screen while the next
// one is on its way, so the numbers never blink.
import type { GlycemicEstimateRequest, GlycemicEstimateResponse } from '@roastie/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function estimateGlycemic(
  request: GlycemicEstimateRequest,
  signal?: AbortSignal,
): Promise<GlycemicEstimateResponse> {
  return api.post<GlycemicEstimateResponse>('/api/glycemic/estimate', request, { signal });
}

export function glycemicEstimateQueryOptions(request: GlycemicEstimateRequest) {
  return queryOptions({
    queryKey: queryKeys.glycemicEstimate(request),
    queryFn: ({ signal }) => estimateGlycemic(request, signal),
    staleTime: Infinity,
    retry: false,
  });
}

/** `request` null: nothing to estimate yet (no complete ingredient row). */
export function useGlycemicEstimate(request: GlycemicEstimateRequest | null) {
  return useQuery({
    ...glycemicEstimateQueryOptions(request ?? { ingredients: [], servings: 1 }),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}
