// Which recipe diets a cook's diet filter admits: a vegetarian eats vegan recipes too. Used by the
// gallery's filter (server SQL) and the meal planner's suggestions, so both agree.
import type { Diet, DietFilter } from '../schemas/recipes.ts';

export const DIETS_ADMITTED_BY: Record<DietFilter, readonly Diet[]> = {
  vegan: ['vegan'],
  vegetarian: ['vegan', 'vegetarian'],
};

export function fitsDietFilter(diet: Diet | null, filter: DietFilter | null): boolean {
  if (filter === null) return true;
  return diet !== null && DIETS_ADMITTED_BY[filter].includes(diet);
}
