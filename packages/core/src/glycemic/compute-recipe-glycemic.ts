// The glycemic and nutrition engine: a recipe's lines -> nutrition, meal GI (plain and adjusted),
// GL per serving, bands, carbohydrate coverage and where every number came from.
// Formulas: meal-glycemic-index.ts (Wolever & Jenkins 1986), glycemic-load.ts, bands.ts,
// carb-coverage.ts, adjustments.ts. Pure: the catalogue is a parameter.
import type { GiSource } from '../catalogue/ingredient.ts';
import type { IngredientCatalogue } from '../matching/name-index.ts';
import type { GramsVia } from '../units/amount-to-grams.ts';
import { adjustmentFactors, PRODUCT_ADJUSTMENTS, type AdjustmentChoice } from './adjustments.ts';
import type { AdjustmentFactors } from './adjustments.ts';
import { glycemicIndexBand, glycemicLoadBand, type GlycemicBand } from './bands.ts';
import { calibrateGlycemicIndex, PRODUCT_CALIBRATION, type GiCalibration } from './calibration.ts';
import {
  carbCoverage,
  expectedCarbCoverage,
  maxCarbsPerGram,
  medianCarbsPerGram,
  unmatchedLineMaxGrams,
} from './carb-coverage.ts';
import { glycemicIndexRange, type GlycemicIndexRange } from './glycemic-index-range.ts';
import { glycemicLoad } from './glycemic-load.ts';
import { carbWeightedGlycemicIndex } from './meal-glycemic-index.ts';
import { addNutrition, nutritionForGrams, scaleNutrition, ZERO_NUTRITION } from './nutrition.ts';
import type { Nutrition } from './nutrition.ts';
import {
  resolveRecipeLines,
  type RecipeInput,
  type UnmatchedLine,
} from './resolve-recipe-lines.ts';

export interface IngredientContribution {
  lineIndex: number;
  name: string;
  ingredientId: string;
  ingredientName: string;
  grams: number;
  gramsVia: GramsVia;
  /** Available carbohydrate of the line in the whole recipe, grams. */
  carbs: number;
  carbsPerServing: number;
  gi: number | null;
  giSource: GiSource | null;
  /** Plain GL of this line per serving; a food without GI is counted at the meal's plain GI. */
  glPerServing: number;
  /** Share of the recipe's plain GL (0..1); the adjustment scales every line alike. */
  glShare: number;
}

export interface RecipeGlycemicResult {
  servings: number;
  nutritionPerRecipe: Nutrition;
  nutritionPerServing: Nutrition;
  glycemicIndexPlain: number | null;
  glycemicIndexAdjusted: number | null;
  adjustment: AdjustmentFactors & { choice: AdjustmentChoice };
  /** The GI the product shows: the adjusted mean through the calibration (calibration.ts). */
  glycemicIndex: number | null;
  /** Where the GI likely lies: cross-validated error, widened for unknown carbohydrate. */
  glycemicIndexRange: GlycemicIndexRange | null;
  glycemicIndexBand: GlycemicBand | null;
  glycemicLoadPerServing: number | null;
  glycemicLoadBand: GlycemicBand | null;
  carbCoverage: number;
  carbCoverageUpperBound: number;
  /** Point estimate of the coverage (unmatched lines at a typical carbohydrate density). */
  carbCoverageExpected: number;
  contributions: IngredientContribution[];
  unmatched: UnmatchedLine[];
}

export interface EngineOptions {
  adjustments?: AdjustmentChoice;
  /** null: the raw adjusted mean (the dev-set report compares variants this way). */
  calibration?: GiCalibration | null;
}

export function computeRecipeGlycemic(
  recipe: RecipeInput,
  catalogue: IngredientCatalogue,
  options: EngineOptions = {},
): RecipeGlycemicResult {
  const choice = options.adjustments ?? PRODUCT_ADJUSTMENTS;
  const servings = recipe.servings > 0 ? recipe.servings : 1;
  const { resolved, unmatched } = resolveRecipeLines(recipe.lines, catalogue);

  let nutritionPerRecipe = ZERO_NUTRITION;
  let carbsWithGi = 0;
  let carbsWithoutGi = 0;
  const parts = resolved.map((line) => {
    const nutrition = nutritionForGrams(line.ingredient.per100g, line.grams);
    nutritionPerRecipe = addNutrition(nutritionPerRecipe, nutrition);
    if (line.ingredient.gi !== null) carbsWithGi += nutrition.carbs;
    else carbsWithoutGi += nutrition.carbs;
    return { line, carbs: nutrition.carbs, gi: line.ingredient.gi };
  });

  const plain = carbWeightedGlycemicIndex(
    parts.flatMap(({ carbs, gi }) => (gi === null ? [] : [{ carbs, gi }])),
  );
  const factors = adjustmentFactors(resolved, choice);
  const adjusted = plain === null ? null : plain * factors.applied;
  const calibration = options.calibration === undefined ? PRODUCT_CALIBRATION : options.calibration;
  const glycemicIndex = adjusted === null ? null : calibrateGlycemicIndex(adjusted, calibration);

  const nutritionPerServing = scaleNutrition(nutritionPerRecipe, 1 / servings);
  const carbsPerServing = nutritionPerServing.carbs;
  const glPerServing =
    carbsPerServing <= 0
      ? 0
      : glycemicIndex === null
        ? null
        : glycemicLoad(glycemicIndex, carbsPerServing);

  const plainGlTotal = plain === null ? 0 : glycemicLoad(plain, carbsPerServing);
  const contributions = parts.map(({ line, carbs, gi }): IngredientContribution => {
    const lineGl = glycemicLoad(gi ?? plain ?? 0, carbs / servings);
    return {
      lineIndex: line.index,
      name: line.line.name,
      ingredientId: line.ingredient.id,
      ingredientName: line.ingredient.name,
      grams: line.grams,
      gramsVia: line.gramsVia,
      carbs,
      carbsPerServing: carbs / servings,
      gi,
      giSource: line.ingredient.giSource,
      glPerServing: lineGl,
      glShare: plainGlTotal > 0 ? lineGl / plainGlTotal : 0,
    };
  });

  const unmatchedGramsMax = unmatched.reduce(
    (sum, { line }) => sum + unmatchedLineMaxGrams(line),
    0,
  );
  const unmatchedCarbsMax = unmatchedGramsMax * maxCarbsPerGram(catalogue);
  const coverage = carbCoverage(carbsWithGi, carbsWithoutGi, unmatchedCarbsMax);
  const coverageExpected = expectedCarbCoverage(
    carbsWithGi,
    carbsWithoutGi,
    unmatchedGramsMax * medianCarbsPerGram(catalogue),
  );

  return {
    servings,
    nutritionPerRecipe,
    nutritionPerServing,
    glycemicIndexPlain: plain,
    glycemicIndexAdjusted: adjusted,
    adjustment: { ...factors, choice },
    glycemicIndex,
    glycemicIndexBand: glycemicIndex === null ? null : glycemicIndexBand(glycemicIndex),
    glycemicIndexRange:
      glycemicIndex === null
        ? null
        : glycemicIndexRange(glycemicIndex, coverageExpected, calibration),
    glycemicLoadPerServing: glPerServing,
    glycemicLoadBand: glPerServing === null ? null : glycemicLoadBand(glPerServing),
    carbCoverage: coverage.carbCoverage,
    carbCoverageUpperBound: coverage.carbCoverageUpperBound,
    carbCoverageExpected: coverageExpected,
    contributions,
    unmatched,
  };
}
