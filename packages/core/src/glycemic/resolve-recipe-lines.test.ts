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

  it('weighs a can of beans or lentils drained, and a can of condensed milk whole', () => {
    const weighed = resolveRecipeLines(
      [
        { name: 'black beans, rinsed', amount: 1, unit: 'can' },
        { name: 'kidney beans', amount: 2, unit: 'cans' },
        { name: 'green lentils', amount: 1, unit: 'tin' },
        { name: 'sweetened condensed milk', amount: 1, unit: 'can' },
      ],
      CATALOGUE,
    );
    expect(weighed.unmatched).toEqual([]);
    expect(weighed.resolved.map((line) => line.grams)).toEqual([240, 480, 240, 397]);
  });

  it('keeps a saved ingredient id', () => {
    expect(
      idsOf([{ name: 'chickpeas', amount: 1, unit: 'can', ingredientId: 'chickpeas-boiled' }]),
    ).toEqual(['chickpeas-boiled']);
  });
});

// A grain cooked in the recipe's own liquid goes in uncooked (uncooked-form.ts).
describe('resolveRecipeLines, grains the recipe cooks', () => {
  const resolve = (lines: Parameters<typeof resolveRecipeLines>[0]) =>
    resolveRecipeLines(lines, CATALOGUE).resolved.map((line) => ({
      id: line.ingredient.id,
      grams: Math.round(line.grams),
    }));

  it('reads rice, lentils and risotto rice cooked in water, stock or milk as uncooked', () => {
    expect(
      resolve([
        { name: 'basmati rice, rinsed and drained', amount: 1.5, unit: 'cup' },
        { name: 'water', amount: 3, unit: 'cup' },
      ])[0],
    ).toEqual({ id: 'rice-basmati-dry', grams: 278 });
    expect(
      resolve([
        { name: 'red lentils', amount: 1, unit: 'cup' },
        { name: 'vegetable stock', amount: 3, unit: 'cup' },
      ])[0]?.id,
    ).toBe('lentils-dry');
    // Split pulses of a dal are bought dry: toor and chana dal cook in the pot's water too.
    expect(
      resolve([
        { name: 'toor dal', amount: 1, unit: 'cup' },
        { name: 'chana dal', amount: 0.5, unit: 'cup' },
        { name: 'water', amount: 4, unit: 'cup' },
      ]).map((line) => line.id),
    ).toEqual(['pigeon-peas-dry', 'chana-dal-dry', 'water']);
    expect(
      resolve([
        { name: 'arborio rice', amount: 300, unit: 'g' },
        { name: 'chicken broth', amount: 1.2, unit: 'l' },
      ])[0],
    ).toEqual({ id: 'rice-arborio-dry', grams: 300 });
    expect(
      resolve([
        { name: 'pudding rice', amount: 100, unit: 'g' },
        { name: 'whole milk', amount: 1, unit: 'l' },
      ])[0]?.id,
    ).toBe('rice-white-long-grain-dry');
  });

  it('keeps a grain the recipe says is cooked, or one with no liquid to cook it in', () => {
    expect(
      resolve([
        { name: 'cooked basmati rice', amount: 3, unit: 'cup' },
        { name: 'water', amount: 3, unit: 'cup' },
      ])[0]?.id,
    ).toBe('rice-basmati-boiled');
    expect(
      resolve([
        { name: 'leftover rice', amount: 3, unit: 'cup' },
        { name: 'water', amount: 2, unit: 'tbsp' },
      ])[0]?.id,
    ).toBe('rice-white-long-grain-boiled');
    expect(resolve([{ name: 'quinoa', amount: 2, unit: 'cup' }])[0]?.id).toBe('quinoa-boiled');
  });

  it('needs enough liquid for all the grains it would cook', () => {
    // 2 cups of rice (370 g dry) and a cup of water: a splash, not what cooks them.
    expect(
      resolve([
        { name: 'rice', amount: 2, unit: 'cup' },
        { name: 'water', amount: 1, unit: 'cup' },
      ])[0]?.id,
    ).toBe('rice-white-long-grain-boiled');
    // Rice and lentils together (khichdi) in 5 cups of water: both uncooked.
    expect(
      resolve([
        { name: 'rice', amount: 1, unit: 'cup' },
        { name: 'lentils', amount: 0.5, unit: 'cup' },
        { name: 'water', amount: 5, unit: 'cup' },
      ]).map((line) => line.id),
    ).toEqual(['rice-white-long-grain-dry', 'lentils-dry', 'water']);
  });

  it('leaves pulses that come in cans as often as dry, and saved choices, as they are', () => {
    expect(
      resolve([
        { name: 'chickpeas', amount: 2, unit: 'cup' },
        { name: 'vegetable broth', amount: 4, unit: 'cup' },
      ])[0]?.id,
    ).toBe('chickpeas-boiled');
    expect(
      resolve([
        { name: 'rice', amount: 1, unit: 'cup', ingredientId: 'rice-white-long-grain-boiled' },
        { name: 'water', amount: 2, unit: 'cup' },
      ])[0]?.id,
    ).toBe('rice-white-long-grain-boiled');
  });
});

describe('resolveRecipeLines, pasta sold dry', () => {
  const idOf = (line: Parameters<typeof resolveRecipeLines>[0][number]) =>
    resolveRecipeLines([line], CATALOGUE).resolved[0]?.ingredient.id;

  it('reads pasta and noodles by weight or packet as dry', () => {
    expect(idOf({ name: 'spaghetti', amount: 1, unit: 'lb' })).toBe('pasta-dry');
    expect(idOf({ name: 'spaghetti', amount: 400, unit: 'g' })).toBe('pasta-dry');
    expect(idOf({ name: 'rice noodles', amount: 0.25, unit: 'kg' })).toBe('noodles-rice-dry');
    expect(idOf({ name: 'whole wheat pasta', amount: 8, unit: 'oz' })).toBe(
      'pasta-whole-wheat-dry',
    );
    expect(idOf({ name: 'egg noodles', amount: 12, unit: 'ounces' })).toBe('noodles-egg-dry');
  });

  it('keeps pasta in cups, fresh pasta and cooked pasta as read', () => {
    expect(idOf({ name: 'cooked spaghetti', amount: 180, unit: 'g' })).toBe('spaghetti-boiled');
    expect(idOf({ name: 'cooked spaghetti', amount: 8, unit: 'oz' })).toBe('spaghetti-boiled');
    expect(idOf({ name: 'fresh egg noodles', amount: 8, unit: 'oz' })).toBe('noodles-egg-boiled');
    expect(idOf({ name: 'penne', amount: 2, unit: 'cup' })).toBe('pasta-boiled');
  });

  it('reads couscous by weight as from the box, in cups as read', () => {
    expect(idOf({ name: 'couscous', amount: 250, unit: 'g' })).toBe('couscous-dry');
    expect(idOf({ name: 'cooked couscous', amount: 250, unit: 'g' })).toBe('couscous');
    expect(idOf({ name: 'couscous', amount: 2, unit: 'cup' })).toBe('couscous');
  });
});
