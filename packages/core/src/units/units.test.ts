import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../catalogue/catalogue.ts';
import { BREAD, CHEESE, OIL, RICE, SUGAR } from '../../test/fixtures/tiny-catalogue.ts';
import { amountToGrams } from './amount-to-grams.ts';
import {
  countToPieces,
  gramsToOunces,
  massToGrams,
  millilitresToVolume,
  volumeToMillilitres,
} from './convert-units.ts';
import { normaliseUnit } from './normalise-unit.ts';
import {
  GRAMS_PER_MASS_UNIT,
  MILLILITRES_PER_VOLUME_UNIT,
  PIECES_PER_COUNT_UNIT,
} from './unit-factors.ts';
import {
  EDITOR_UNITS,
  ESTIMATE_UNITS,
  SHOPPING_UNITS,
  SHOPPING_UNIT_CANONICAL,
} from './unit-lists.ts';

describe('unit factors (docs/product.md section 9)', () => {
  it('are exactly the product’s figures', () => {
    expect(GRAMS_PER_MASS_UNIT).toMatchObject({ g: 1, kg: 1000, lb: 453.592, oz: 28.3495 });
    expect(MILLILITRES_PER_VOLUME_UNIT).toMatchObject({
      ml: 1,
      l: 1000,
      cup: 236.588,
      tbsp: 14.7868,
      tsp: 4.92892,
      qt: 946.353,
      pt: 473.176,
      gal: 3785.41,
    });
    expect(PIECES_PER_COUNT_UNIT).toEqual({ piece: 1, dozen: 12 });
  });

  it('converts within a category', () => {
    expect(massToGrams(2, 'kg')).toBe(2000);
    expect(massToGrams(1.5, 'lb')).toBeCloseTo(680.388, 6);
    expect(gramsToOunces(56.699)).toBeCloseTo(2, 9);
    expect(volumeToMillilitres(3, 'tsp')).toBeCloseTo(14.78676, 9);
    expect(volumeToMillilitres(1, 'gal')).toBe(3785.41);
    expect(millilitresToVolume(473.176, 'cup')).toBeCloseTo(2, 5);
    expect(countToPieces(2, 'dozen')).toBe(24);
  });

  it('maps every shopping unit to a known unit', () => {
    for (const unit of SHOPPING_UNITS) {
      expect(normaliseUnit(unit)?.unit).toBe(SHOPPING_UNIT_CANONICAL[unit]);
    }
  });

  it('knows every editor and estimate unit', () => {
    for (const unit of [...EDITOR_UNITS, ...ESTIMATE_UNITS])
      expect(normaliseUnit(unit)).not.toBeNull();
  });
});

describe('normaliseUnit', () => {
  it.each([
    ['g', 'g', 'mass'],
    ['Grams', 'g', 'mass'],
    ['kg', 'kg', 'mass'],
    ['lbs', 'lb', 'mass'],
    ['cup', 'cup', 'volume'],
    ['Cups', 'cup', 'volume'],
    ['c', 'cup', 'volume'],
    ['C', 'cup', 'volume'],
    ['cup(s)', 'cup', 'volume'],
    ['tbsp', 'tbsp', 'volume'],
    ['Tbsp.', 'tbsp', 'volume'],
    ['tablespoons', 'tbsp', 'volume'],
    ['tablespoon(s)', 'tbsp', 'volume'],
    ['T', 'tbsp', 'volume'],
    ['t', 'tsp', 'volume'],
    ['teaspoon', 'tsp', 'volume'],
    ['teaspoon(s)', 'tsp', 'volume'],
    ['ml', 'ml', 'volume'],
    ['l', 'l', 'volume'],
    ['litre', 'l', 'volume'],
    ['Liters', 'l', 'volume'],
    ['pinch', 'pinch', 'volume'],
    ['dash', 'dash', 'volume'],
    ['piece', 'piece', 'count'],
    ['piece(s)', 'piece', 'count'],
    ['pcs', 'piece', 'count'],
    ['pc', 'piece', 'count'],
    ['cloves', 'piece', 'count'],
    ['slice', 'piece', 'count'],
    ['large', 'piece', 'count'],
    ['dozen', 'dozen', 'count'],
  ])('%s -> %s (%s)', (written, unit, category) => {
    expect(normaliseUnit(written)).toEqual({ unit, category });
  });

  it.each(['handful', 'can', 'bunch', '', 'spoonful'])('%s is not a unit', (written) => {
    expect(normaliseUnit(written)).toBeNull();
  });
});

describe('amountToGrams', () => {
  it('converts mass directly', () => {
    expect(amountToGrams(250, 'g', RICE)).toEqual({ ok: true, grams: 250, via: 'mass' });
    expect(amountToGrams(1.2, 'kg', RICE)).toMatchObject({ grams: 1200 });
    expect(amountToGrams(2, 'oz', RICE)).toMatchObject({ grams: 56.699 });
  });

  it('converts volume through the ingredient cup weight', () => {
    // 1 cup of rice weighs 158 g by the fixture.
    expect(amountToGrams(1, 'cup', RICE)).toMatchObject({ grams: 158, via: 'cup' });
    // 2 tbsp = 29.5736 ml; sugar 200 g/cup -> 200/236.588 g/ml; 29.5736 * 0.845351 = 25.000 g.
    const sugar = amountToGrams(2, 'tbsp', SUGAR);
    expect(sugar.ok && sugar.grams).toBeCloseTo(25.0, 3);
    // 250 ml of rice: 250 * 158 / 236.588 = 166.957 g.
    const rice = amountToGrams(250, 'ml', RICE);
    expect(rice.ok && rice.grams).toBeCloseTo(166.957, 3);
  });

  it('falls back to the tablespoon weight when there is no cup weight', () => {
    // 1 tsp of oil: 4.92892 ml * 13.5 g / 14.7868 ml = 4.500 g.
    const oil = amountToGrams(1, 'tsp', OIL);
    expect(oil).toMatchObject({ ok: true, via: 'tbsp' });
    expect(oil.ok && oil.grams).toBeCloseTo(4.5, 3);
  });

  it('converts counts through the piece weight', () => {
    expect(amountToGrams(3, 'slices', BREAD)).toEqual({ ok: true, grams: 90, via: 'piece' });
    expect(amountToGrams(1, 'dozen', CHEESE)).toMatchObject({ grams: 12 * 28 });
  });

  it('explains what it cannot convert', () => {
    expect(amountToGrams(1, 'cup', BREAD)).toMatchObject({
      ok: false,
      code: 'no-household-weight',
    });
    expect(amountToGrams(1, 'piece', RICE)).toMatchObject({
      ok: false,
      code: 'no-household-weight',
    });
    expect(amountToGrams(1, 'handful', RICE)).toMatchObject({ ok: false, code: 'unknown-unit' });
    expect(amountToGrams(-1, 'g', RICE)).toMatchObject({ ok: false, code: 'invalid-amount' });
    expect(amountToGrams(Number.NaN, 'g', RICE)).toMatchObject({
      ok: false,
      code: 'invalid-amount',
    });
  });
});

describe('amountToGrams with kitchen units (docs/decisions/0012-ingredient-line-parser.md)', () => {
  const garlic = CATALOGUE.find((entry) => entry.id === 'garlic-raw');
  const butter = CATALOGUE.find((entry) => entry.id === 'butter-unsalted');
  const chickpeas = CATALOGUE.find((entry) => entry.id === 'chickpeas-boiled');

  it('weighs a clove, a stick, a head and a can by the food', () => {
    if (!garlic || !butter || !chickpeas) throw new Error('catalogue entries missing');
    expect(amountToGrams(2, 'cloves', garlic)).toMatchObject({ ok: true, grams: 6 });
    expect(amountToGrams(1, 'head', garlic)).toMatchObject({ ok: true, grams: 40 });
    expect(amountToGrams(1, 'stick', butter)).toMatchObject({ ok: true, grams: 113 });
    expect(amountToGrams(1, 'tin', chickpeas)).toMatchObject({ ok: true, grams: 240 });
  });

  it('still refuses a kitchen unit it cannot weigh', () => {
    if (!garlic) throw new Error('catalogue entries missing');
    expect(amountToGrams(1, 'jar', garlic)).toMatchObject({ ok: false, code: 'unknown-unit' });
  });
});
