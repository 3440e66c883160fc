// Search that answers what was asked (docs/product.md, Home / search), measured over Chef Roastie's
// whole seed library: for a table of everyday queries and typos, every result holds the food asked
// for (precision 100 %), and the results find at least 90 % of the recipes that hold it (recall,
// counted up to the 24 a search shows). Relevance is judged here from the seed data with plain
// patterns, independently of how search works.
import { catalogueByName, MAX_SEARCH_RESULTS } from '@roastie/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import { createTestDatabase } from '../../../test/helpers/test-database.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { SEED_RECIPES, type SeedRecipe } from '../../db/seed/recipes/index.ts';
import { seedRecipeLibrary } from '../../recipes/seed-recipe-library.ts';

/** A query and what a recipe must contain to answer it (every pattern, anywhere in its text). */
const EVERYDAY_QUERIES: { query: string; holds: RegExp[] }[] = [
  { query: 'salmon', holds: [/salmon/] },
  { query: 'sweet potato', holds: [/sweet[- ]potato/] },
  { query: 'chiken', holds: [/chicken/] },
  { query: 'chicken', holds: [/chicken/] },
  { query: 'lentil', holds: [/lentil/] },
  { query: 'oats', holds: [/\boats?\b/] },
  { query: 'chocolate', holds: [/chocolate/] },
  { query: 'spagetti', holds: [/spaghetti/] },
  { query: 'brocoli', holds: [/broccoli/] },
  { query: 'avocado', holds: [/avocado/] },
  { query: 'quinoa', holds: [/quinoa/] },
  { query: 'chickpeas', holds: [/chickpea/] },
  { query: 'garbanzo beans', holds: [/chickpea|garbanzo/] },
  { query: 'tomatos', holds: [/tomato/] },
  { query: 'banana', holds: [/banana/] },
  { query: 'chicken rice', holds: [/chicken/, /\brice\b/] },
  { query: 'Salmon ', holds: [/salmon/] },
  // Accents are folded both ways: typed without them, or with them where the recipe has none.
  { query: 'nicoise', holds: [/ni[cç]oise/] },
  { query: 'crepes', holds: [/cr[eê]pe/] },
  { query: 'jalapeno', holds: [/jalape[nñ]o/] },
  { query: 'jalapeño', holds: [/jalape[nñ]o/] },
  { query: 'banh mi', holds: [/b[aá]nh/] },
];

/** Queries for food the library does not have: the answer is an empty list, not a guess. */
const MISSES = ['unicorn', 'xylophone', 'pizza with pineapple and anchovies'];

/** Everything a search may match in a seed recipe: name, description, ingredient names. */
function recipeText(recipe: SeedRecipe): string {
  const names = recipe.ingredients.flatMap((line) => [
    line.name,
    catalogueByName(line.name)?.name ?? '',
  ]);
  return [recipe.name, recipe.description, ...names].join(' \n ').toLowerCase();
}

describe('search precision and recall over the seed library', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await createTestApp({ database });
    // Every seed recipe (over a hundred), each with a drawn picture: minutes on a loaded machine.
    await seedRecipeLibrary(database, app.media);
  }, 600_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const search = async (query: string): Promise<string[]> => {
    const res = await app.inject({ method: 'POST', url: '/api/search', payload: { query } });
    expect(res.statusCode).toBe(200);
    return res.json().map((r: { name: string }) => r.name);
  };

  it('answers every everyday query with only recipes that hold its food, and finds most of them', async () => {
    const byName = new Map(SEED_RECIPES.map((r) => [r.name, recipeText(r)]));
    let found = 0;
    let findable = 0;
    for (const { query, holds } of EVERYDAY_QUERIES) {
      const relevant = SEED_RECIPES.filter((r) => holds.every((p) => p.test(recipeText(r))));
      const names = await search(query);
      const wrong = names.filter((name) => !holds.every((p) => p.test(byName.get(name) ?? '')));
      expect({ query, wrong }).toEqual({ query, wrong: [] });
      expect(relevant.length, `the seed library has recipes for "${query}"`).toBeGreaterThan(0);
      found += names.length;
      findable += Math.min(relevant.length, MAX_SEARCH_RESULTS);
    }
    expect(found / findable).toBeGreaterThanOrEqual(0.9);
  });

  it('ranks name matches first, then ingredients, then description, for a word and a phrase', async () => {
    for (const [query, food] of [
      ['chicken', /chicken/i],
      ['sweet potato', /sweet[- ]potato/i],
    ] as const) {
      const names = await search(query);
      const tier = (name: string) => {
        const recipe = SEED_RECIPES.find((r) => r.name === name)!;
        if (food.test(recipe.name)) return 0;
        if (recipe.ingredients.some((line) => food.test(line.name))) return 1;
        return 2;
      };
      const tiers = names.map(tier);
      expect({ query, first: tiers[0] }).toEqual({ query, first: 0 });
      expect({ query, tiers }).toEqual({ query, tiers: [...tiers].sort((a, b) => a - b) });
      // More than one tier, so the order between them is tested.
      expect(new Set(tiers).size, query).toBeGreaterThan(1);
    }
  });

  it('reads a meal, a diet and a low GI as filters, and searches the other words as text', async () => {
    const seed = (name: string) => SEED_RECIPES.find((r) => r.name === name)!;
    const results = async (query: string) => {
      const res = await app.inject({ method: 'POST', url: '/api/search', payload: { query } });
      return res.json() as { name: string; gi_band: string | null }[];
    };
    // Only filters: the recipes that pass them, as many as a search shows.
    const veganDinners = SEED_RECIPES.filter((r) => r.type === 'Dinner' && r.diet === 'vegan');
    const names = (await results('Vegan dinner recipes')).map((r) => r.name);
    expect(names.length).toBe(Math.min(veganDinners.length, MAX_SEARCH_RESULTS));
    for (const name of names) expect(seed(name)).toMatchObject({ type: 'Dinner', diet: 'vegan' });
    const lowGiBreakfasts = await results('low GI breakfast');
    expect(lowGiBreakfasts.length).toBeGreaterThan(3);
    for (const { name, gi_band } of lowGiBreakfasts) {
      expect({ name, gi_band, type: seed(name).type }).toEqual({
        name,
        gi_band: 'Low',
        type: 'Breakfast',
      });
    }
    // A filter and a food: the food's recipes of that meal, and only those.
    const chickpeaLunches = await results('chickpea lunch');
    expect(chickpeaLunches.length).toBeGreaterThan(1);
    for (const { name } of chickpeaLunches) {
      expect(seed(name).type).toBe('Lunch');
      expect(recipeText(seed(name))).toMatch(/chickpea/);
    }
    // "Quick" is at most half an hour.
    const quick = await results('quick dinner');
    expect(quick.length).toBeGreaterThan(1);
    for (const { name } of quick) {
      expect(seed(name).type).toBe('Dinner');
      expect(seed(name).cookTime).toBeLessThanOrEqual(30);
    }
    // A vegetarian's filter admits vegan recipes too.
    const vegetarian = (await results('vegetarian')).map((r) => seed(r.name).diet);
    expect(new Set(vegetarian)).toEqual(new Set(['vegetarian', 'vegan']));
  });

  it('answers a food the library lacks with nothing rather than a guess', async () => {
    for (const query of MISSES)
      expect({ query, names: await search(query) }).toEqual({ query, names: [] });
  });
});
