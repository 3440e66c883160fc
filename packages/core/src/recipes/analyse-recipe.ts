// What the server stores with every saved recipe, computed by the engine from its ingredients:
// nutrition and GI/GL per serving with their provenance, each line's catalogue link and weight,
// and the diet it suits. A GI or nutrition sent by the cook (or an AI) is the author's stated
// value: kept apart (statedGlycemicIndex, statedNutrition, GI clamped to 0..100) and shown only
// when Roastie has no estimate of its own, i.e. when less than half of the carbohydrate is known
// (expected coverage, carb-coverage.ts); then it is labelled "stated by the author" and never
// explained by the engine's adjustments. Whenever the engine can estimate, its figure is the
// recipe's GI, band, filter value and sort key (docs/decisions/0004-gi-adjustments.md).
import type { CatalogueIngredient } from '../catalogue/ingredient.ts';
import { computeRecipeGlycemic } from '../glycemic/compute-recipe-glycemic.ts';
import {
  glycemicIndexBand,
  glycemicLoadBand,
  roundForDisplay,
  type GlycemicBand,
} from '../glycemic/bands.ts';
import type { GlycemicIndexRange } from '../glycemic/glycemic-index-range.ts';
import { matchIngredientName } from '../matching/match-ingredient-name.ts';
import type { IngredientCatalogue } from '../matching/name-index.ts';
import type { Diet, GiProvenance } from '../schemas/recipes.ts';
import { analysisVersion } from './analysis-version.ts';
import { dietOf } from './diet-of.ts';

/** Below this share of carbohydrate known, Roastie has no estimate of its own. */
export const MIN_COVERAGE_FOR_COMPUTED_GI = 0.5;

/** A stated GI is kept within the scale (glucose = 100). */
export function clampStatedGlycemicIndex(value: number): number {
  return Math.round(Math.min(100, Math.max(0, value)));
}

export interface RecipeToAnalyse {
  servings: number;
  ingredients: { name: string; amount: number; unit: string }[];
  /** A GI supplied by the cook or an AI provider. */
  glycemicIndex?: number | undefined;
  nutritionInfo?: { calories?: number; protein?: number; carbs?: number; fat?: number } | undefined;
}

export interface RecipeAnalysis {
  nutritionPerServing: {
    calories: number;
    protein: number;
    carbs: number;
    fat: number;
    fibre: number;
    sugars: number;
  };
  glycemicIndex: number | null;
  giBand: GlycemicBand | null;
  /** Where the shown GI likely lies; null when no GI, or when the author's stated GI is shown. */
  giRange: GlycemicIndexRange | null;
  /** The author's own figures, stored apart and never mixed into the engine's. */
  statedGlycemicIndex: number | null;
  statedNutrition: { calories?: number; protein?: number; carbs?: number; fat?: number } | null;
  glycemicLoad: number | null;
  glBand: GlycemicBand | null;
  provenance: GiProvenance;
  lines: { ingredient: CatalogueIngredient | null; grams: number | null }[];
  diet: Diet | null;
  /** Engine and catalogue version (analysis-version.ts). */
  analysisVersion: string;
}

const tenth = (n: number) => Math.round(n * 10) / 10;

export function analyseRecipe(
  recipe: RecipeToAnalyse,
  catalogue: IngredientCatalogue,
): RecipeAnalysis {
  const result = computeRecipeGlycemic(
    { lines: recipe.ingredients, servings: recipe.servings },
    catalogue,
  );
  const lines = recipe.ingredients.map((line, index) => {
    const contribution = result.contributions.find((c) => c.lineIndex === index);
    const ingredient =
      (contribution && catalogue.find((c) => c.id === contribution.ingredientId)) ??
      matchIngredientName(line.name, catalogue)?.ingredient ??
      null;
    return { ingredient, grams: contribution ? tenth(contribution.grams) : null };
  });

  const lowCoverage = result.carbCoverageExpected < MIN_COVERAGE_FOR_COMPUTED_GI;
  const statedGlycemicIndex =
    recipe.glycemicIndex !== undefined && Number.isFinite(recipe.glycemicIndex)
      ? clampStatedGlycemicIndex(recipe.glycemicIndex)
      : null;
  const estimateGi = lowCoverage && statedGlycemicIndex !== null;
  const glycemicIndex = estimateGi
    ? statedGlycemicIndex
    : result.glycemicIndex === null
      ? null
      : roundForDisplay(result.glycemicIndex);
  const perServing = result.nutritionPerServing;
  const given = recipe.nutritionInfo;
  const statedNutrition =
    given !== undefined && Object.values(given).some((v) => (v ?? 0) > 0) ? given : null;
  const estimateNutrition = lowCoverage && statedNutrition !== null;
  const nutritionPerServing =
    estimateNutrition && statedNutrition !== null
      ? {
          calories: statedNutrition.calories ?? 0,
          protein: statedNutrition.protein ?? 0,
          carbs: statedNutrition.carbs ?? 0,
          fat: statedNutrition.fat ?? 0,
          fibre: tenth(perServing.fibre),
          sugars: tenth(perServing.sugars),
        }
      : {
          calories: tenth(perServing.kcal),
          protein: tenth(perServing.protein),
          carbs: tenth(perServing.carbs),
          fat: tenth(perServing.fat),
          fibre: tenth(perServing.fibre),
          sugars: tenth(perServing.sugars),
        };
  // GL per serving from the GI shown and the carbohydrate shown, so the two always agree.
  const glycemicLoad =
    glycemicIndex === null ? null : tenth((glycemicIndex * nutritionPerServing.carbs) / 100);

  return {
    nutritionPerServing,
    glycemicIndex,
    giBand: glycemicIndex === null ? null : glycemicIndexBand(glycemicIndex),
    giRange: estimateGi ? null : result.glycemicIndexRange,
    statedGlycemicIndex,
    statedNutrition,
    glycemicLoad,
    glBand: glycemicLoad === null ? null : glycemicLoadBand(glycemicLoad),
    provenance: {
      source: estimateGi ? 'estimate' : 'computed',
      nutritionSource: estimateNutrition ? 'estimate' : 'computed',
      carbCoverage: Math.round(result.carbCoverageExpected * 100) / 100,
      plainGlycemicIndex:
        result.glycemicIndexPlain === null ? null : roundForDisplay(result.glycemicIndexPlain),
      unmatched: result.unmatched.map((u) => ({ name: u.line.name, reason: u.reason })),
      contributions: result.contributions.map((c) => ({
        name: c.name,
        ingredientName: c.ingredientName,
        grams: tenth(c.grams),
        carbs: tenth(c.carbs),
        gi: c.gi,
        giSource: c.giSource,
        glShare: Math.round(c.glShare * 1000) / 1000,
      })),
    },
    lines,
    analysisVersion: analysisVersion(catalogue),
    diet: dietOf(
      lines.map((l, i) => ({ name: recipe.ingredients[i]!.name, ingredient: l.ingredient })),
    ),
  };
}
