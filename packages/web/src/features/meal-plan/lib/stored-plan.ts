// The last week this device saw, per week, so /plan still shows the plan with no connection.
// Only reading works offline: a change needs the server's version to land on. Kept per cook, so
// a shared device never shows one cook's plan to another.
import { planResponseSchema, type IsoWeek, type PlanResponse } from '@roastie/core';

const KEY_PREFIX = 'roastie.plan.';

export function storePlan(owner: string, plan: PlanResponse): void {
  try {
    window.localStorage.setItem(`${KEY_PREFIX}${owner}.${plan.week}`, JSON.stringify(plan));
  } catch {
    // Storage full or disabled (private mode): the plan still works online.
  }
}

export function readStoredPlan(owner: string, week: IsoWeek): PlanResponse | null {
  try {
    const text = window.localStorage.getItem(`${KEY_PREFIX}${owner}.${week}`);
    if (!text) return null;
    const parsed = planResponseSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
