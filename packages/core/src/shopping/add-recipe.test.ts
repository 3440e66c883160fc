import { describe, expect, it } from 'vitest';
import { addRecipe } from './add-recipe.ts';
import {
  SHOPPING_CATALOGUE as catalogue,
  build,
  lines,
  sequentialIds,
} from './shopping.fixtures.ts';
import { EMPTY_SHOPPING_LIST, type RecipeForShopping } from './types.ts';

const PANCAKES: RecipeForShopping = {
  id: 'recipe-pancakes',
  name: 'Pancakes',
  servings: 4,
  ingredients: [
    { name: 'flour', amount: '200', unit: 'g' },
    { name: 'milk', amount: '1.5', unit: 'cup(s)' },
    { name: 'eggs', amount: '2', unit: 'piece(s)' },
    { name: 'honey', amount: '2', unit: 'tablespoons' },
    { name: 'salt', amount: '', unit: 'pinch' },
    { name: 'butter', amount: '1', unit: 'knob' },
  ],
};

describe('addRecipe', () => {
  it('adds the ingredients x multiplier as merged totals and records the recipe', () => {
    const outcome = addRecipe(EMPTY_SHOPPING_LIST, PANCAKES, 2, catalogue, sequentialIds());
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(lines(outcome.list)).toEqual([
      '400 g flour',
      '709.76 ml milk',
      '4 pcs eggs',
      '59.15 ml honey',
    ]);
    expect(outcome.list.recipes).toEqual([
      { id: 'recipe-pancakes', name: 'Pancakes', servings: 4, multiplier: 2 },
    ]);
    expect(outcome.skipped.map((s) => [s.name, s.code])).toEqual([
      ['salt', 'invalid-amount'],
      ['butter', 'unknown-unit'],
    ]);
  });

  it('merges with what is on the list and bumps the record when added again', () => {
    const start = build([
      { name: 'Flour', amount: '1', unit: 'kg' },
      { name: 'honey', amount: '100', unit: 'g' },
    ]);
    const newId = sequentialIds('r');
    const once = addRecipe(start, PANCAKES, '1', catalogue, newId);
    const twice = once.ok ? addRecipe(once.list, PANCAKES, 0.5, catalogue, newId) : once;
    expect(twice.ok && lines(twice.list)).toEqual([
      '1.3 kg Flour',
      '≈ 163.56 g honey', // 100 g + 3 tbsp x 339 g / 236.588 ml (the cup weight wins)
      '532.32 ml milk',
      '3 pcs eggs',
    ]);
    expect(twice.ok && twice.list.recipes).toEqual([
      { id: 'recipe-pancakes', name: 'Pancakes', servings: 4, multiplier: 1.5 },
    ]);
  });

  it.each([0, -1, 'x', '', 101, 0.001])('refuses multiplier %j', (multiplier) => {
    const outcome = addRecipe(
      EMPTY_SHOPPING_LIST,
      PANCAKES,
      multiplier,
      catalogue,
      sequentialIds(),
    );
    expect(outcome).toMatchObject({
      ok: false,
      code: 'invalid-multiplier',
      list: EMPTY_SHOPPING_LIST,
    });
  });

  it('records servings 4 when the recipe has none', () => {
    const outcome = addRecipe(
      EMPTY_SHOPPING_LIST,
      { ...PANCAKES, servings: Number.NaN },
      1,
      catalogue,
      sequentialIds(),
    );
    expect(outcome.ok && outcome.list.recipes[0]?.servings).toBe(4);
  });
});
