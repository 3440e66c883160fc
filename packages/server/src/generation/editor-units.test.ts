import { describe, expect, it } from 'vitest';
import { toEditorAmount } from './editor-units.ts';

describe('toEditorAmount', () => {
  it.each([
    [400, 'ml', { amount: 0.4, unit: 'l' }],
    [355, 'ml', { amount: 1.5, unit: 'cups' }],
    [250, 'ml', { amount: 0.25, unit: 'l' }],
    [200, 'ml', { amount: 0.85, unit: 'cup' }],
    [120, 'ml', { amount: 0.5, unit: 'cup' }],
    [30, 'ml', { amount: 2, unit: 'tablespoons' }],
    [5, 'ml', { amount: 1, unit: 'teaspoon' }],
    [1500, 'ml', { amount: 1.5, unit: 'l' }],
    [1, 'pinch', { amount: 0.06, unit: 'teaspoon' }],
    [2, 'tbsp', { amount: 2, unit: 'tablespoons' }],
    [1, 'tablespoon', { amount: 1, unit: 'tablespoon' }],
    [0.5, 'cup', { amount: 0.5, unit: 'cup' }],
    [1, 'lb', { amount: 454, unit: 'g' }],
    [8, 'oz', { amount: 227, unit: 'g' }],
    [1200, 'g', { amount: 1.2, unit: 'kg' }],
    [2.5, 'g', { amount: 2.5, unit: 'g' }],
    [1, 'dozen', { amount: 12, unit: 'pieces' }],
    [3, 'cloves', { amount: 3, unit: 'pieces' }],
    [1, 'can', { amount: 400, unit: 'g' }],
    [2, 'sprigs', { amount: 2, unit: 'pieces' }],
  ])('%d %s is %j', (amount, unit, expected) => {
    expect(toEditorAmount(amount, unit)).toEqual(expected);
  });
});
