import { describe, expect, it } from 'vitest';
import { TINY_CATALOGUE } from '../../test/fixtures/tiny-catalogue.ts';
import { estimateGlycemic } from '../glycemic/estimate-glycemic.ts';
import { glycemicEstimateRequestSchema, glycemicEstimateResponseSchema } from './glycemic.ts';

const line = (overrides: Record<string, unknown> = {}) => ({
  name: 'white bread',
  amount: 100,
  unit: 'g',
  ...overrides,
});
const request = (overrides: Record<string, unknown> = {}) => ({
  ingredients: [line()],
  servings: 2,
  ...overrides,
});
const messages = (input: unknown) => {
  const result = glycemicEstimateRequestSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('glycemicEstimateRequestSchema', () => {
  it('accepts numbers, numeric strings and the product’s unit spellings', () => {
    const parsed = glycemicEstimateRequestSchema.parse(
      request({
        ingredients: [
          line({ amount: '1.5', unit: 'Cups' }),
          line({ amount: '.5', unit: 'tablespoon' }),
          line({ unit: 'pieces' }),
          line({ unit: 'teaspoons' }),
        ],
      }),
    );
    expect(parsed.ingredients.map((i) => [i.amount, i.unit])).toEqual([
      [1.5, 'cups'],
      [0.5, 'tablespoon'],
      [100, 'pieces'],
      [100, 'teaspoons'],
    ]);
  });

  it.each([[-1], [0], ['-2'], ['abc'], ['1/2'], [''], [Number.POSITIVE_INFINITY], [null], ['1e3']])(
    'rejects the amount %s with a clear message',
    (amount) => {
      expect(messages(request({ ingredients: [line({ amount })] }))).toContain(
        'Amount must be a number above zero',
      );
    },
  );

  it('rejects unknown units, naming the unit and the accepted ones', () => {
    expect(messages(request({ ingredients: [line({ unit: 'handful' })] }))).toEqual([
      'Unknown unit "handful": use g, kg, ml, l, cup, tbsp, tsp or piece',
    ]);
  });

  it('limits names, lines and servings', () => {
    expect(messages(request({ ingredients: [line({ name: ' ' })] }))).toEqual([
      'Ingredient name is required',
    ]);
    expect(messages(request({ ingredients: [line({ name: 'x'.repeat(201) })] }))).toEqual([
      'Ingredient name must be at most 200 characters',
    ]);
    expect(messages(request({ ingredients: [] }))).toEqual(['Add at least one ingredient']);
    expect(messages(request({ ingredients: Array.from({ length: 201 }, () => line()) }))).toEqual([
      'At most 200 ingredients',
    ]);
    expect(
      messages(request({ ingredients: Array.from({ length: 10_000 }, () => line()) })),
    ).toEqual(['At most 200 ingredients']);
    expect(
      glycemicEstimateRequestSchema.safeParse(request({ ingredients: Array(200).fill(line()) }))
        .success,
    ).toBe(true);
    expect(messages(request({ servings: 0 }))).toEqual(['Servings must be from 1 to 100']);
    expect(messages(request({ servings: 101 }))).toEqual(['Servings must be from 1 to 100']);
    expect(messages(request({ servings: 1.5 }))).toEqual(['Servings must be a whole number']);
  });
});

describe('estimateGlycemic', () => {
  it('returns a response that satisfies its schema, rounded for display', () => {
    const parsed = glycemicEstimateRequestSchema.parse({
      ingredients: [
        { name: 'white bread', amount: '100', unit: 'g' },
        { name: 'lentils', amount: 100, unit: 'g' },
        { name: 'dragon fruit', amount: 1, unit: 'piece' },
      ],
      servings: 2,
    });
    const response = estimateGlycemic(parsed, TINY_CATALOGUE);
    expect(glycemicEstimateResponseSchema.parse(response)).toEqual(response);
    // (75 x 50 + 32 x 12) / 62 = 66.68, no protein or fat without GI: no adjustment; then the
    // calibration (calibration.ts): 2.81 + 0.924 x 66.68 = 64.42 -> 64; GL 64.42 x 31 / 100 =
    // 19.97 -> 20.0: High.
    expect(response).toMatchObject({
      glycemicIndex: 64,
      glycemicIndexBand: 'Medium',
      glycemicLoadPerServing: 20,
      glycemicLoadBand: 'High',
      nutritionPerServing: { calories: 183, protein: 8.5, carbs: 31, fat: 1.7, fibre: 5 },
      unmatched: [{ name: 'dragon fruit', reason: 'Not in the ingredient catalogue' }],
      source: 'catalogue',
    });
    // 62 / (62 + 150 g x 1.00) = 0.29
    expect(response.carbCoverage).toBe(0.29);
    // The range holds the GI, and the unknown dragon fruit widens it beyond the calibration error.
    const range = response.glycemicIndexRange!;
    expect(range.low).toBeLessThan(64 - 15.3);
    expect(range.high).toBeGreaterThan(64 + 18.2);
  });
});
