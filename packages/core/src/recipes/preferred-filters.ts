// What a cook's answers to the questionnaire mean for the recipes they are shown: a vegetarian or
// vegan cook sees recipes of their diet, and 'No Glucose Spikes' starts the gallery at Low GI.
// Used by the gallery's default filters (web) and the random pick (server), so both agree.
import type { GlycemicBand } from '../glycemic/bands.ts';
import type { DietFilter } from '../schemas/recipes.ts';

/** The diet a cook keeps to, or null when they eat anything (or said nothing, or both). */
export function preferredDiet(foodPreferences: readonly string[] | null): DietFilter | null {
  const food = foodPreferences ?? [];
  if (food.includes('Non-Vegetarian')) return null;
  if (food.includes('Vegan')) return 'vegan';
  if (food.includes('Vegetarian')) return 'vegetarian';
  return null;
}

export interface PreferredFilters {
  diet: DietFilter | null;
  gi: GlycemicBand | null;
}

/** The answers that matter here (the stored ones, or the web client's copy of them). */
export interface FilterPreferences {
  foodPreferences: readonly string[] | null;
  dishPriority: string | null;
}

/** The gallery's filters before the cook picks any. */
export function preferredFilters(preferences: FilterPreferences | null): PreferredFilters {
  return {
    diet: preferredDiet(preferences?.foodPreferences ?? null),
    gi: preferences?.dishPriority === 'No Glucose Spikes' ? 'Low' : null,
  };
}
