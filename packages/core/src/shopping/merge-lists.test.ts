import { describe, expect, it } from 'vitest';
import { mergeLists } from './merge-lists.ts';
import {
  SHOPPING_CATALOGUE as catalogue,
  build,
  deepFreeze,
  lines,
  sequentialIds,
} from './shopping.fixtures.ts';
import type { ShoppingList } from './types.ts';

describe('mergeLists (visitor list into the server list at sign-in)', () => {
  const server = deepFreeze(
    build(
      [
        { name: 'flour', amount: '1', unit: 'kg' },
        { name: 'milk', amount: '2', unit: 'cups' },
      ],
      sequentialIds('server'),
    ),
  );

  it('adds visitor items by the merge rules, keeping their ids', () => {
    const visitor = deepFreeze(
      build(
        [
          { name: 'Flour', amount: '200', unit: 'g' },
          { name: 'eggs', amount: '6', unit: 'pcs' },
        ],
        sequentialIds('visitor'),
      ),
    );
    const { list, dropped } = mergeLists(server, visitor, catalogue);
    expect(lines(list)).toEqual(['1.2 kg flour', '2 cups milk', '6 pcs eggs']);
    expect(list.items.map((i) => i.id)).toEqual(['server-1', 'server-2', 'visitor-2']);
    expect(dropped).toEqual([]);
  });

  it('counts an item id present in both lists once', () => {
    const visitor: ShoppingList = {
      items: [
        ...server.items,
        { id: 'v', name: 'flour', amount: '500', unit: 'g', checked: false },
      ],
      recipes: [],
    };
    const { list } = mergeLists(server, visitor, catalogue);
    expect(lines(list)).toEqual(['1.5 kg flour', '2 cups milk']);
    expect(mergeLists(server, server).list).toEqual(server);
  });

  it('keeps ticked visitor items apart from unticked lines', () => {
    const visitor: ShoppingList = {
      items: [{ id: 'v', name: 'milk', amount: '1', unit: 'cups', checked: true }],
      recipes: [],
    };
    expect(lines(mergeLists(server, visitor).list)).toEqual([
      '1 kg flour',
      '2 cups milk',
      '[x] 1 cup milk',
    ]);
  });

  it('keeps the larger multiplier of a recipe on both lists, and drops unreadable items', () => {
    const a = { ...server, recipes: [{ id: 'r1', name: 'A', servings: 2, multiplier: 1 }] };
    const visitor: ShoppingList = {
      items: [{ id: 'bad', name: 'x', amount: 'lots', unit: 'g', checked: false }],
      recipes: [
        { id: 'r1', name: 'A', servings: 2, multiplier: 3 },
        { id: 'r2', name: 'B', servings: 4, multiplier: 1 },
      ],
    };
    const { list, dropped } = mergeLists(a, visitor);
    expect(list.recipes.map((r) => [r.id, r.multiplier])).toEqual([
      ['r1', 3],
      ['r2', 1],
    ]);
    expect(dropped.map((i) => i.id)).toEqual(['bad']);
  });
});
