// The four slots of a planned day and the recipe type each draws its suggestions from. A snack
// has no type of its own in the library (docs/product.md section 9: Breakfast, Lunch, Dinner,
// Dessert), so it is offered breakfasts and desserts: small, sweet or quick dishes.
import type { RecipeType } from '../schemas/recipes.ts';

export const PLAN_SLOTS = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export type PlanSlot = (typeof PLAN_SLOTS)[number];

export const PLAN_SLOT_LABELS: Record<PlanSlot, string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  snack: 'Snack',
};

export const SLOT_RECIPE_TYPES: Record<PlanSlot, readonly RecipeType[]> = {
  breakfast: ['Breakfast'],
  lunch: ['Lunch'],
  dinner: ['Dinner'],
  snack: ['Breakfast', 'Dessert'],
};
