// The preferences questionnaire (docs/product.md section 5 options) and its payloads, shared by the server
// and the web form.
import { z } from 'zod';

export const FOOD_PREFERENCES = ['Vegetarian', 'Vegan', 'Non-Vegetarian'] as const;
export const COOKING_MEALS = ['Breakfast', 'Lunch', 'Dinner'] as const;
export const DISH_PRIORITIES = [
  'No Glucose Spikes',
  'Easy to Cook & Few Ingredients',
  'Fancy and Sophisticated',
] as const;

const foodPreference = z.enum(FOOD_PREFERENCES, {
  error: `Pick from ${FOOD_PREFERENCES.join(', ')}.`,
});
const cookingMeal = z.enum(COOKING_MEALS, { error: `Pick one of ${COOKING_MEALS.join(', ')}.` });
const dishPriority = z.enum(DISH_PRIORITIES, {
  error: `Pick one of ${DISH_PRIORITIES.join(', ')}.`,
});

/** docs/product.md section 7. `userId` is the client's claim: checked against the session, never trusted. */
export const submitPreferencesBodySchema = z.object({
  userId: z.string().optional(),
  foodPreferences: z
    .array(foodPreference, { error: 'Food preferences must be a list.' })
    .max(FOOD_PREFERENCES.length, 'Each food preference counts once.')
    .transform((list) => [...new Set(list)]),
  cookingMeal,
  dishPriority,
});

export const preferencesSchema = z.object({
  foodPreferences: z.array(foodPreference).nullable(),
  cookingMeal: cookingMeal.nullable(),
  dishPriority: dishPriority.nullable(),
});

export type Preferences = z.infer<typeof preferencesSchema>;
export type FoodPreference = (typeof FOOD_PREFERENCES)[number];
export type CookingMeal = (typeof COOKING_MEALS)[number];
export type DishPriority = (typeof DISH_PRIORITIES)[number];

export const preferencesOkSchema = z.object({ ok: z.literal(true) });
