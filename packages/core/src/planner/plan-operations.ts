// The changes a cook makes to a week, as pure functions on its entries. The web applies one to
// what it shows at once, and again to the server's current week when a save meets a 409, so a
// change made on one device is never lost to another's.
import type { PlanEntry } from '../schemas/plan.ts';
import { MAX_PLAN_SERVINGS, MIN_PLAN_SERVINGS } from '../schemas/plan.ts';
import type { PlanSlot } from './plan-slots.ts';

export type PlanChange =
  | { kind: 'add'; entry: PlanEntry }
  | { kind: 'remove'; id: string }
  | { kind: 'move'; id: string; date: string; slot: PlanSlot }
  | { kind: 'servings'; id: string; servings: number };

function clampServings(servings: number): number {
  return Math.min(MAX_PLAN_SERVINGS, Math.max(MIN_PLAN_SERVINGS, servings));
}

export function applyPlanChange(entries: readonly PlanEntry[], change: PlanChange): PlanEntry[] {
  switch (change.kind) {
    case 'add':
      return entries.some((entry) => entry.id === change.entry.id)
        ? [...entries]
        : [...entries, { ...change.entry, servings: clampServings(change.entry.servings) }];
    case 'remove':
      return entries.filter((entry) => entry.id !== change.id);
    case 'move':
      return entries.map((entry) =>
        entry.id === change.id ? { ...entry, date: change.date, slot: change.slot } : entry,
      );
    case 'servings':
      return entries.map((entry) =>
        entry.id === change.id ? { ...entry, servings: clampServings(change.servings) } : entry,
      );
  }
}

/** Servings per recipe over the week: what "Add this week to the shopping list" buys for. */
export function servingsByRecipe(
  entries: readonly PlanEntry[],
): { recipeId: string; servings: number }[] {
  const totals = new Map<string, number>();
  for (const entry of entries) {
    totals.set(entry.recipeId, (totals.get(entry.recipeId) ?? 0) + entry.servings);
  }
  return [...totals].map(([recipeId, servings]) => ({ recipeId, servings }));
}
