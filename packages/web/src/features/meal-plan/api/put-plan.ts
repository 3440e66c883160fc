// PUT /api/plan {week, entries, baseVersion}: saves the week if the server still has baseVersion.
// A 409 is an answer, not a failure: it carries the current week to re-apply the change to.
import { planResponseSchema, type IsoWeek, type PlanEntry, type PlanResponse } from '@roastie/core';
import { api, ApiError } from '@/lib/api-client';

export type PutPlanOutcome =
  { saved: true; plan: PlanResponse } | { saved: false; current: PlanResponse };

function currentFromConflict(error: unknown): PlanResponse | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = error.body as { current?: unknown } | undefined;
  const parsed = planResponseSchema.safeParse(body?.current);
  return parsed.success ? parsed.data : null;
}

export async function putPlan(
  week: IsoWeek,
  entries: readonly PlanEntry[],
  baseVersion: number,
): Promise<PutPlanOutcome> {
  try {
    const saved = await api.put<unknown>('/api/plan', { week, entries, baseVersion });
    return { saved: true, plan: planResponseSchema.parse(saved) };
  } catch (error) {
    const current = currentFromConflict(error);
    if (current) return { saved: false, current };
    throw error;
  }
}
