// Scores the plain and the adjusted meal GI against the measured GI of the dev set.
// MAE = mean |predicted - measured|; bias = mean (predicted - measured) (positive: overestimates);
// band agreement = share of dishes whose predicted band (docs/product.md section 9) equals the measured one.
import { NO_ADJUSTMENTS, type AdjustmentChoice } from '../src/glycemic/adjustments.ts';
import { glycemicIndexBand } from '../src/glycemic/bands.ts';
import { computeRecipeGlycemic } from '../src/glycemic/compute-recipe-glycemic.ts';
import type { IngredientCatalogue } from '../src/matching/name-index.ts';
import type { DevDish } from './gi-dev-set.ts';

export interface DishScore {
  dish: DevDish;
  plain: number | null;
  adjusted: number | null;
  unmatched: string[];
}

export interface Metrics {
  n: number;
  mae: number;
  bias: number;
  bandAgreement: number;
}

export function scoreDishes(
  dishes: readonly DevDish[],
  catalogue: IngredientCatalogue,
  adjustments: AdjustmentChoice,
): DishScore[] {
  return dishes.map((dish) => {
    const recipe = { name: dish.name, lines: dish.lines, servings: 1 };
    const plain = computeRecipeGlycemic(recipe, catalogue, { adjustments: NO_ADJUSTMENTS });
    const adjusted = computeRecipeGlycemic(recipe, catalogue, { adjustments });
    return {
      dish,
      plain: plain.glycemicIndex,
      adjusted: adjusted.glycemicIndex,
      unmatched: plain.unmatched.map(({ line, reason }) => `${line.name}: ${reason}`),
    };
  });
}

export function metrics(scores: readonly DishScore[], pick: 'plain' | 'adjusted'): Metrics {
  const pairs = scores.flatMap((score) => {
    const predicted = score[pick];
    return predicted === null ? [] : [{ predicted, measured: score.dish.measuredGi }];
  });
  const n = pairs.length;
  const mean = (values: number[]) => (n === 0 ? 0 : values.reduce((a, b) => a + b, 0) / n);
  return {
    n,
    mae: mean(pairs.map(({ predicted, measured }) => Math.abs(predicted - measured))),
    bias: mean(pairs.map(({ predicted, measured }) => predicted - measured)),
    bandAgreement: mean(
      pairs.map(({ predicted, measured }) =>
        glycemicIndexBand(predicted) === glycemicIndexBand(measured) ? 1 : 0,
      ),
    ),
  };
}
