import { describe, expect, it } from 'vitest';
import { acidFactor, aceticAcidGrams } from './adjust-acid.ts';
import { proteinFatFactor } from './adjust-protein-fat.ts';
import { glycemicIndexBand, glycemicLoadBand } from './bands.ts';
import { carbCoverage } from './carb-coverage.ts';
import { glycemicLoad } from './glycemic-load.ts';
import { carbWeightedGlycemicIndex } from './meal-glycemic-index.ts';

describe('bands (docs/product.md section 9), rounded to an integer first', () => {
  it.each([
    [0, 'Low'],
    [55, 'Low'],
    [55.49, 'Low'],
    [55.5, 'Medium'],
    [56, 'Medium'],
    [69, 'Medium'],
    [69.49, 'Medium'],
    [69.5, 'High'],
    [70, 'High'],
    [120, 'High'],
  ])('GI %s is %s', (gi, band) => expect(glycemicIndexBand(gi)).toBe(band));

  it.each([
    [0, 'Low'],
    [10, 'Low'],
    [10.49, 'Low'],
    [10.5, 'Medium'],
    [19, 'Medium'],
    [19.5, 'High'],
    [20, 'High'],
  ])('GL %s is %s', (gl, band) => expect(glycemicLoadBand(gl)).toBe(band));
});

describe('meal GI and GL', () => {
  it('is the carbohydrate-weighted mean, never a sum', () => {
    // (75 x 50 + 32 x 12) / 62 = 4134 / 62 = 66.677
    expect(
      carbWeightedGlycemicIndex([
        { gi: 75, carbs: 50 },
        { gi: 32, carbs: 12 },
      ]),
    ).toBeCloseTo(66.677, 3);
    expect(
      carbWeightedGlycemicIndex([
        { gi: 70, carbs: 10 },
        { gi: 70, carbs: 90 },
      ]),
    ).toBe(70);
    expect(carbWeightedGlycemicIndex([{ gi: 70, carbs: 0 }])).toBeNull();
    expect(carbWeightedGlycemicIndex([])).toBeNull();
  });

  it('GL = GI x available carbs / 100', () => {
    expect(glycemicLoad(50, 30)).toBe(15);
    expect(glycemicLoad(66.677, 31)).toBeCloseTo(20.67, 2);
  });
});

describe('adjustments', () => {
  it('protein/fat: 1 % per g protein and 0.5 % per g fat per 50 g carbohydrate, capped at 30 g', () => {
    expect(proteinFatFactor({ carbsWithGi: 50, addedProtein: 10, addedFat: 10 })).toBeCloseTo(
      0.85,
      9,
    );
    // 25 g carbs: 10 g protein counts as 20 g per 50 g carbohydrate.
    expect(proteinFatFactor({ carbsWithGi: 25, addedProtein: 10, addedFat: 0 })).toBeCloseTo(
      0.8,
      9,
    );
    expect(proteinFatFactor({ carbsWithGi: 50, addedProtein: 100, addedFat: 100 })).toBeCloseTo(
      0.55,
      9,
    );
    expect(proteinFatFactor({ carbsWithGi: 0, addedProtein: 10, addedFat: 10 })).toBe(1);
  });

  it('vinegar: up to -36 % at 1.68 g acetic acid per 50 g carbohydrate', () => {
    expect(aceticAcidGrams(20)).toBe(1);
    expect(acidFactor(50, 1.68)).toBeCloseTo(0.64, 9);
    expect(acidFactor(50, 0.84)).toBeCloseTo(0.82, 9);
    expect(acidFactor(50, 10)).toBeCloseTo(0.64, 9);
    expect(acidFactor(50, 0)).toBe(1);
  });
});

describe('carbCoverage', () => {
  it('is the GI-rated share of all carbohydrate, unmatched counted at their maximum', () => {
    expect(carbCoverage(60, 20, 20)).toEqual({
      carbCoverage: 0.6,
      carbCoverageUpperBound: 0.75,
      unmatchedCarbsMax: 20,
    });
    expect(carbCoverage(0, 0, 0).carbCoverage).toBe(1);
    expect(carbCoverage(0, 5, 0).carbCoverage).toBe(0);
  });
});
