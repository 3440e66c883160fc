// docs/product.md section 9 merging rules as a table: additions typed in order -> the lines shown.
// A row is "amount unit name; amount unit name; ..." -> "line; line; ...".
import { describe, expect, it } from 'vitest';
import { addItem } from './add-item.ts';
import { displayLine } from './display-line.ts';
import { SHOPPING_CATALOGUE, sequentialIds } from './shopping.fixtures.ts';
import { EMPTY_SHOPPING_LIST, type ShoppingList } from './types.ts';

const ADDITION = /^(\d+ \d+\/\d+|\S+) (fl oz|\S+) (.+)$/;

function linesAfter(additions: string): string {
  const newId = sequentialIds();
  let list: ShoppingList = EMPTY_SHOPPING_LIST;
  for (const text of additions.split('; ')) {
    const [, amount = '', unit = '', name = ''] = ADDITION.exec(text) ?? [];
    const outcome = addItem(list, { name, amount, unit }, SHOPPING_CATALOGUE, newId);
    if (!outcome.ok) throw new Error(`${text}: ${outcome.reason}`);
    list = outcome.list;
  }
  return list.items.map(displayLine).join('; ');
}

const rows: [additions: string, lines: string][] = [
  // A single addition keeps the unit the user typed.
  ['2 cups milk', '2 cups milk'],
  ['1 cups milk', '1 cup milk'],
  ['1500 g flour', '1500 g flour'],
  ['24 pcs egg', '24 pcs egg'],
  ['2 cup(s) milk', '2 cups milk'],
  ['3 piece(s) egg', '3 pcs egg'],
  ['1 tablespoon(s) milk', '1 tbsp milk'],
  ['2 teaspoons milk', '2 tsp milk'],
  ['2 fl oz milk', '59.15 ml milk'],
  // Every factor of docs/product.md section 9, merged with one base unit.
  ['200 g flour; 1 kg flour', '1.2 kg flour'],
  ['1 kg flour; 200 g flour', '1.2 kg flour'],
  ['1 lb sugar; 1 g sugar', '454.59 g sugar'],
  ['1 oz sugar; 1 g sugar', '29.35 g sugar'],
  ['0.5 l milk; 1 ml milk', '501 ml milk'],
  ['2 cups milk; 1 cups milk', '709.76 ml milk'],
  ['1 tbsp milk; 1 ml milk', '15.79 ml milk'],
  ['1 tsp milk; 1 ml milk', '5.93 ml milk'],
  ['1 qt milk; 1 ml milk', '947.35 ml milk'],
  ['1 pt milk; 1 ml milk', '474.18 ml milk'],
  ['1 gal milk; 1 ml milk', '3.79 l milk'],
  ['1 dozen egg; 1 pcs egg', '13 pcs egg'],
  ['1 lb sugar; 1 oz sugar', '481.94 g sugar'],
  ['2 tbsp milk; 1 tbsp milk', '44.36 ml milk'],
  // kg and l at 1000 or more (docs/product.md section 9).
  ['500 g rice; 499 g rice', '999 g rice'],
  ['500 g rice; 500 g rice', '1 kg rice'],
  ['999 g rice; 0.99 g rice', '999.99 g rice'],
  ['999 g rice; 0.996 g rice', '1 kg rice'],
  ['500 ml milk; 499 ml milk', '999 ml milk'],
  ['500 ml milk; 500 ml milk', '1 l milk'],
  ['1.5 kg rice; 2 kg rice', '3.5 kg rice'],
  ['1 l milk; 2 cups milk', '1.47 l milk'],
  // dozen when 12 or more and divisible by 12.
  ['6 pcs egg; 5 pcs egg', '11 pcs egg'],
  ['6 pcs egg; 6 pcs egg', '1 dozen egg'],
  ['6 pcs egg; 7 pcs egg', '13 pcs egg'],
  ['12 pcs egg; 12 pcs egg', '2 dozen egg'],
  ['20 pcs egg; 5 pcs egg', '25 pcs egg'],
  ['1 dozen egg; 1 dozen egg', '2 dozen egg'],
  ['0.5 dozen egg; 6 pcs egg', '1 dozen egg'],
  ['6.5 pcs egg; 6 pcs egg', '12.5 pcs egg'],
  // At most 2 decimals, no trailing zeros, halves up, no float noise.
  ['1 g salt; 0.005 g salt', '1.01 g salt'],
  ['0.1 g salt; 0.2 g salt', '0.3 g salt'],
  ['1.10 g salt; 1.10 g salt', '2.2 g salt'],
  ['1.5 g salt; 1.5 g salt', '3 g salt'],
  ['1.456 kg rice', '1.46 kg rice'],
  ['1,5 kg rice; 1/2 kg rice', '2 kg rice'],
  ['1 1/2 cups milk', '1.5 cups milk'],
  // Incompatible units give separate lines.
  ['2 cups tomato; 200 g tomato', '2 cups tomato; 200 g tomato'],
  ['3 pcs tomato; 200 g tomato; 1 pcs tomato', '4 pcs tomato; 200 g tomato'],
  ['2 pcs honey; 1 cups honey', '2 pcs honey; 1 cup honey'],
  ['1 kg flour; 1 kg rice flour', '1 kg flour; 1 kg rice flour'],
  // Same name: case and plural do not matter; the first spelling stays.
  ['2 pcs Tomatoes; 3 pcs tomato', '5 pcs Tomatoes'],
  ['100 g BERRIES; 50 g berry', '150 g BERRIES'],
  ['2 pcs bay leaf; 1 pcs Bay Leaves', '3 pcs bay leaf'],
  ['6 pcs Eggs; 6 pcs egg', '1 dozen Eggs'],
  // Mass with volume through the catalogue density: shown as mass, approximate.
  ['1 cups honey; 11 g honey', '≈ 350 g honey'],
  ['11 g honey; 1 cups honey', '≈ 350 g honey'],
  ['3 cups honey; 1 g honey', '≈ 1.02 kg honey'],
  ['2 tbsp olive oil; 3 g olive oil', '≈ 30 g olive oil'],
  ['1 kg flour; 2 cups flour', '≈ 1.25 kg flour'],
];

describe('merging (docs/product.md section 9)', () => {
  it.each(rows)('%s -> %s', (additions, expected) => {
    expect(linesAfter(additions)).toBe(expected);
  });
});
