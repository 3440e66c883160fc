// The questionnaire's answers (docs/product.md section 5, preferences), as the server accepts them. Core
// holds the same lists beside its zod schemas; importing a value from there would pull zod into
// the page, so they are restated here and checked against core's types when compiling.
import type { CookingMeal, DishPriority, FoodPreference } from '@roastie/core';

export const FOOD_PREFERENCES = [
  'Vegetarian',
  'Vegan',
  'Non-Vegetarian',
] as const satisfies readonly FoodPreference[];
export const COOKING_MEALS = [
  'Breakfast',
  'Lunch',
  'Dinner',
] as const satisfies readonly CookingMeal[];
export const DISH_PRIORITIES = [
  'No Glucose Spikes',
  'Easy to Cook & Few Ingredients',
  'Fancy and Sophisticated',
] as const satisfies readonly DishPriority[];

/** GET /api/preferences: nulls until the first answer. */
export interface SavedPreferences {
  foodPreferences: string[] | null;
  cookingMeal: string | null;
  dishPriority: string | null;
}

export interface PreferenceAnswers {
  foodPreferences: string[];
  cookingMeal: string;
  dishPriority: string;
}
