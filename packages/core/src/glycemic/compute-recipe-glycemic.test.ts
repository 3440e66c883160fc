import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BREAD,
  CHEESE,
  LENTILS,
  RICE,
  SUGAR,
  TINY_CATALOGUE,
} from '../../test/fixtures/tiny-catalogue.ts';
import { NO_ADJUSTMENTS } from './adjustments.ts';
import { computeRecipeGlycemic } from './compute-recipe-glycemic.ts';
import type { RecipeLine } from './resolve-recipe-lines.ts';

const plain = { adjustments: NO_ADJUSTMENTS, calibration: null };

describe('computeRecipeGlycemic, by hand', () => {
  const recipe = {
    servings: 2,
    lines: [
      { name: 'white bread', amount: 100, unit: 'g' },
      { name: 'lentils', amount: 100, unit: 'g' },
      { name: 'cheddar', amount: 40, unit: 'g' },
      { name: 'dragon fruit', amount: 50, unit: 'g' },
    ],
  };

  it('computes nutrition, plain GI, GL and coverage', () => {
    const result = computeRecipeGlycemic(recipe, TINY_CATALOGUE, plain);
    // carbs: bread 50, lentils 12, cheese 0.4 -> 62.4 per recipe, 31.2 per serving
    expect(result.nutritionPerRecipe.carbs).toBeCloseTo(62.4, 9);
    expect(result.nutritionPerServing.carbs).toBeCloseTo(31.2, 9);
    // kcal: 250 + 116 + 160 = 526 -> 263 per serving
    expect(result.nutritionPerServing.kcal).toBeCloseTo(263, 9);
    // protein: 8 + 9 + 10 = 27 -> 13.5
    expect(result.nutritionPerServing.protein).toBeCloseTo(13.5, 9);
    // GI = (75 x 50 + 32 x 12) / 62 = 66.677 (cheese has no GI: left out of the mean)
    expect(result.glycemicIndexPlain).toBeCloseTo(66.677, 3);
    expect(result.glycemicIndex).toBeCloseTo(66.677, 3);
    expect(result.glycemicIndexBand).toBe('Medium');
    // GL per serving = 66.677 x 31.2 / 100 = 20.80
    expect(result.glycemicLoadPerServing).toBeCloseTo(20.803, 2);
    expect(result.glycemicLoadBand).toBe('High');
    // coverage: 62 / (62 + 0.4 + 50 g x 1.00 g/g (sugar is the densest entry)) = 0.5516
    expect(result.carbCoverage).toBeCloseTo(62 / 112.4, 9);
    expect(result.carbCoverageUpperBound).toBeCloseTo(62 / 62.4, 9);
    expect(result.unmatched).toEqual([
      expect.objectContaining({
        index: 3,
        code: 'no-match',
        reason: 'Not in the ingredient catalogue',
      }),
    ]);
  });

  it('shows where each number came from', () => {
    const result = computeRecipeGlycemic(recipe, TINY_CATALOGUE, plain);
    const [bread, lentils, cheese] = result.contributions;
    expect(bread).toMatchObject({
      ingredientId: BREAD.id,
      grams: 100,
      carbs: 50,
      gi: 75,
      giSource: BREAD.giSource,
    });
    expect(lentils).toMatchObject({ ingredientId: LENTILS.id, carbsPerServing: 6 });
    expect(cheese).toMatchObject({ ingredientId: CHEESE.id, gi: null });
    const shares = result.contributions.reduce((sum, c) => sum + c.glShare, 0);
    expect(shares).toBeCloseTo(1, 9);
    expect(bread!.glShare).toBeCloseTo((75 * 50) / (66.677 * 62.4), 3);
  });

  it('applies the adjustments as a separate step', () => {
    const result = computeRecipeGlycemic(recipe, TINY_CATALOGUE, {
      adjustments: { proteinFat: true, acid: false },
      calibration: null,
    });
    // Cheese adds 10 g protein and 13.2 g fat to 62 g GI carbohydrate: per 50 g that is
    // 8.065 g protein and 10.645 g fat -> factor 1 - 0.08065 - 0.05323 = 0.86613.
    expect(result.adjustment.proteinFat).toBeCloseTo(0.86613, 4);
    expect(result.glycemicIndexAdjusted).toBeCloseTo(66.677 * 0.86613, 2);
    expect(result.glycemicIndexPlain).toBeCloseTo(66.677, 3);
  });

  it('gives no GI but a zero GL to a recipe without carbohydrate', () => {
    const oil = computeRecipeGlycemic(
      { servings: 1, lines: [{ name: 'olive oil', amount: 2, unit: 'tbsp' }] },
      TINY_CATALOGUE,
    );
    expect(oil).toMatchObject({
      glycemicIndex: null,
      glycemicLoadPerServing: 0,
      glycemicLoadBand: 'Low',
    });
    expect(oil.carbCoverage).toBe(1);
    // Cheese has 1 g carbohydrate per 100 g but no GI: the GL is unknown, not zero.
    const cheese = computeRecipeGlycemic(
      { servings: 1, lines: [{ name: 'cheddar', amount: 100, unit: 'g' }] },
      TINY_CATALOGUE,
    );
    expect(cheese).toMatchObject({ glycemicIndex: null, glycemicLoadPerServing: null });
    expect(cheese.carbCoverage).toBe(0);
  });

  it('uses a saved ingredient id before the name', () => {
    const result = computeRecipeGlycemic(
      { servings: 1, lines: [{ name: 'my rice', ingredientId: RICE.id, amount: 1, unit: 'cup' }] },
      TINY_CATALOGUE,
    );
    expect(result.contributions[0]).toMatchObject({
      ingredientId: RICE.id,
      grams: 158,
      gramsVia: 'cup',
    });
  });
});

describe('computeRecipeGlycemic, properties (plain formula)', () => {
  const carbFoods = [BREAD, RICE, LENTILS, SUGAR];
  const lineArb = fc.record({
    food: fc.constantFrom(...carbFoods, CHEESE),
    grams: fc.double({ min: 1, max: 1000, noNaN: true }),
  });
  const toLines = (items: { food: { name: string }; grams: number }[], k = 1): RecipeLine[] =>
    items.map(({ food, grams }) => ({ name: food.name, amount: grams * k, unit: 'g' }));

  it('meal GI lies between the lowest and highest GI of the carbohydrate foods', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 8 }), (items) => {
        const result = computeRecipeGlycemic(
          { servings: 1, lines: toLines(items) },
          TINY_CATALOGUE,
          plain,
        );
        const gis = items.flatMap(({ food }) => (food.gi === null ? [] : [food.gi]));
        if (gis.length === 0) return result.glycemicIndex === null;
        const gi = result.glycemicIndex!;
        return gi >= Math.min(...gis) - 1e-9 && gi <= Math.max(...gis) + 1e-9;
      }),
    );
  });

  it('scaling every amount leaves GI unchanged and scales GL linearly', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 8 }),
        fc.double({ min: 0.1, max: 10, noNaN: true }),
        fc.integer({ min: 1, max: 12 }),
        (items, k, servings) => {
          const base = computeRecipeGlycemic(
            { servings, lines: toLines(items) },
            TINY_CATALOGUE,
            plain,
          );
          const scaled = computeRecipeGlycemic(
            { servings, lines: toLines(items, k) },
            TINY_CATALOGUE,
            plain,
          );
          if (base.glycemicIndex === null) return scaled.glycemicIndex === null;
          expect(scaled.glycemicIndex).toBeCloseTo(base.glycemicIndex, 6);
          expect(scaled.glycemicLoadPerServing!).toBeCloseTo(base.glycemicLoadPerServing! * k, 6);
          return true;
        },
      ),
    );
  });

  it('ingredient order does not matter', () => {
    fc.assert(
      fc.property(
        fc
          .array(lineArb, { minLength: 1, maxLength: 8 })
          .chain((items) =>
            fc.tuple(fc.constant(items), fc.shuffledSubarray(items, { minLength: items.length })),
          ),
        ([items, shuffled]) => {
          const a = computeRecipeGlycemic({ servings: 2, lines: toLines(items) }, TINY_CATALOGUE);
          const b = computeRecipeGlycemic(
            { servings: 2, lines: toLines(shuffled) },
            TINY_CATALOGUE,
          );
          if (a.glycemicIndex === null) return b.glycemicIndex === null;
          expect(b.glycemicIndex).toBeCloseTo(a.glycemicIndex, 9);
          expect(b.glycemicLoadPerServing!).toBeCloseTo(a.glycemicLoadPerServing!, 9);
          expect(b.nutritionPerServing.kcal).toBeCloseTo(a.nutritionPerServing.kcal, 9);
          return true;
        },
      ),
    );
  });
});
