// The glycemic estimate the product shows everywhere (API, editor, recipe page): the engine's
// result shaped as glycemicEstimateResponseSchema. Rounding: GI to an integer (the value the
// band was taken from, bands.ts), GL and nutrition to 0.1, coverage to 0.01.
import type { IngredientCatalogue } from '../matching/name-index.ts';
import type { GlycemicEstimateRequest, GlycemicEstimateResponse } from '../schemas/glycemic.ts';
import { suggestSwaps } from '../swaps/suggest-swaps.ts';
import { roundForDisplay } from './bands.ts';
import { computeRecipeGlycemic } from './compute-recipe-glycemic.ts';

const tenth = (value: number) => Math.round(value * 10) / 10;
const nullable = (value: number | null, round: (value: number) => number) =>
  value === null ? null : round(value);

export function estimateGlycemic(
  request: GlycemicEstimateRequest,
  catalogue: IngredientCatalogue,
): GlycemicEstimateResponse {
  const recipe = { lines: request.ingredients, servings: request.servings };
  const result = computeRecipeGlycemic(recipe, catalogue);
  const perServing = result.nutritionPerServing;
  return {
    glycemicIndex: nullable(result.glycemicIndex, roundForDisplay),
    glycemicIndexBand: result.glycemicIndexBand,
    glycemicIndexRange: result.glycemicIndexRange,
    glycemicLoadPerServing: nullable(result.glycemicLoadPerServing, tenth),
    glycemicLoadBand: result.glycemicLoadBand,
    nutritionPerServing: {
      calories: tenth(perServing.kcal),
      protein: tenth(perServing.protein),
      carbs: tenth(perServing.carbs),
      fat: tenth(perServing.fat),
      fibre: tenth(perServing.fibre),
    },
    carbCoverage: Math.round(result.carbCoverage * 100) / 100,
    unmatched: result.unmatched.map(({ line, reason }) => ({ name: line.name, reason })),
    swaps: suggestSwaps(recipe, catalogue).map((swap) => ({
      from: swap.fromName,
      fromId: swap.fromId,
      to: swap.toName,
      toId: swap.toId,
      glycemicIndex: nullable(swap.glycemicIndexAfter, roundForDisplay),
      glycemicLoadPerServing: nullable(swap.glycemicLoadPerServingAfter, tenth),
    })),
    source: 'catalogue',
  };
}
