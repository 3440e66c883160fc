// "Suggest" on an empty slot (docs/product.md section 10): recipes of the slot's meal type that
// fit what is left of the day's GL budget and the cook's diet, lowest GL first, never a recipe
// already planned that day. Recipes without a GL estimate are not offered: the planner cannot
// say whether they fit.
import { fitsDietFilter } from '../recipes/diet-filter.ts';
import type { DietFilter } from '../schemas/recipes.ts';
import type { PlanEntry, PlanRecipe } from '../schemas/plan.ts';
import { SLOT_RECIPE_TYPES, type PlanSlot } from './plan-slots.ts';

export interface SlotRequest {
  date: string;
  slot: PlanSlot;
  /** GL left in the day's budget. */
  remaining: number;
  diet: DietFilter | null;
  limit: number;
}

export function suggestForSlot(
  candidates: readonly PlanRecipe[],
  planned: readonly PlanEntry[],
  request: SlotRequest,
): PlanRecipe[] {
  const types = SLOT_RECIPE_TYPES[request.slot];
  const sameDay = new Set(
    planned.filter((entry) => entry.date === request.date).map((e) => e.recipeId),
  );
  return candidates
    .filter(
      (recipe) =>
        recipe.glycemicLoad !== null &&
        Math.round(recipe.glycemicLoad) <= request.remaining &&
        types.includes(recipe.type) &&
        !sameDay.has(recipe.id) &&
        fitsDietFilter(recipe.diet, request.diet),
    )
    .sort((a, b) => (a.glycemicLoad ?? 0) - (b.glycemicLoad ?? 0) || a.name.localeCompare(b.name))
    .slice(0, request.limit);
}
