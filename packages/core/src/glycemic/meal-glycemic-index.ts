// Meal GI = the carbohydrate-weighted mean of the GI of its carbohydrate foods, NEVER a sum:
//   GI_meal = sum(GI_i x carbs_i) / sum(carbs_i)
// Source: Wolever TMS, Jenkins DJA. The use of the glycemic index in predicting the blood glucose
// response to mixed meals. Am J Clin Nutr 1986;43:167-172. carbs_i is available carbohydrate.

export interface CarbohydratePart {
  /** Available carbohydrate, grams. */
  carbs: number;
  /** GI of the food (glucose = 100). */
  gi: number;
}

/** The carbohydrate-weighted mean GI, or null when no part carries carbohydrate. */
export function carbWeightedGlycemicIndex(parts: readonly CarbohydratePart[]): number | null {
  let carbs = 0;
  let weighted = 0;
  for (const part of parts) {
    if (!(part.carbs > 0)) continue;
    carbs += part.carbs;
    weighted += part.gi * part.carbs;
  }
  return carbs > 0 ? weighted / carbs : null;
}
