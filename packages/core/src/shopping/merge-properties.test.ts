// Properties of merging, checked with fast-check over random additions.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHOPPING_UNITS, type ShoppingUnit } from '../units/unit-lists.ts';
import { addItem } from './add-item.ts';
import { addRecipe } from './add-recipe.ts';
import { displayAmount, displayLine } from './display-line.ts';
import { shoppingNameKey } from './name-key.ts';
import { parseAmountText, parseEnteredAmount } from './parse-amount.ts';
import { HONEY, SHOPPING_CATALOGUE, sequentialIds } from './shopping.fixtures.ts';
import { shoppingUnitInBase, toBaseAmount } from './shopping-units.ts';
import {
  EMPTY_SHOPPING_LIST,
  type ShoppingItemInput,
  type ShoppingList,
  type RecipeForShopping,
} from './types.ts';
import type { IngredientCatalogue } from '../matching/name-index.ts';

// Spellings that differ only by case and plural, foods with and without a catalogue density.
const NAMES = ['Tomatoes', 'tomato', 'honey', 'Honey', 'flour', 'FLOUR', 'milk', 'Milks', 'Eggs'];

const amountText = fc.integer({ min: 1, max: 200_000 }).map((n) => String(n / 100));
const addition = fc.record({
  name: fc.constantFrom(...NAMES),
  amount: amountText,
  unit: fc.constantFrom<ShoppingUnit>(...SHOPPING_UNITS),
});
const additions = fc.array(addition, { minLength: 1, maxLength: 12 });
const additionsAndPermutation = additions.chain((list) =>
  fc.tuple(
    fc.constant(list),
    fc.shuffledSubarray(list, { minLength: list.length, maxLength: list.length }),
  ),
);

function addAll(
  inputs: readonly ShoppingItemInput[],
  catalogue: IngredientCatalogue = SHOPPING_CATALOGUE,
  start: ShoppingList = EMPTY_SHOPPING_LIST,
): ShoppingList {
  const newId = sequentialIds();
  return inputs.reduce((list, input) => {
    const outcome = addItem(list, input, catalogue, newId);
    if (!outcome.ok) throw new Error(outcome.reason);
    return outcome.list;
  }, start);
}

/** The lines with the name as its merge key (the first spelling added stays on the line). */
const keyedLines = (list: ShoppingList) =>
  list.items.map((item) => displayLine({ ...item, name: shoppingNameKey(item.name) })).sort();

describe('merging properties', () => {
  it('is order-independent: any permutation of the same additions gives the same lines', () => {
    fc.assert(
      fc.property(additionsAndPermutation, ([inOrder, permuted]) => {
        expect(keyedLines(addAll(permuted))).toEqual(keyedLines(addAll(inOrder)));
      }),
    );
  });

  it('preserves the total in base units, per name and unit category', () => {
    fc.assert(
      fc.property(additions, (inputs) => {
        const list = addAll(inputs, []);
        const totals = (entries: [string, number][]) => {
          const sums = new Map<string, number>();
          for (const [key, base] of entries) sums.set(key, (sums.get(key) ?? 0) + base);
          return sums;
        };
        const groupKey = (name: string, unit: ShoppingUnit) =>
          `${shoppingNameKey(name)}|${shoppingUnitInBase(unit).category}`;
        const sumIn = totals(
          inputs.map((i) => [groupKey(i.name, i.unit), toBaseAmount(Number(i.amount), i.unit)]),
        );
        const sumOut = totals(
          list.items.map((item) => [
            groupKey(item.name, item.unit),
            toBaseAmount(parseAmountText(item.amount) ?? Number.NaN, item.unit),
          ]),
        );
        expect([...sumOut.keys()].sort()).toEqual([...sumIn.keys()].sort());
        for (const [key, total] of sumIn) {
          expect(Math.abs((sumOut.get(key) ?? 0) - total)).toBeLessThanOrEqual(
            total * inputs.length * 5e-12,
          );
        }
        // Shown amounts are the stored ones rounded to hundredths of the shown unit.
        for (const item of list.items) {
          const shown = Number(displayAmount(item));
          expect(Math.abs(shown - Number(item.amount))).toBeLessThanOrEqual(0.005 + 1e-9);
        }
      }),
    );
  });

  it('shows every amount with at most 2 decimals and no trailing zeros', () => {
    fc.assert(
      fc.property(additions, (inputs) => {
        for (const item of addAll(inputs).items) {
          expect(displayAmount(item)).toMatch(/^\d+(\.\d?[1-9])?$/);
        }
      }),
    );
  });

  it('adds mass and volume of a food with a density into one approximate mass line', () => {
    const honeyInput = fc.record({
      name: fc.constantFrom('honey', 'Honey'),
      amount: amountText,
      unit: fc.constantFrom<ShoppingUnit>('g', 'kg', 'lb', 'oz', 'cups', 'tbsp', 'tsp', 'ml', 'l'),
    });
    const gramsPerMillilitre = (HONEY.household.cup ?? Number.NaN) / 236.588;
    fc.assert(
      fc.property(fc.array(honeyInput, { minLength: 1, maxLength: 10 }), (inputs) => {
        const list = addAll(inputs);
        const categories = new Set(inputs.map((i) => shoppingUnitInBase(i.unit).category));
        expect(list.items).toHaveLength(1);
        const [line] = list.items;
        if (!line) return;
        expect(line.approximate === true).toBe(categories.size === 2);
        if (categories.size < 2) return;
        const grams = inputs.reduce((sum, i) => {
          const base = toBaseAmount(Number(i.amount), i.unit);
          return (
            sum +
            (shoppingUnitInBase(i.unit).category === 'mass' ? base : base * gramsPerMillilitre)
          );
        }, 0);
        expect(['g', 'kg']).toContain(line.unit);
        // Each merge stores 12 significant digits: at most half a unit of the 12th digit lost per step.
        const stored = toBaseAmount(Number(line.amount), line.unit);
        expect(Math.abs(stored - grams)).toBeLessThanOrEqual(grams * inputs.length * 5e-12);
      }),
    );
  });

  it('keeps mass and volume apart without a density, never approximate', () => {
    fc.assert(
      fc.property(additions, (inputs) => {
        const tomatoes = inputs.map((i) => ({ ...i, name: 'tomato' }));
        const list = addAll(tomatoes);
        const categories = new Set(tomatoes.map((i) => shoppingUnitInBase(i.unit).category));
        expect(list.items).toHaveLength(categories.size);
        expect(list.items.some((item) => item.approximate)).toBe(false);
      }),
    );
  });
});

describe('addRecipe properties', () => {
  const recipe = fc
    .array(addition, { minLength: 1, maxLength: 8 })
    .map((ingredients): RecipeForShopping => ({ id: 'r', name: 'R', servings: 2, ingredients }));
  const multiplier = fc.constantFrom(0.25, 0.5, 1, 1.5, 2, 3);

  it('adding a recipe twice equals adding it once with multiplier 2', () => {
    fc.assert(
      fc.property(fc.array(addition, { maxLength: 6 }), recipe, (before, r) => {
        const start = addAll(before);
        const newId = sequentialIds('r');
        const once = addRecipe(start, r, 1, SHOPPING_CATALOGUE, newId);
        const twice = once.ok ? addRecipe(once.list, r, 1, SHOPPING_CATALOGUE, newId) : once;
        const doubled = addRecipe(start, r, 2, SHOPPING_CATALOGUE, sequentialIds('d'));
        if (!twice.ok || !doubled.ok) throw new Error('refused');
        expect(twice.list.items.map(displayLine)).toEqual(doubled.list.items.map(displayLine));
        expect(twice.list.recipes).toEqual(doubled.list.recipes);
        expect(doubled.list.recipes).toEqual([{ id: 'r', name: 'R', servings: 2, multiplier: 2 }]);
      }),
    );
  });

  it('adding with m1 then m2 equals adding with m1 + m2', () => {
    fc.assert(
      fc.property(recipe, multiplier, multiplier, (r, m1, m2) => {
        const first = addRecipe(EMPTY_SHOPPING_LIST, r, m1, SHOPPING_CATALOGUE, sequentialIds());
        const both = first.ok
          ? addRecipe(first.list, r, m2, SHOPPING_CATALOGUE, sequentialIds('b'))
          : first;
        const sum = addRecipe(EMPTY_SHOPPING_LIST, r, m1 + m2, SHOPPING_CATALOGUE, sequentialIds());
        if (!both.ok || !sum.ok) throw new Error('refused');
        expect(both.list.items.map(displayLine)).toEqual(sum.list.items.map(displayLine));
      }),
    );
  });
});

describe('invalid amounts', () => {
  it('are refused and leave the list unchanged; valid ones are added', () => {
    const start = addAll([{ name: 'flour', amount: '1', unit: 'kg' }]);
    const anyAmount = fc.oneof(
      fc.string(),
      fc.double().map(String),
      fc.integer({ min: -1000, max: 0 }).map(String),
      amountText,
    );
    fc.assert(
      fc.property(anyAmount, (amount) => {
        const outcome = addItem(start, { name: 'flour', amount, unit: 'g' }, [], sequentialIds());
        expect(outcome.ok).toBe(parseEnteredAmount(amount).ok);
        if (!outcome.ok) expect(outcome.list).toBe(start);
        else expect(outcome.list.items).toHaveLength(1);
      }),
    );
  });
});
