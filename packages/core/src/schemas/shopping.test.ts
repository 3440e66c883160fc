import { describe, expect, it } from 'vitest';
import { addItem } from '../shopping/add-item.ts';
import { addRecipe } from '../shopping/add-recipe.ts';
import { SHOPPING_CATALOGUE, sequentialIds } from '../shopping/shopping.fixtures.ts';
import { EMPTY_SHOPPING_LIST } from '../shopping/types.ts';
import {
  shoppingListPutSchema,
  shoppingListResponseSchema,
  shoppingListSchema,
} from './shopping.ts';

const item = (overrides: Record<string, unknown> = {}) => ({
  id: 'a',
  name: 'flour',
  amount: '1.2',
  unit: 'kg',
  checked: false,
  ...overrides,
});
const list = (overrides: Record<string, unknown> = {}) => ({
  items: [item()],
  recipes: [{ id: 'r', name: 'Pancakes', servings: 4, multiplier: 2 }],
  ...overrides,
});
const valid = (input: unknown) => shoppingListSchema.safeParse(input).success;

describe('shoppingListSchema', () => {
  it('accepts lists the operations make', () => {
    const newId = sequentialIds();
    const added = addItem(
      EMPTY_SHOPPING_LIST,
      { name: 'honey', amount: '1', unit: 'cups' },
      SHOPPING_CATALOGUE,
      newId,
    );
    const withRecipe =
      added.ok &&
      addRecipe(
        added.list,
        {
          id: 'r',
          name: 'Toast',
          servings: 2,
          ingredients: [{ name: 'honey', amount: '20', unit: 'g' }],
        },
        1.5,
        SHOPPING_CATALOGUE,
        newId,
      );
    expect(withRecipe && withRecipe.ok && withRecipe.list.items[0]?.approximate).toBe(true);
    expect(withRecipe && shoppingListSchema.parse(withRecipe.list)).toEqual(
      withRecipe && withRecipe.list,
    );
    expect(valid(list())).toBe(true);
  });

  it.each([
    ['empty name', list({ items: [item({ name: '  ' })] })],
    ['punctuation name', list({ items: [item({ name: '?!' })] })],
    ['long name', list({ items: [item({ name: 'x'.repeat(201) })] })],
    ['zero amount', list({ items: [item({ amount: '0' })] })],
    ['word amount', list({ items: [item({ amount: 'some' })] })],
    ['long amount', list({ items: [item({ amount: '1.0000000000000000001' })] })],
    ['unknown unit', list({ items: [item({ unit: 'handful' })] })],
    ['editor unit', list({ items: [item({ unit: 'cup' })] })],
    ['number amount', list({ items: [item({ amount: 1 })] })],
    ['duplicate ids', list({ items: [item(), item({ name: 'milk' })] })],
    ['501 items', list({ items: Array.from({ length: 501 }, (_, i) => item({ id: `i${i}` })) })],
    ['zero multiplier', list({ recipes: [{ id: 'r', name: 'R', servings: 4, multiplier: 0 }] })],
    ['missing recipes', { items: [] }],
  ])('refuses %s', (_label, input) => {
    expect(valid(input)).toBe(false);
  });

  it('allows 500 items', () => {
    expect(
      valid(list({ items: Array.from({ length: 500 }, (_, i) => item({ id: `i${i}` })) })),
    ).toBe(true);
  });
});

describe('shopping list calls', () => {
  it('PUT carries the base version, a whole number from 0', () => {
    expect(shoppingListPutSchema.safeParse({ ...list(), baseVersion: 0 }).success).toBe(true);
    expect(shoppingListPutSchema.safeParse({ ...list(), baseVersion: -1 }).success).toBe(false);
    expect(shoppingListPutSchema.safeParse({ ...list(), baseVersion: 1.5 }).success).toBe(false);
    expect(shoppingListPutSchema.safeParse(list()).success).toBe(false);
  });

  it('the answer carries the version', () => {
    expect(shoppingListResponseSchema.parse({ ...list(), version: 3 }).version).toBe(3);
    expect(shoppingListResponseSchema.safeParse({ ...list(), version: -1 }).success).toBe(false);
  });
});
