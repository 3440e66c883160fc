// Changing a week: the change shows at once, then is saved with the version it was made on. When
// another device saved first (409), the same change is applied to the server's current week and
// sent again, so neither device's work is lost. Offline, or on a refusal, the week goes back to
// what the server has and the cook is told why.
import { applyPlanChange, type IsoWeek, type PlanChange, type PlanResponse } from '@roastie/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@/lib/use-mutation';
import { ApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { putPlan } from '../api/put-plan';
import { storePlan } from '../lib/stored-plan';

/** Another device saving between every retry is unlikely; three tries is plenty. */
const MAX_ATTEMPTS = 3;

export const OFFLINE_PLAN_MESSAGE =
  'You are offline: the plan shows as it was, and changes wait until you are back online.';

async function saveChange(week: IsoWeek, start: PlanResponse, change: PlanChange) {
  let base = start;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const outcome = await putPlan(week, applyPlanChange(base.entries, change), base.version);
    if (outcome.saved) return outcome.plan;
    base = outcome.current;
  }
  throw new ApiError(409, 'This week keeps changing on another device: try again in a moment.');
}

export function usePlanChanges(owner: string, week: IsoWeek) {
  const queryClient = useQueryClient();
  const key = queryKeys.plan.week(owner, week);
  return useMutation({
    // One save at a time per week, so each starts from the version the last one left.
    scope: { id: `plan-${owner}-${week}` },
    // Every change is idempotent, so applying it again to the week it already shows is harmless.
    mutationFn: async (change: PlanChange) => {
      if (!navigator.onLine) throw new ApiError(0, OFFLINE_PLAN_MESSAGE);
      const current = queryClient.getQueryData<PlanResponse>(key);
      if (!current) throw new ApiError(0, OFFLINE_PLAN_MESSAGE);
      return saveChange(week, current, change);
    },
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<PlanResponse>(key);
      if (previous && navigator.onLine) {
        queryClient.setQueryData<PlanResponse>(key, {
          ...previous,
          entries: applyPlanChange(previous.entries, change),
        });
      }
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (plan) => {
      storePlan(owner, plan);
      queryClient.setQueryData(key, plan);
    },
  });
}
