// GET /api/plan?week=: the cook's week with each planned recipe's per-serving figures. The last
// answer for each week is kept on this device, so the plan stays readable offline.
import { planResponseSchema, type IsoWeek, type PlanResponse } from '@roastie/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { readStoredPlan, storePlan } from '../lib/stored-plan';

export async function getPlan(owner: string, week: IsoWeek): Promise<PlanResponse> {
  const plan = planResponseSchema.parse(await api.get<unknown>('/api/plan', { query: { week } }));
  storePlan(owner, plan);
  return plan;
}

export function planQueryOptions(owner: string, week: IsoWeek) {
  return queryOptions({
    queryKey: queryKeys.plan.week(owner, week),
    queryFn: () => getPlan(owner, week),
    // The copy this device saw last shows at once and stays when the server cannot be reached
    // (offline, where the query waits for the network instead of failing); it counts as stale, so
    // online it is refreshed straight away.
    initialData: () => readStoredPlan(owner, week) ?? undefined,
    initialDataUpdatedAt: 0,
    retry: false,
  });
}

export function usePlan(owner: string, week: IsoWeek) {
  return useQuery(planQueryOptions(owner, week));
}
