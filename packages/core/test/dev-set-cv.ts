// k-fold cross-validation of the GI engine's variants on the dev set (docs/decisions/
// 0004-gi-adjustments.md): each variant is an adjustment choice, used raw or with a linear
// calibration fitted on the training folds only. The folds are fixed by a seeded shuffle so the
// report is the same on every run.
import { type AdjustmentChoice } from '../src/glycemic/adjustments.ts';
import { glycemicIndexBand } from '../src/glycemic/bands.ts';
import { computeRecipeGlycemic } from '../src/glycemic/compute-recipe-glycemic.ts';
import { fitLinearCalibration, type CalibrationPair } from '../src/glycemic/fit-calibration.ts';
import type { IngredientCatalogue } from '../src/matching/name-index.ts';
import type { DevDish } from './dev-dish.ts';

export const FOLDS = 5;
export const SEED = 20260611;

export interface Variant {
  label: string;
  adjustments: AdjustmentChoice;
  calibrated: boolean;
}

export const VARIANTS: readonly Variant[] = [
  { label: 'plain mean', adjustments: { proteinFat: false, acid: false }, calibrated: false },
  { label: 'protein/fat', adjustments: { proteinFat: true, acid: false }, calibrated: false },
  { label: 'vinegar', adjustments: { proteinFat: false, acid: true }, calibrated: false },
  {
    label: 'protein/fat + vinegar',
    adjustments: { proteinFat: true, acid: true },
    calibrated: false,
  },
  { label: 'plain, calibrated', adjustments: { proteinFat: false, acid: false }, calibrated: true },
  {
    label: 'protein/fat, calibrated',
    adjustments: { proteinFat: true, acid: false },
    calibrated: true,
  },
  {
    label: 'vinegar, calibrated',
    adjustments: { proteinFat: false, acid: true },
    calibrated: true,
  },
  { label: 'both, calibrated', adjustments: { proteinFat: true, acid: true }, calibrated: true },
];

export interface CvResult extends Score {
  variant: Variant;
  /** measured - predicted for every dish, each predicted by a model that never saw it. */
  residuals: number[];
}

/** Uncalibrated meal GI of each dish under an adjustment choice (null: no GI). */
export function rawGlycemicIndices(
  dishes: readonly DevDish[],
  catalogue: IngredientCatalogue,
  adjustments: AdjustmentChoice,
): (number | null)[] {
  return dishes.map(
    (dish) =>
      computeRecipeGlycemic({ lines: dish.lines, servings: 1 }, catalogue, {
        adjustments,
        calibration: null,
      }).glycemicIndex,
  );
}

/** A seeded shuffle (mulberry32) of 0..n-1, dealt into k folds. */
export function foldOf(n: number, k = FOLDS, seed = SEED): number[] {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const folds = new Array<number>(n).fill(0);
  order.forEach((dishIndex, position) => (folds[dishIndex] = position % k));
  return folds;
}

export interface Score {
  n: number;
  mae: number;
  bias: number;
  bandAgreement: number;
}

/** MAE, mean signed error and band agreement of predictions against measured values. */
export function scorePredictions(pairs: readonly { predicted: number; measured: number }[]): Score {
  const n = pairs.length;
  const mean = (values: number[]) => (n === 0 ? 0 : values.reduce((a, b) => a + b, 0) / n);
  return {
    n,
    mae: mean(pairs.map((p) => Math.abs(p.predicted - p.measured))),
    bias: mean(pairs.map((p) => p.predicted - p.measured)),
    bandAgreement: mean(
      pairs.map((p) => (glycemicIndexBand(p.predicted) === glycemicIndexBand(p.measured) ? 1 : 0)),
    ),
  };
}

/** The product engine as it ships (its adjustments and calibration.ts) on dishes it was not fitted on. */
export function scoreShipped(dishes: readonly DevDish[], catalogue: IngredientCatalogue): Score {
  return scorePredictions(
    dishes.flatMap((dish) => {
      const { glycemicIndex } = computeRecipeGlycemic(
        { lines: dish.lines, servings: 1 },
        catalogue,
      );
      return glycemicIndex === null
        ? []
        : [{ predicted: glycemicIndex, measured: dish.measuredGi }];
    }),
  );
}

export function crossValidate(
  dishes: readonly DevDish[],
  catalogue: IngredientCatalogue,
  variant: Variant,
): CvResult {
  const raw = rawGlycemicIndices(dishes, catalogue, variant.adjustments);
  const folds = foldOf(dishes.length);
  const pairs: (CalibrationPair & { fold: number })[] = [];
  raw.forEach((value, i) => {
    if (value !== null)
      pairs.push({ raw: value, measured: dishes[i]!.measuredGi, fold: folds[i]! });
  });
  const predictions = pairs.map((pair) => {
    if (!variant.calibrated) return { ...pair, predicted: pair.raw };
    const fit = fitLinearCalibration(pairs.filter((other) => other.fold !== pair.fold));
    return { ...pair, predicted: fit.intercept + fit.slope * pair.raw };
  });
  return {
    variant,
    ...scorePredictions(predictions),
    residuals: predictions.map((p) => p.measured - p.predicted),
  };
}

/** The calibration fitted on every dish (what the product ships, calibration.ts). */
export function fitOnAll(
  dishes: readonly DevDish[],
  catalogue: IngredientCatalogue,
  adjustments: AdjustmentChoice,
) {
  const raw = rawGlycemicIndices(dishes, catalogue, adjustments);
  return fitLinearCalibration(
    raw.flatMap((value, i) =>
      value === null ? [] : [{ raw: value, measured: dishes[i]!.measuredGi }],
    ),
  );
}
