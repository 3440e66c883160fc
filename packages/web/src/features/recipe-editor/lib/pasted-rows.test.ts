import type { ParsedIngredient } from '@roastie/core';
import { describe, expect, it } from 'vitest';
import { pastedLines, rowsFromParsed } from './pasted-rows';

const parsed = (line: string, fields: Partial<ParsedIngredient>): ParsedIngredient => ({
  line,
  quantity: null,
  quantityMax: null,
  unit: null,
  size: null,
  name: line,
  preparation: null,
  comment: null,
  ingredientId: null,
  catalogueName: null,
  grams: null,
  gramsStated: false,
  ...fields,
});

describe('pasted ingredient rows', () => {
  it('takes one line per ingredient, without bullets or blank lines', () => {
    expect(pastedLines('• 200 g flour\n\n  - 2 eggs  \n* salt\r\n')).toEqual([
      '200 g flour',
      '2 eggs',
      'salt',
    ]);
    // A part of the list is not a food to fill in.
    expect(pastedLines('For the sauce:\n400g tin tomatoes\nTOPPING\n50g cheddar')).toEqual([
      '400g tin tomatoes',
      '50g cheddar',
    ]);
  });

  it('makes rows in the editor’s units, keeping a line without an amount to fill in', () => {
    const rows = rowsFromParsed([
      parsed('200 g flour', { quantity: 200, unit: 'g', name: 'flour' }),
      parsed('2 tbsp olive oil', { quantity: 2, unit: 'tbsp', name: 'olive oil' }),
      parsed('salt to taste', { name: 'salt', comment: 'to taste' }),
    ]);
    expect(rows.map(({ name, amount, unit }) => ({ name, amount, unit }))).toEqual([
      { name: 'flour', amount: '200', unit: 'g' },
      { name: 'olive oil', amount: '2', unit: 'tablespoon' },
      { name: 'salt', amount: '', unit: 'g' },
    ]);
  });

  it('keeps a word saying the food is cooked in the row’s name', () => {
    const rows = rowsFromParsed([
      parsed('200 g spaghetti (cooked)', {
        quantity: 200,
        unit: 'g',
        name: 'spaghetti',
        preparation: 'cooked',
      }),
      parsed('1 onion, finely chopped', {
        quantity: 1,
        name: 'onion',
        preparation: 'finely chopped',
      }),
    ]);
    expect(rows.map((row) => row.name)).toEqual(['cooked spaghetti', 'onion']);
  });
});
