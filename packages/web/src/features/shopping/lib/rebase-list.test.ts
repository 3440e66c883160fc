import { describe, expect, it } from 'vitest';
import type { AddedRecipe, ShoppingItem, ShoppingList } from '@roastie/core';
import { rebaseList } from './rebase-list';

const item = (
  id: string,
  name: string,
  amount: string,
  unit: ShoppingItem['unit'],
  checked = false,
) => ({ id, name, amount, unit, checked }) satisfies ShoppingItem;
const recipe = (id: string, multiplier: number): AddedRecipe => ({
  id,
  name: `Recipe ${id}`,
  servings: 4,
  multiplier,
});
const list = (items: ShoppingItem[], recipes: AddedRecipe[] = []): ShoppingList => ({
  items,
  recipes,
});

const flour = item('f', 'flour', '200', 'g');
const milk = item('m', 'milk', '1', 'l');
const eggs = item('e', 'eggs', '6', 'pcs');

describe('rebaseList: this device’s changes replayed onto the server’s list', () => {
  it('keeps ticks made here while the other device added a line', () => {
    const base = list([flour, milk]);
    const local = list([{ ...flour, checked: true }, milk]);
    const remote = list([flour, milk, eggs]);
    expect(rebaseList(base, local, remote, []).items).toEqual([
      { ...flour, checked: true },
      milk,
      eggs,
    ]);
  });

  it('removes what was removed here, but keeps a line the other device edited meanwhile', () => {
    const base = list([flour, milk]);
    const local = list([]);
    const remote = list([flour, { ...milk, amount: '2' }]);
    expect(rebaseList(base, local, remote, []).items).toEqual([{ ...milk, amount: '2' }]);
  });

  it('keeps a line removed there when it was not touched here, and revives one edited here', () => {
    const base = list([flour, milk]);
    const local = list([flour, { ...milk, amount: '3' }]);
    const remote = list([]);
    expect(rebaseList(base, local, remote, []).items).toEqual([{ ...milk, amount: '3' }]);
  });

  it('adds up amounts both devices changed, in base units, and shows the merged unit', () => {
    const base = list([flour]);
    const local = list([{ ...flour, amount: '1.2', unit: 'kg' }]); // + 1 kg here
    const remote = list([{ ...flour, amount: '700' }]); // + 500 g there
    expect(rebaseList(base, local, remote, []).items).toEqual([
      { ...flour, amount: '1.7', unit: 'kg' },
    ]);
  });

  it('takes each field from the side that changed it', () => {
    const base = list([milk]);
    const local = list([{ ...milk, name: 'oat milk' }]);
    const remote = list([{ ...milk, checked: true }]);
    expect(rebaseList(base, local, remote, []).items).toEqual([
      { ...milk, name: 'oat milk', checked: true },
    ]);
  });

  it('merges lines new here into the server’s list by the merge rules', () => {
    const base = list([]);
    const local = list([item('f2', 'Flour', '1', 'kg')]);
    const remote = list([flour]);
    expect(rebaseList(base, local, remote, []).items).toEqual([
      { ...flour, amount: '1.2', unit: 'kg' },
    ]);
  });

  it('adds up recipe multipliers and drops recipes forgotten here', () => {
    const base = list([], [recipe('a', 1), recipe('b', 1)]);
    const local = list([], [recipe('a', 2), recipe('c', 1)]);
    const remote = list([], [recipe('a', 2), recipe('b', 1), recipe('d', 1)]);
    expect(rebaseList(base, local, remote, []).recipes).toEqual([
      recipe('a', 3),
      recipe('d', 1),
      recipe('c', 1),
    ]);
  });

  it('changes nothing when nothing changed here', () => {
    const base = list([flour], [recipe('a', 1)]);
    const remote = list([{ ...flour, checked: true }, milk], [recipe('a', 2)]);
    expect(rebaseList(base, base, remote, [])).toEqual(remote);
  });
});
