import { describe, expect, it } from 'vitest';
import { readTypedItem } from './read-input.ts';

describe('readTypedItem: a whole line typed in the shopping add box', () => {
  it.each([
    ['200 g flour', { name: 'flour', amount: 200, unit: 'g' }],
    ['1.5kg potatoes', { name: 'potatoes', amount: 1.5, unit: 'kg' }],
    ['2 cups milk', { name: 'milk', amount: 2, unit: 'cups' }],
    ['1 pint double cream', { name: 'double cream', amount: 1, unit: 'pt' }],
    ['6 eggs', { name: 'eggs', amount: 6, unit: 'pcs' }],
    ['3 large onions', { name: 'onions', amount: 3, unit: 'pcs' }],
    ['1 dozen eggs', { name: 'eggs', amount: 1, unit: 'dozen' }],
    ['2 cloves garlic', { name: 'garlic cloves', amount: 2, unit: 'pcs' }],
    ['1 bunch coriander', { name: 'coriander bunch', amount: 1, unit: 'pcs' }],
    ['2 x 400g tins chopped tomatoes', { name: 'chopped tomatoes', amount: 800, unit: 'g' }],
    ['2-3 lemons', { name: 'lemons', amount: 3, unit: 'pcs' }],
    ['5 cl rum', { name: 'rum', amount: 50, unit: 'ml' }],
  ])('%s', (text, item) => {
    expect(readTypedItem(text)).toEqual(item);
  });

  it('leaves text without an amount or a name to the amount form', () => {
    expect(readTypedItem('flour')).toBeNull();
    expect(readTypedItem('birthday candles')).toBeNull();
    expect(readTypedItem('200 g')).toBeNull();
    expect(readTypedItem('')).toBeNull();
  });
});
