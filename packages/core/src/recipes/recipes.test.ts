import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../catalogue/catalogue.ts';
import { glycemicIndexBandSpan } from '../glycemic/bands.ts';
import { recipeSavePayloadSchema } from '../schemas/recipes.ts';
import { analyseRecipe, MIN_COVERAGE_FOR_COMPUTED_GI } from './analyse-recipe.ts';
import { dietOf } from './diet-of.ts';

const line = (name: string, amount: number, unit: string) => ({ name, amount, unit });

describe('analyseRecipe', () => {
  it('computes GI, GL and nutrition per serving from the catalogue, with provenance', () => {
    const analysis = analyseRecipe(
      {
        servings: 2,
        ingredients: [
          line('basmati rice', 300, 'g'),
          line('red lentils', 200, 'g'),
          line('spinach', 100, 'g'),
        ],
      },
      CATALOGUE,
    );
    expect(analysis.provenance.source).toBe('computed');
    expect(analysis.provenance.carbCoverage).toBeGreaterThan(0.95);
    expect(analysis.glycemicIndex).toBeGreaterThan(20);
    expect(analysis.glycemicIndex).toBeLessThan(70);
    expect(analysis.giBand).toBe(analysis.glycemicIndex! <= 55 ? 'Low' : 'Medium');
    expect(analysis.glycemicLoad).toBeCloseTo(
      (analysis.glycemicIndex! * analysis.nutritionPerServing.carbs) / 100,
      0,
    );
    // Rice weighed in grams is read as bought, uncooked (docs/decisions/0012).
    expect(analysis.lines.map((l) => l.ingredient?.name)).toEqual([
      'uncooked basmati rice',
      expect.any(String),
      'spinach',
    ]);
    expect(analysis.lines[0]?.grams).toBe(300);
    expect(analysis.diet).toBe('vegan');
  });

  it('keeps a supplied GI only as an estimate when too little carbohydrate is matched', () => {
    const unknown = analyseRecipe(
      {
        servings: 1,
        ingredients: [line('moon cheese crumble', 200, 'g')],
        glycemicIndex: 48,
        nutritionInfo: { calories: 300, carbs: 40 },
      },
      CATALOGUE,
    );
    expect(unknown.provenance.carbCoverage).toBeLessThan(MIN_COVERAGE_FOR_COMPUTED_GI);
    expect(unknown).toMatchObject({
      glycemicIndex: 48,
      giBand: 'Low',
      provenance: { source: 'estimate', nutritionSource: 'estimate' },
    });
    expect(unknown.nutritionPerServing.calories).toBe(300);

    const known = analyseRecipe(
      { servings: 1, ingredients: [line('white bread', 100, 'g')], glycemicIndex: 20 },
      CATALOGUE,
    );
    expect(known.provenance.source).toBe('computed');
    expect(known.glycemicIndex).toBeGreaterThan(60);
  });
});

describe('analyseRecipe: the stated GI never overrides the engine', () => {
  const riceAndKohlrabi = {
    servings: 2,
    ingredients: [line('white rice', 300, 'g'), line('kohlrabi', 150, 'g')],
  };

  it('shows the engine figure, keeps the stated 5 apart, clamped', () => {
    const engine = analyseRecipe(riceAndKohlrabi, CATALOGUE);
    const stated = analyseRecipe({ ...riceAndKohlrabi, glycemicIndex: 5 }, CATALOGUE);
    expect(engine.glycemicIndex).toBeGreaterThan(60);
    expect(stated).toMatchObject({
      glycemicIndex: engine.glycemicIndex,
      giBand: engine.giBand,
      statedGlycemicIndex: 5,
      provenance: { source: 'computed' },
    });
    expect(stated.giRange).toEqual(engine.giRange);
    expect(analyseRecipe({ ...riceAndKohlrabi, glycemicIndex: 250 }, CATALOGUE)).toMatchObject({
      statedGlycemicIndex: 100,
    });
    expect(analyseRecipe({ ...riceAndKohlrabi, glycemicIndex: -3 }, CATALOGUE)).toMatchObject({
      statedGlycemicIndex: 0,
    });
  });

  it('keeps stated nutrition apart and shows the engine figures when it can estimate', () => {
    const stated = analyseRecipe(
      { ...riceAndKohlrabi, nutritionInfo: { calories: 1, carbs: 1 } },
      CATALOGUE,
    );
    expect(stated.statedNutrition).toEqual({ calories: 1, carbs: 1 });
    expect(stated.provenance.nutritionSource).toBe('computed');
    expect(stated.nutritionPerServing.calories).toBeGreaterThan(100);
  });

  it('gives a range around the GI that names both bands when it crosses a boundary', () => {
    const analysis = analyseRecipe(riceAndKohlrabi, CATALOGUE);
    const range = analysis.giRange!;
    expect(range.low).toBeLessThan(analysis.glycemicIndex!);
    expect(range.high).toBeGreaterThan(analysis.glycemicIndex!);
    expect(glycemicIndexBandSpan(50, 66)).toBe('Low to Medium');
    expect(glycemicIndexBandSpan(56, 69)).toBe('Medium');
    expect(glycemicIndexBandSpan(40, 80)).toBe('Low to High');
  });
});

describe('dietOf', () => {
  const entry = (name: string) =>
    CATALOGUE.find((c) => c.name === name || c.aliases.includes(name)) ?? null;
  it.each([
    [['chickpeas', 'spinach'], 'vegan'],
    [['chickpeas', 'greek yogurt'], 'vegetarian'],
    [['salmon', 'butter'], 'pescatarian'],
    [['chicken breast', 'basmati rice'], 'omnivore'],
    [['honeydew melon'], 'vegan'],
    [['honey', 'oats'], 'vegetarian'],
  ])('%j is %s', (names, diet) => {
    expect(dietOf(names.map((name) => ({ name, ingredient: entry(name) })))).toBe(diet);
  });

  it('does not guess about unknown lines, unless they name meat', () => {
    expect(dietOf([{ name: 'mystery paste', ingredient: null }])).toBeNull();
    expect(dietOf([{ name: 'smoked pork belly', ingredient: null }])).toBe('omnivore');
  });
});

describe('recipeSavePayloadSchema', () => {
  const valid = {
    name: 'Dal',
    type: 'Dinner',
    description: 'Comfort in a bowl',
    instructions: [{ description: 'Simmer' }],
    ingredients: [{ name: 'red lentils', amount: '200', unit: 'g' }],
  };
  it('accepts the editor payload, numbers as text, and empty optionals', () => {
    const parsed = recipeSavePayloadSchema.parse({
      ...valid,
      cookTime: '25',
      servings: '',
      glycemicIndex: '',
    });
    expect(parsed).toMatchObject({ cookTime: 25, servings: undefined, glycemicIndex: undefined });
    expect(parsed.ingredients[0]).toMatchObject({ amount: 200, unit: 'g' });
  });
  it.each([
    [{ name: '' }, 'name', 'Name is required'],
    [{ type: 'Brunch' }, 'type', 'Type must be Breakfast, Lunch, Dinner or Dessert'],
    [{ description: '  ' }, 'description', 'Description is required'],
    [{ servings: 0 }, 'servings', 'Servings must be at least 1'],
    [{ cookTime: 'soon' }, 'cookTime', 'Cook time must be a number'],
    [
      { instructions: [{ description: '' }] },
      'instructions.0.description',
      'Each step is required',
    ],
    [
      { ingredients: [{ name: 'rice', amount: -2, unit: 'g' }] },
      'ingredients.0.amount',
      'Amount must be a number above zero',
    ],
    [{ ingredients: [] }, 'ingredients', 'Add at least one ingredient'],
  ])('refuses %j with a message', (change, path, message) => {
    const result = recipeSavePayloadSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    const issue = result.error!.issues.find((i) => i.path.join('.') === path);
    expect(issue?.message).toBe(message);
  });
});
