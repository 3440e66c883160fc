// Export then import gives the same recipe: the detail page's JSON-LD download, read back by the
// importer with the real ingredient parser, fills the editor with what was saved.
import { describe, expect, it } from 'vitest';
import { parseIngredientLines } from '../matching/parse-ingredient-lines.ts';
import type { Recipe } from '../schemas/recipes.ts';
import { draftFromSource } from './draft-from-source.ts';
import { readJsonLdRecipe } from './read-json-ld-recipe.ts';
import { recipeLocale } from './recipe-locale.ts';
import { recipeToJsonLd } from './recipe-to-json-ld.ts';

const row = (n: number, name: string, amount: number, unit: string) => ({
  id: `row-${n}`,
  ingredient_id: null,
  amount,
  unit,
  ingredients: { name, unit },
});

const recipe: Recipe = {
  id: '4b0e8d52-8f1f-4c51-9a43-3f1c2f7d5e10',
  user_id: null,
  name: 'Potato and leek soup',
  description: 'Silky soup with a little olive oil & thyme.',
  type: 'Lunch',
  image: null,
  imageSrcSet: null,
  imagePlaceholder: null,
  glycemic_index: 70,
  gi_band: 'High',
  gi_low: 55,
  gi_high: 85,
  stated_glycemic_index: null,
  cook_time: 45,
  likes: 0,
  author: null,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  servings: 4,
  instructions: [
    { description: 'Soften the leeks in the oil for 10 minutes.' },
    { description: 'Add the potatoes, stock and salt; simmer for 25 minutes, then blend.' },
  ],
  nutrition_info: { calories: 220, protein: 5, carbs: 35, fat: 6, fibre: 4, sugars: 3 },
  glycemic_load: 17,
  gl_band: 'Medium',
  gi_provenance: {
    source: 'computed',
    nutritionSource: 'computed',
    carbCoverage: 1,
    plainGlycemicIndex: 70,
    unmatched: [],
    contributions: [],
  },
  diet: 'vegan',
  ingredients: [
    row(1, 'potatoes', 1.2, 'kg'),
    row(2, 'leeks', 2, 'pieces'),
    row(3, 'olive oil', 2, 'tablespoons'),
    row(4, 'salt', 0.5, 'teaspoon'),
    row(5, 'vegetable stock', 1.5, 'l'),
    row(6, 'milk', 1, 'cup'),
    row(7, 'flour', 30, 'g'),
  ],
  likedByMe: false,
};

describe('export then import', () => {
  it('gives the same recipe back', () => {
    const file = JSON.parse(
      JSON.stringify(recipeToJsonLd(recipe, { authorName: 'Chef Roastie' })),
    ) as unknown;
    const source = readJsonLdRecipe(file);
    expect(source).not.toBeNull();
    const lines = source!.ingredientLines;
    const draft = draftFromSource(
      source!,
      parseIngredientLines(lines, { locale: recipeLocale(lines, null) }),
      'JSON-LD',
    );
    expect(draft).toMatchObject({
      name: recipe.name,
      description: recipe.description,
      type: recipe.type,
      cookTime: recipe.cook_time,
      servings: recipe.servings,
      instructions: recipe.instructions,
    });
    expect(draft.ingredients.map(({ name, amount, unit }) => ({ name, amount, unit }))).toEqual(
      recipe.ingredients.map((r) => ({ name: r.ingredients.name, amount: r.amount, unit: r.unit })),
    );
  });
});
