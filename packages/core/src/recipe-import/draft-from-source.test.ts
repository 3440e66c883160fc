import { describe, expect, it } from 'vitest';
import type { ParsedIngredient } from '../schemas/ingredient-parse.ts';
import { recipeImportDraftSchema } from '../schemas/recipe-import.ts';
import { draftFromSource } from './draft-from-source.ts';
import { editorAmountOf } from './editor-amount-of.ts';
import { emptyRecipeSource } from './recipe-source.ts';

/** A parser result as the contract describes it (schemas/ingredient-parse.ts). */
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

describe('editorAmountOf', () => {
  it.each([
    ['250 g lentils', { quantity: 250, unit: 'g' }, { amount: 250, unit: 'g' }],
    ['1.2 kg beef', { quantity: 1.2, unit: 'kg' }, { amount: 1.2, unit: 'kg' }],
    ['2 lb chicken', { quantity: 2, unit: 'lb' }, { amount: 907, unit: 'g' }],
    ['3 lb potatoes', { quantity: 3, unit: 'lb' }, { amount: 1.36, unit: 'kg' }],
    ['2 cups rice', { quantity: 2, unit: 'cup' }, { amount: 2, unit: 'cups' }],
    ['1 tbsp oil', { quantity: 1, unit: 'tbsp' }, { amount: 1, unit: 'tablespoon' }],
    ['½ tsp salt', { quantity: 0.5, unit: 'tsp' }, { amount: 0.5, unit: 'teaspoon' }],
    ['750 ml water', { quantity: 750, unit: 'ml' }, { amount: 0.75, unit: 'l' }],
    // Spoons as a cook measures them: a US tablespoon is 14.79 ml, 30 ml is 2 of them.
    ['30 ml milk', { quantity: 30, unit: 'ml' }, { amount: 2, unit: 'tablespoons' }],
    ['25 ml milk', { quantity: 25, unit: 'ml' }, { amount: 1.69, unit: 'tablespoons' }],
    [
      '1 dessertspoon honey',
      { quantity: 1, unit: 'dessertspoon' },
      { amount: 2, unit: 'teaspoons' },
    ],
    ['3 cl rum', { quantity: 3, unit: 'cl' }, { amount: 2, unit: 'tablespoons' }],
    // A weight's grams include what the line adds: "1 lb 4 oz" is 567 g.
    ['1 lb 4 oz beef', { quantity: 1, unit: 'lb', grams: 567 }, { amount: 567, unit: 'g' }],
    [
      '1-2 lb beef',
      { quantity: 1, quantityMax: 2, unit: 'lb', grams: 680 },
      { amount: 454, unit: 'g' },
    ],
    ['2 eggs', { quantity: 2, unit: '' }, { amount: 2, unit: 'pieces' }],
    ['1 x 400g tin tomatoes', { quantity: 1, unit: 'can', grams: 400 }, { amount: 400, unit: 'g' }],
    ['2 garlic cloves', { quantity: 2, unit: 'clove' }, { amount: 2, unit: 'pieces' }],
    ['1 bunch coriander', { quantity: 1, unit: 'bunch' }, { amount: null, unit: 'g' }],
    ['salt to taste', { quantity: null, unit: null }, { amount: null, unit: 'g' }],
    // A weight the line states is the amount the cook gets, whatever its count or measure.
    [
      '2 sweet potatoes (about 600g)',
      { quantity: 2, unit: '', grams: 600, gramsStated: true },
      { amount: 600, unit: 'g' },
    ],
    [
      '2 cups flour (250g)',
      { quantity: 2, unit: 'cup', grams: 250, gramsStated: true },
      { amount: 250, unit: 'g' },
    ],
  ])('%s', (line, fields, expected) => {
    expect(editorAmountOf(parsed(line, fields))).toEqual(expected);
  });
});

describe('draftFromSource', () => {
  it('makes a draft the editor opens, with notes for what the cook should check', () => {
    const source = {
      ...emptyRecipeSource(),
      name: 'Chewy Oat Bars',
      description: 'Chewy bars.',
      ingredientLines: ['200 g rolled oats', 'a little love'],
      steps: ['Mix.', 'Bake.'],
      totalMinutes: 35,
      servings: 12,
      imageUrl: 'https://blog.example/oat-bars.jpg',
      categories: ['Dessert'],
    };
    const draft = draftFromSource(
      source,
      [
        parsed('200 g rolled oats', {
          quantity: 200,
          unit: 'g',
          name: 'rolled oats',
          ingredientId: 'oats-rolled',
          grams: 200,
        }),
        parsed('a little love', { name: 'love' }),
      ],
      'https://blog.example/oat-bars/',
    );
    expect(recipeImportDraftSchema.parse(draft)).toEqual(draft);
    expect(draft).toMatchObject({
      name: 'Chewy Oat Bars',
      type: 'Dessert',
      cookTime: 35,
      servings: 12,
      imageUrl: null,
      instructions: [{ description: 'Mix.' }, { description: 'Bake.' }],
      source: 'https://blog.example/oat-bars/',
    });
    expect(draft.ingredients).toEqual([
      {
        line: '200 g rolled oats',
        name: 'rolled oats',
        amount: 200,
        unit: 'g',
        ingredientId: 'oats-rolled',
      },
      { line: 'a little love', name: 'love', amount: null, unit: 'g', ingredientId: null },
    ]);
    expect(draft.notes.join(' ')).toContain('No amount given for love');
    expect(draft.notes.join(' ')).toContain('not counted in the GI: love');
    expect(draft.notes.join(' ')).toContain('photo stayed on its page');
  });
});
