// PUT /api/plan/budget {dailyGlBudget}: the cook's own daily glycemic-load budget (null: the
// default). Every week shows it, so every cached week is refreshed after.
import { dailyGlBudgetResponseSchema } from '@roastie/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@/lib/use-mutation';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export async function putPlanBudget(dailyGlBudget: number | null) {
  return dailyGlBudgetResponseSchema.parse(
    await api.put<unknown>('/api/plan/budget', { dailyGlBudget }),
  );
}

export function usePlanBudget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putPlanBudget,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.plan.all }),
  });
}
