import { describe, expect, it } from 'vitest';
import { addItem } from './add-item.ts';
import { displayLine } from './display-line.ts';
import { editItem } from './edit-item.ts';
import { MAX_SHOPPING_ITEMS } from './limits.ts';
import { clearChecked, removeItem, toggleItem } from './list-operations.ts';
import {
  SHOPPING_CATALOGUE as catalogue,
  build,
  deepFreeze,
  lines,
  sequentialIds,
} from './shopping.fixtures.ts';
import type { ShoppingItem, ShoppingList } from './types.ts';

describe('addItem', () => {
  it('adds a new line with a new id and the unit as typed', () => {
    const list = deepFreeze(build([{ name: ' milk ', amount: '2', unit: 'cups' }]));
    expect(list.items).toEqual([
      { id: 'item-1', name: 'milk', amount: '2', unit: 'cups', checked: false },
    ]);
  });

  it.each([
    [{ name: '', amount: '1', unit: 'g' }, 'empty-name'],
    [{ name: '   ', amount: '1', unit: 'g' }, 'empty-name'],
    [{ name: '?!', amount: '1', unit: 'g' }, 'empty-name'],
    [{ name: 'x'.repeat(201), amount: '1', unit: 'g' }, 'name-too-long'],
    [{ name: 'flour', amount: '', unit: 'g' }, 'invalid-amount'],
    [{ name: 'flour', amount: '0', unit: 'g' }, 'invalid-amount'],
    [{ name: 'flour', amount: '-2', unit: 'g' }, 'invalid-amount'],
    [{ name: 'flour', amount: 'lots', unit: 'g' }, 'invalid-amount'],
    [{ name: 'flour', amount: '1', unit: 'handful' }, 'unknown-unit'],
    [{ name: 'flour', amount: '1', unit: '' }, 'unknown-unit'],
  ])('refuses %j (%s), list unchanged', (input, code) => {
    const list = deepFreeze(build([{ name: 'flour', amount: '200', unit: 'g' }]));
    const outcome = addItem(list, input, catalogue, sequentialIds('new'));
    expect(outcome).toMatchObject({ ok: false, code, list });
    expect(outcome.list).toBe(list);
  });

  it('refuses a new line on a full list but still merges into it', () => {
    const newId = sequentialIds();
    const items: ShoppingItem[] = Array.from({ length: MAX_SHOPPING_ITEMS }, (_, i) => ({
      id: newId(),
      name: `food ${i}`,
      amount: '1',
      unit: 'pcs',
      checked: false,
    }));
    const full: ShoppingList = { items, recipes: [] };
    expect(
      addItem(full, { name: 'new food', amount: '1', unit: 'g' }, catalogue, newId),
    ).toMatchObject({
      ok: false,
      code: 'list-full',
    });
    const merged = addItem(full, { name: 'food 3', amount: '2', unit: 'pcs' }, catalogue, newId);
    expect(merged.ok && merged.list.items[3]?.amount).toBe('3');
  });

  it('keeps a ticked line apart: an unticked need gets its own line', () => {
    const list = build([{ name: 'flour', amount: '200', unit: 'g' }]);
    const ticked = toggleItem(list, 'item-1');
    const outcome = addItem(
      ticked,
      { name: 'Flour', amount: '1', unit: 'kg' },
      catalogue,
      sequentialIds('n'),
    );
    expect(outcome.ok && lines(outcome.list)).toEqual(['[x] 200 g flour', '1 kg Flour']);
    // A further addition merges into the unticked line.
    const again =
      outcome.ok &&
      addItem(
        outcome.list,
        { name: 'flour', amount: '200', unit: 'g' },
        catalogue,
        sequentialIds('m'),
      );
    expect(again && again.ok && lines(again.list)).toEqual(['[x] 200 g flour', '1.2 kg Flour']);
  });
});

describe('editItem', () => {
  const list = deepFreeze(
    build([
      { name: 'milk', amount: '2', unit: 'cups' },
      { name: 'honey', amount: '1', unit: 'cups' },
      { name: 'honey', amount: '11', unit: 'g' },
    ]),
  );

  it('changes the amount, unit and name of one line in place', () => {
    const outcome = editItem(list, 'item-1', {
      amount: '1,5',
      unit: 'tablespoons',
      name: 'oat milk',
    });
    expect(outcome.ok && outcome.list.items[0]).toEqual({
      id: 'item-1',
      name: 'oat milk',
      amount: '1.5',
      unit: 'tbsp',
      checked: false,
    });
    expect(outcome.ok && outcome.list.items[1]).toBe(list.items[1]);
  });

  it('changes the unit alone without converting the amount', () => {
    const outcome = editItem(list, 'item-1', { unit: 'ml' });
    expect(outcome.ok && displayLine(outcome.list.items[0] as ShoppingItem)).toBe('2 ml milk');
  });

  it('drops the approximate mark when the user sets the amount', () => {
    expect(displayLine(list.items[1] as ShoppingItem)).toBe('≈ 350 g honey');
    const outcome = editItem(list, 'item-2', { amount: '400' });
    expect(outcome.ok && outcome.list.items[1]).toEqual({
      id: 'item-2',
      name: 'honey',
      amount: '400',
      unit: 'g',
      checked: false,
    });
    const renamed = editItem(list, 'item-2', { name: 'raw honey' });
    expect(renamed.ok && renamed.list.items[1]?.approximate).toBe(true);
  });

  it.each([
    [{ amount: '0' }, 'invalid-amount'],
    [{ amount: '-1' }, 'invalid-amount'],
    [{ amount: '' }, 'invalid-amount'],
    [{ amount: 'two' }, 'invalid-amount'],
    [{ unit: 'bunch' }, 'unknown-unit'],
    [{ name: ' ' }, 'empty-name'],
    [{ name: 'ok', amount: '0' }, 'invalid-amount'],
  ])('refuses %j and changes nothing', (changes, code) => {
    const outcome = editItem(list, 'item-1', changes);
    expect(outcome).toMatchObject({ ok: false, code });
    expect(outcome.list).toBe(list);
  });

  it('reports an unknown id', () => {
    expect(editItem(list, 'nope', { amount: '1' })).toMatchObject({
      ok: false,
      code: 'not-found',
      list,
    });
  });
});

describe('removeItem, toggleItem, clearChecked', () => {
  const list = deepFreeze(
    build([
      { name: 'milk', amount: '1', unit: 'l' },
      { name: 'egg', amount: '6', unit: 'pcs' },
      { name: 'flour', amount: '1', unit: 'kg' },
    ]),
  );

  it('removes one line', () => {
    expect(removeItem(list, 'item-2').items.map((i) => i.id)).toEqual(['item-1', 'item-3']);
    expect(removeItem(list, 'nope')).toBe(list);
  });

  it('ticks and unticks', () => {
    const ticked = toggleItem(list, 'item-2');
    expect(ticked.items.map((i) => i.checked)).toEqual([false, true, false]);
    expect(toggleItem(ticked, 'item-2').items).toEqual(list.items);
    expect(toggleItem(list, 'nope')).toBe(list);
  });

  it('clears ticked lines and keeps the recipe records', () => {
    const withRecipe = {
      ...toggleItem(toggleItem(list, 'item-1'), 'item-3'),
      recipes: [{ id: 'r', name: 'R', servings: 2, multiplier: 1 }],
    };
    const cleared = clearChecked(withRecipe);
    expect(lines(cleared)).toEqual(['6 pcs egg']);
    expect(cleared.recipes).toEqual(withRecipe.recipes);
  });
});
