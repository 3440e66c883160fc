// Nutrient totals. Catalogue figures are per 100 g as eaten, so a portion is per100g x grams / 100.
import type { Per100g } from '../catalogue/ingredient.ts';

export type Nutrition = Per100g;

export const ZERO_NUTRITION: Nutrition = {
  kcal: 0,
  protein: 0,
  fat: 0,
  carbs: 0,
  fibre: 0,
  sugars: 0,
};

const KEYS = ['kcal', 'protein', 'fat', 'carbs', 'fibre', 'sugars'] as const;

export function nutritionForGrams(per100g: Per100g, grams: number): Nutrition {
  const result = { ...ZERO_NUTRITION };
  for (const key of KEYS) result[key] = (per100g[key] * grams) / 100;
  return result;
}

export function addNutrition(a: Nutrition, b: Nutrition): Nutrition {
  const result = { ...ZERO_NUTRITION };
  for (const key of KEYS) result[key] = a[key] + b[key];
  return result;
}

export function scaleNutrition(nutrition: Nutrition, factor: number): Nutrition {
  const result = { ...ZERO_NUTRITION };
  for (const key of KEYS) result[key] = nutrition[key] * factor;
  return result;
}
