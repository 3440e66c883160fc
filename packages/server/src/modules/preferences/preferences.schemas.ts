// The preferences questionnaire (SPEC section 5 options). These will move to @roastie/core with
// the other API schemas, where the web form can share the option lists.
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

/** SPEC section 7. `userId` is the client's claim: checked against the session, never trusted. */
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

export const okSchema = z.object({ ok: z.literal(true) });
