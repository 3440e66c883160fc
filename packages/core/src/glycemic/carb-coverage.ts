// carbCoverage: the share of the recipe's available carbohydrate that comes from lines matched to
// catalogue entries WITH a GI, i.e. the carbohydrate the meal GI is actually computed from.
//
//   carbCoverage = C_gi / (C_gi + C_nogi + C_unmatched)
//
// C_gi: carbs of matched lines whose entry has a GI. C_nogi: carbs of matched lines whose entry has
// no GI (the catalogue leaves GI null only for foods with 5 g or less carbohydrate per 100 g).
// C_unmatched is unknown, so it is bounded from above and the coverage reported is a LOWER BOUND
// ("at least this share of the carbohydrate is GI-rated"):
//   grams of the line: a mass unit converts exactly; a volume is weighed at 1.43 g/ml (honey,
//   USDA FoodData Central: 1 cup = 339 g, about the densest kitchen ingredient); a count or an
//   unknown unit is taken as 150 g a piece (a large potato or banana, USDA household weights);
//   carbs of the line: grams x the highest available-carbohydrate density in the catalogue
//   (sugar: about 100 g per 100 g).
// carbCoverageUpperBound assumes unmatched lines carry no carbohydrate at all. The truth is in
// between; both are returned so the UI can say which lines make the difference.
// carbCoverageExpected is the point estimate between the two: an unmatched line weighs what the
// bound above says but carries the catalogue's MEDIAN carbohydrate density (a typical food, not
// pure sugar). It decides whether Roastie has an estimate of its own and how wide the GI range
// is (docs/decisions/0004-gi-adjustments.md). A recipe with no carbohydrate at all (and nothing unmatched) has coverage 1: nothing is missing.
import type { IngredientCatalogue } from '../matching/name-index.ts';
import { massToGrams, volumeToMillilitres } from '../units/convert-units.ts';
import { normaliseUnit } from '../units/normalise-unit.ts';
import type { RecipeLine } from './resolve-recipe-lines.ts';

export const UNMATCHED_VOLUME_GRAMS_PER_MILLILITRE = 1.43;
export const UNMATCHED_GRAMS_PER_PIECE = 150;

/** The most grams an unmatched line can plausibly weigh. */
export function unmatchedLineMaxGrams(line: RecipeLine): number {
  const amount = Number.isFinite(line.amount) && line.amount > 0 ? line.amount : 0;
  const unit = normaliseUnit(line.unit);
  if (unit?.category === 'mass') return massToGrams(amount, unit.unit);
  if (unit?.category === 'volume') {
    return volumeToMillilitres(amount, unit.unit) * UNMATCHED_VOLUME_GRAMS_PER_MILLILITRE;
  }
  return amount * UNMATCHED_GRAMS_PER_PIECE;
}

/** Highest available carbohydrate per gram in the catalogue (1 when the catalogue is empty). */
export function maxCarbsPerGram(catalogue: IngredientCatalogue): number {
  const densest = Math.max(0, ...catalogue.map((entry) => entry.per100g.carbs));
  return densest > 0 ? densest / 100 : 1;
}

/** Median available carbohydrate per gram of the catalogue's entries (0.1 when empty). */
export function medianCarbsPerGram(catalogue: IngredientCatalogue): number {
  const sorted = catalogue.map((entry) => entry.per100g.carbs).sort((a, b) => a - b);
  if (sorted.length === 0) return 0.1;
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return median / 100;
}

export interface CarbCoverage {
  carbCoverage: number;
  carbCoverageUpperBound: number;
  unmatchedCarbsMax: number;
}

/** The point estimate of the coverage: unmatched lines at a typical carbohydrate density. */
export function expectedCarbCoverage(
  carbsWithGi: number,
  carbsWithoutGi: number,
  unmatchedCarbsTypical: number,
): number {
  const denominator = carbsWithGi + carbsWithoutGi + unmatchedCarbsTypical;
  return denominator > 0 ? carbsWithGi / denominator : 1;
}

export function carbCoverage(
  carbsWithGi: number,
  carbsWithoutGi: number,
  unmatchedCarbsMax: number,
): CarbCoverage {
  const known = carbsWithGi + carbsWithoutGi;
  // With no carbohydrate anywhere nothing is missing: coverage 1.
  const share = (denominator: number) => (denominator > 0 ? carbsWithGi / denominator : 1);
  return {
    carbCoverage: share(known + unmatchedCarbsMax),
    carbCoverageUpperBound: share(known),
    unmatchedCarbsMax,
  };
}
