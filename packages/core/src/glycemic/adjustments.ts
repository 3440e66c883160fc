// The adjustment step, kept apart from the plain Wolever & Jenkins mean so each can be checked on
// its own (npm run gi:report). Which adjustments the product applies, and why, is recorded in
// docs/decisions/0004-gi-adjustments.md; the dev-set figures behind that choice come from
// packages/core/test/gi-dev-set.ts.
import { acidFactor, aceticAcidGrams, isVinegar } from './adjust-acid.ts';
import { proteinFatFactor } from './adjust-protein-fat.ts';
import type { ResolvedLine } from './resolve-recipe-lines.ts';

export interface AdjustmentChoice {
  proteinFat: boolean;
  acid: boolean;
}

/** What the product applies. Decided on the dev set: see docs/decisions/0004-gi-adjustments.md. */
export const PRODUCT_ADJUSTMENTS: AdjustmentChoice = { proteinFat: true, acid: true };

export const NO_ADJUSTMENTS: AdjustmentChoice = { proteinFat: false, acid: false };

export interface AdjustmentFactors {
  proteinFat: number;
  acid: number;
  /** The product of the factors that were chosen. */
  applied: number;
}

/** Factors for a recipe, from its resolved lines (grams of each catalogue entry). */
export function adjustmentFactors(
  lines: readonly ResolvedLine[],
  choice: AdjustmentChoice,
): AdjustmentFactors {
  let carbsWithGi = 0;
  let addedProtein = 0;
  let addedFat = 0;
  let vinegarGrams = 0;
  for (const { ingredient, grams } of lines) {
    const { per100g } = ingredient;
    if (ingredient.gi !== null) {
      carbsWithGi += (per100g.carbs * grams) / 100;
    } else {
      addedProtein += (per100g.protein * grams) / 100;
      addedFat += (per100g.fat * grams) / 100;
    }
    if (isVinegar(ingredient)) vinegarGrams += grams;
  }
  const proteinFat = proteinFatFactor({ carbsWithGi, addedProtein, addedFat });
  const acid = acidFactor(carbsWithGi, aceticAcidGrams(vinegarGrams));
  const applied = (choice.proteinFat ? proteinFat : 1) * (choice.acid ? acid : 1);
  return { proteinFat, acid, applied };
}
