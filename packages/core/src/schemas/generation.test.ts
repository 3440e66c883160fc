import { describe, expect, it } from 'vitest';
import {
  DESCRIPTION_REQUIRED,
  generateRecipeFieldsSchema,
  generatedRecipeSchema,
  generationDraftSchema,
  MAX_DISH_DESCRIPTION_LENGTH,
} from './generation.ts';
import { recipeSavePayloadSchema } from './recipes.ts';

const generated = {
  name: 'Chickpea Curry with Spinach',
  type: 'Dinner',
  description: 'A quick curry.',
  cookTime: 35,
  servings: 4,
  ingredients: [{ name: 'chickpeas', amount: 480, unit: 'g' }],
  instructions: [{ description: 'Simmer.' }],
  photoLooked: false,
  notes: [],
};

const draft = {
  ...generated,
  imageUrl: '/media/AAAAAAAAAAAAAAAAAAAAAA/800.webp',
  glycemicIndex: 30,
  nutritionInfo: { calories: 300, protein: 12, carbs: 40, fat: 8 },
  glycemicLoad: 12,
  giBand: 'Low',
  glBand: 'Medium',
  giSource: 'computed',
  carbCoverage: 0.95,
  source: 'builtin',
  roast: 'Chickpeas? Chef Roastie approves.',
};

describe('generateRecipeFieldsSchema', () => {
  it.each([[undefined], [''], ['   ']])('asks for a description when it is %j', (value) => {
    const result = generateRecipeFieldsSchema.safeParse({ dishDescription: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(DESCRIPTION_REQUIRED);
  });

  it('trims, and refuses a description that is too long', () => {
    expect(generateRecipeFieldsSchema.parse({ dishDescription: '  soup ' })).toEqual({
      dishDescription: 'soup',
    });
    const long = 'a'.repeat(MAX_DISH_DESCRIPTION_LENGTH + 1);
    expect(generateRecipeFieldsSchema.safeParse({ dishDescription: long }).success).toBe(false);
  });
});

describe('generatedRecipeSchema', () => {
  it('accepts a generator’s recipe with free-text units and an optional estimate', () => {
    const withEstimate = { ...generated, estimate: { glycemicIndex: 50 } };
    expect(generatedRecipeSchema.parse(withEstimate)).toEqual(withEstimate);
    const ml = { ...generated, ingredients: [{ name: 'milk', amount: 200, unit: 'ml' }] };
    expect(generatedRecipeSchema.safeParse(ml).success).toBe(true);
  });

  it.each([
    ['no ingredients', { ...generated, ingredients: [] }],
    ['a zero amount', { ...generated, ingredients: [{ name: 'x', amount: 0, unit: 'g' }] }],
    ['an unknown type', { ...generated, type: 'Snack' }],
    ['no steps', { ...generated, instructions: [] }],
  ])('refuses %s', (_label, value) => {
    expect(generatedRecipeSchema.safeParse(value).success).toBe(false);
  });
});

describe('generationDraftSchema', () => {
  it('accepts a draft, which the editor can save as it is', () => {
    const parsed = generationDraftSchema.parse(draft);
    expect(parsed).toEqual(draft);
    expect(recipeSavePayloadSchema.safeParse(parsed).success).toBe(true);
  });

  it('allows a missing photo and an unknown GI', () => {
    const noPhoto = { ...draft, imageUrl: null, glycemicIndex: null, giBand: null };
    expect(generationDraftSchema.safeParse(noPhoto).success).toBe(true);
  });

  it('only accepts the editor’s units', () => {
    const ml = { ...draft, ingredients: [{ name: 'milk', amount: 200, unit: 'ml' }] };
    expect(generationDraftSchema.safeParse(ml).success).toBe(false);
    const cups = { ...draft, ingredients: [{ name: 'milk', amount: 2, unit: 'cups' }] };
    expect(generationDraftSchema.safeParse(cups).success).toBe(true);
  });

  it('names where the recipe came from', () => {
    expect(generationDraftSchema.safeParse({ ...draft, source: 'openai' }).success).toBe(true);
    expect(generationDraftSchema.safeParse({ ...draft, source: 'magic' }).success).toBe(false);
  });
});
