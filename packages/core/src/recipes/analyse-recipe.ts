// What the server stores with every saved recipe, computed by the engine from its ingredients:
// nutrition and GI/GL per serving with their provenance, each line's catalogue link and weight,
// and the diet it suits. A cook's (or an AI's) own GI guess is kept only as a labelled estimate
// when the catalogue covers too little of the carbohydrate to compute one honestly.
import type { CatalogueIngredient } from '../catalogue/ingredient.ts';
import { computeRecipeGlycemic } from '../glycemic/compute-recipe-glycemic.ts';
import {
  glycemicIndexBand,
  glycemicLoadBand,
  roundForDisplay,
  type GlycemicBand,
} from '../glycemic/bands.ts';
import { matchIngredientName } from '../matching/match-ingredient-name.ts';
import type { IngredientCatalogue } from '../matching/name-index.ts';
import type { Diet, GiProvenance } from '../schemas/recipes.ts';
import { dietOf } from './diet-of.ts';

/** Below this share of carbohydrate matched, a supplied estimate beats a computed figure. */
export const MIN_COVERAGE_FOR_COMPUTED_GI = 0.6;

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
  glycemicLoad: number | null;
  glBand: GlycemicBand | null;
  provenance: GiProvenance;
  lines: { ingredient: CatalogueIngredient | null; grams: number | null }[];
  diet: Diet | null;
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

  const lowCoverage = result.carbCoverage < MIN_COVERAGE_FOR_COMPUTED_GI;
  const estimateGi = lowCoverage && recipe.glycemicIndex !== undefined;
  const glycemicIndex = estimateGi
    ? roundForDisplay(recipe.glycemicIndex!)
    : result.glycemicIndex === null
      ? null
      : roundForDisplay(result.glycemicIndex);
  const perServing = result.nutritionPerServing;
  const given = recipe.nutritionInfo;
  const estimateNutrition =
    lowCoverage && given !== undefined && Object.values(given).some((v) => (v ?? 0) > 0);
  const nutritionPerServing = estimateNutrition
    ? {
        calories: given.calories ?? 0,
        protein: given.protein ?? 0,
        carbs: given.carbs ?? 0,
        fat: given.fat ?? 0,
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
    glycemicLoad,
    glBand: glycemicLoad === null ? null : glycemicLoadBand(glycemicLoad),
    provenance: {
      source: estimateGi ? 'estimate' : 'computed',
      nutritionSource: estimateNutrition ? 'estimate' : 'computed',
      carbCoverage: Math.round(result.carbCoverage * 100) / 100,
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
    diet: dietOf(
      lines.map((l, i) => ({ name: recipe.ingredients[i]!.name, ingredient: l.ingredient })),
    ),
  };
}
