import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../catalogue/catalogue.ts';
import { resolveRecipeLines } from './resolve-recipe-lines.ts';

// Canned pulses measure a higher GI than boiled ones (docs/decisions/0004-gi-adjustments.md).
describe('resolveRecipeLines, canned pulses', () => {
  const idsOf = (lines: Parameters<typeof resolveRecipeLines>[0]) =>
    resolveRecipeLines(lines, CATALOGUE).resolved.map((line) => line.ingredient.id);

  it('reads a line measured in cans or tins as the canned food', () => {
    expect(
      idsOf([
        { name: 'chickpeas, drained and rinsed', amount: 1, unit: 'can' },
        { name: 'chickpeas', amount: 2, unit: 'tins' },
      ]),
    ).toEqual(['chickpeas-canned', 'chickpeas-canned']);
  });

  it('reads a canned pulse by its name', () => {
    expect(
      idsOf([
        { name: 'canned chickpeas', amount: 200, unit: 'g' },
        { name: 'tinned kidney beans', amount: 200, unit: 'g' },
        { name: 'canned lentils', amount: 200, unit: 'g' },
      ]),
    ).toEqual(['chickpeas-canned', 'kidney-beans-canned', 'lentils-canned']);
  });

  it('keeps pulses by weight or cup, and foods without a canned form, as written', () => {
    expect(
      idsOf([
        { name: 'chickpeas', amount: 200, unit: 'g' },
        { name: 'lentils', amount: 1, unit: 'cup' },
        { name: 'chopped tomatoes', amount: 1, unit: 'can' },
      ]),
    ).toEqual(['chickpeas-boiled', 'lentils-boiled', 'tomatoes-canned']);
  });

  it('keeps a saved ingredient id', () => {
    expect(
      idsOf([{ name: 'chickpeas', amount: 1, unit: 'can', ingredientId: 'chickpeas-boiled' }]),
    ).toEqual(['chickpeas-boiled']);
  });
});
