// The questionnaire's answers (SPEC.md section 5, preferences), as the server accepts them.

export const FOOD_PREFERENCES = ['Vegetarian', 'Vegan', 'Non-Vegetarian'] as const;
export const COOKING_MEALS = ['Breakfast', 'Lunch', 'Dinner'] as const;
export const DISH_PRIORITIES = [
  'No Glucose Spikes',
  'Easy to Cook & Few Ingredients',
  'Fancy and Sophisticated',
] as const;

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
