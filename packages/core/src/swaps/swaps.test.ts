import { describe, expect, it } from 'vitest';
import { productCatalogue } from '../../test/dev-catalogue-source.ts';
import { CATALOGUE as PRODUCT_CATALOGUE } from '../catalogue/catalogue.ts';
import { makeEntry } from '../../test/fixtures/make-entry.ts';
import { NO_ADJUSTMENTS } from '../glycemic/adjustments.ts';
import { gramsInPlaceOf } from '../glycemic/uncooked-form.ts';
import { suggestSwaps } from './suggest-swaps.ts';
import { swapTableIds, swapTargetsFor } from './swap-table.ts';

const rice = (id: string, name: string, gi: number | null, carbs: number, cup: number) =>
  makeEntry({
    id,
    name,
    category: 'rice',
    macros: [130, 3, 0.5, carbs, 1, 0],
    gi: gi === null ? null : [gi, 'ITGI-2008', name, 'measured'],
    household: { cup },
  });

const CATALOGUE = [
  rice('rice-white-boiled', 'white rice', 73, 28, 158),
  rice('rice-basmati-boiled', 'basmati rice', 58, 25, 163),
  rice('barley-pearl-boiled', 'pearl barley', 28, 26, 157),
  rice('cauliflower-rice', 'cauliflower rice', null, 3, 107),
  makeEntry({
    id: 'chicken',
    name: 'chicken',
    category: 'meat',
    macros: [120, 22, 3, 0, 0, 0],
    gi: null,
  }),
];

describe('suggestSwaps', () => {
  const recipe = {
    servings: 2,
    lines: [
      { name: 'white rice', amount: 2, unit: 'cups' },
      { name: 'chicken', amount: 300, unit: 'g' },
    ],
  };

  it('recomputes the recipe with each lower-GI alternative, best GL first', () => {
    const swaps = suggestSwaps(recipe, CATALOGUE, {
      adjustments: NO_ADJUSTMENTS,
      calibration: null,
    });
    // Cauliflower rice has no GI in this fixture: its GL is unrated, so it is not offered.
    expect(swaps.map((s) => s.toId)).toEqual(['barley-pearl-boiled', 'rice-basmati-boiled']);
    const basmati = swaps.find((s) => s.toId === 'rice-basmati-boiled')!;
    // Same volume: 2 cups basmati = 326 g, 25 g carbs/100 g = 81.5 g -> 40.75 per serving.
    // GL before: 73 x (2 x 158 x 0.28 / 2) / 100 = 32.30; after: 58 x 40.75 / 100 = 23.64.
    expect(basmati).toMatchObject({
      basis: 'same-volume',
      fromId: 'rice-white-boiled',
      lineIndex: 0,
    });
    expect(basmati.glycemicLoadPerServingBefore).toBeCloseTo(32.298, 2);
    expect(basmati.glycemicLoadPerServingAfter).toBeCloseTo(23.635, 2);
    expect(basmati.glycemicIndexAfter).toBeCloseTo(58, 9);
  });

  it('offers a swap only when the re-run engine gives a lower GL per serving', () => {
    // A "lower-GI" basmati that carries far more carbohydrate per cup: GI 58 but a higher GL.
    const heavy = CATALOGUE.map((entry) =>
      entry.id === 'rice-basmati-boiled'
        ? { ...entry, per100g: { ...entry.per100g, carbs: 60 } }
        : entry,
    );
    const swaps = suggestSwaps(recipe, heavy, { adjustments: NO_ADJUSTMENTS, calibration: null });
    expect(swaps.map((s) => s.toId)).not.toContain('rice-basmati-boiled');
    for (const swap of suggestSwaps(recipe, CATALOGUE)) {
      expect(swap.glycemicLoadPerServingAfter!).toBeLessThan(swap.glycemicLoadPerServingBefore!);
    }
  });

  it('keeps grams when the line was weighed', () => {
    const weighed = { ...recipe, lines: [{ name: 'white rice', amount: 300, unit: 'g' }] };
    const swaps = suggestSwaps(weighed, CATALOGUE, {
      adjustments: NO_ADJUSTMENTS,
      calibration: null,
    });
    expect(swaps.every((s) => s.basis === 'same-grams')).toBe(true);
  });

  it('swaps a grain the recipe cooks for the other grain uncooked, cup for cup', () => {
    const pilau = {
      servings: 4,
      lines: [
        { name: 'basmati rice', amount: 1.5, unit: 'cup' },
        { name: 'water', amount: 3, unit: 'cup' },
      ],
    };
    const swaps = suggestSwaps(pilau, PRODUCT_CATALOGUE);
    const barley = swaps.find((swap) => swap.toId.startsWith('barley-pearl'));
    expect(barley).toMatchObject({
      fromId: 'rice-basmati-dry',
      toId: 'barley-pearl-dry',
      toName: 'uncooked pearl barley',
      basis: 'same-volume',
    });
    // Uncooked barley carries about as much carbohydrate per cup as uncooked rice: the gain is
    // its GI, not a third of the carbohydrate.
    expect(barley!.glycemicLoadPerServingAfter!).toBeGreaterThan(
      barley!.glycemicLoadPerServingBefore! / 3,
    );
  });

  it('puts a food never cooked from dry in place of an uncooked grain at its cooked weight', () => {
    const byId = (id: string) => PRODUCT_CATALOGUE.find((entry) => entry.id === id)!;
    const dryRice = byId('rice-basmati-dry');
    const cookedRice = byId('rice-basmati-boiled');
    // 100 g from the bag fill the plate as about 300 g cooked: that much cauliflower rice.
    expect(gramsInPlaceOf(dryRice, byId('cauliflower-rice'), 100, PRODUCT_CATALOGUE)).toBeCloseTo(
      (100 * dryRice.per100g.carbs) / cookedRice.per100g.carbs,
      5,
    );
    expect(gramsInPlaceOf(dryRice, byId('barley-pearl-dry'), 100, PRODUCT_CATALOGUE)).toBe(100);
    expect(gramsInPlaceOf(cookedRice, byId('cauliflower-rice'), 100, PRODUCT_CATALOGUE)).toBe(100);
  });

  it('offers nothing when there is no carbohydrate to lower', () => {
    expect(suggestSwaps({ servings: 1, lines: [recipe.lines[1]!] }, CATALOGUE)).toEqual([]);
  });
});

describe('swap table', () => {
  it('finds targets by id and by category, never the food itself', () => {
    expect(swapTargetsFor({ id: 'rice-basmati-boiled', category: 'rice' })).not.toContain(
      'rice-basmati-boiled',
    );
    expect(swapTargetsFor({ id: 'bread-white', category: 'bread-bakery' })).toContain(
      'bread-sourdough',
    );
  });

  it('names only ids of the product catalogue', async () => {
    const catalogue = await productCatalogue();
    if (!catalogue) return; // the catalogue is still being written; this runs once it exists
    const ids = new Set(catalogue.map((entry) => entry.id));
    expect(swapTableIds().filter((id) => !ids.has(id))).toEqual([]);
  });
});
