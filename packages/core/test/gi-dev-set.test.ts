import { describe, expect, it } from 'vitest';
import { PRODUCT_ADJUSTMENTS } from '../src/glycemic/adjustments.ts';
import { PRODUCT_CALIBRATION } from '../src/glycemic/calibration.ts';
import { quantile } from '../src/glycemic/fit-calibration.ts';
import { productCatalogue } from './dev-catalogue-source.ts';
import { crossValidate, fitOnAll, VARIANTS } from './dev-set-cv.ts';
import { CHECKED_DEV_SET, GI_DEV_SET, UNCHECKED_DEV_SET } from './gi-dev-set.ts';

describe('GI dev set', () => {
  it('calibrates on at least 80 dishes whose value was read in its source, and no other', () => {
    expect(CHECKED_DEV_SET.length).toBeGreaterThanOrEqual(80);
    expect(CHECKED_DEV_SET.every((dish) => dish.measuredChecked)).toBe(true);
    expect(CHECKED_DEV_SET.length + UNCHECKED_DEV_SET.length).toBe(GI_DEV_SET.length);
  });

  it('has at least 127 dishes, each with a measured GI, its source and its reconstruction', () => {
    expect(GI_DEV_SET.length).toBeGreaterThanOrEqual(127);
    for (const dish of GI_DEV_SET) {
      expect(dish.measuredGi).toBeGreaterThanOrEqual(0);
      expect(dish.measuredGi).toBeLessThanOrEqual(110);
      expect(dish.source).toMatch(/\d{4}/);
      expect(dish.checkedHow.length).toBeGreaterThan(10);
      expect(dish.reconstruction.length).toBeGreaterThan(10);
      expect(dish.lines.length).toBeGreaterThan(0);
    }
    expect(new Set(GI_DEV_SET.map((dish) => dish.name)).size).toBe(GI_DEV_SET.length);
  });

  it('matches every line against the product catalogue', async () => {
    const catalogue = (await productCatalogue())!;
    const { computeRecipeGlycemic } = await import('../src/glycemic/compute-recipe-glycemic.ts');
    const unmatched = GI_DEV_SET.flatMap((dish) =>
      computeRecipeGlycemic({ lines: dish.lines, servings: 1 }, catalogue).unmatched.map(
        ({ line }) => `${dish.name}: ${line.name}`,
      ),
    );
    expect(unmatched).toEqual([]);
  });

  it('ships only what lowers the cross-validated error', async () => {
    const catalogue = (await productCatalogue())!;
    const cv = (label: string) =>
      crossValidate(
        CHECKED_DEV_SET,
        catalogue,
        VARIANTS.find((v) => v.label === label)!,
      );
    const mae = (label: string) => cv(label).mae;
    expect(PRODUCT_ADJUSTMENTS).toEqual({ proteinFat: true, acid: true });
    expect(mae('protein/fat')).toBeLessThan(mae('plain mean'));
    expect(mae('protein/fat + vinegar')).toBeLessThan(mae('protein/fat'));
    expect(mae('both, calibrated')).toBeLessThan(mae('plain, calibrated'));
    // The calibration ships because, fitted on the training folds, it lowers the error on the test
    // fold and removes the bias (docs/decisions/0004-gi-adjustments.md).
    const raw = cv('protein/fat + vinegar');
    const calibrated = cv('both, calibrated');
    expect(calibrated.mae).toBeLessThan(raw.mae);
    expect(Math.abs(calibrated.bias)).toBeLessThan(Math.abs(raw.bias));
  });

  it('calibration.ts holds the constants the dev set gives', async () => {
    const catalogue = (await productCatalogue())!;
    const fit = fitOnAll(CHECKED_DEV_SET, catalogue, PRODUCT_ADJUSTMENTS);
    expect(PRODUCT_CALIBRATION.intercept).toBeCloseTo(fit.intercept, 1);
    expect(PRODUCT_CALIBRATION.slope).toBeCloseTo(fit.slope, 2);
    const shipped = VARIANTS.find((v) => v.label === 'both, calibrated')!;
    const { residuals } = crossValidate(CHECKED_DEV_SET, catalogue, shipped);
    expect(PRODUCT_CALIBRATION.residualLow).toBeCloseTo(quantile(residuals, 0.1), 0);
    expect(PRODUCT_CALIBRATION.residualHigh).toBeCloseTo(quantile(residuals, 0.9), 0);
  });
});
