import { CATALOGUE, type IngredientCatalogue } from '@roastie/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type SignedIn } from '../../test/helpers/sign-in.ts';
import { createTestApp } from '../../test/helpers/test-app.ts';
import { createTestDatabase } from '../../test/helpers/test-database.ts';
import { createRecipe, lentilSoup } from '../../test/helpers/recipes.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { reanalyseStaleRecipes } from './reanalyse-recipes.ts';

const riceAndKohlrabi = {
  ...lentilSoup,
  name: 'Rice with kohlrabi',
  servings: 2,
  ingredients: [
    { name: 'white rice', amount: 300, unit: 'g' },
    { name: 'kohlrabi', amount: 150, unit: 'g' },
  ],
};

describe('recipe analysis: stated GI kept apart, re-analysis at start', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let ada: SignedIn;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await createTestApp({ database });
    ada = await signInAs(app, { fullName: 'Ada Lovelace' });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const getRecipe = async (id: string) =>
    (await app.inject({ method: 'GET', url: `/api/recipe/${id}` })).json();
  const listIds = async (query: string) =>
    (
      (await app.inject({ method: 'GET', url: `/api/recipe?${query}` })).json() as {
        data: { id: string }[];
      }
    ).data.map((card) => card.id);

  it('shows the engine GI, not a client GI of 5, and keeps the 5 only as the stated value', async () => {
    const estimate = (
      await app.inject({
        method: 'POST',
        url: '/api/glycemic/estimate',
        payload: { ingredients: riceAndKohlrabi.ingredients, servings: 2 },
      })
    ).json();
    expect(estimate.glycemicIndex).toBeGreaterThan(55);

    const id = await createRecipe(app, ada, { ...riceAndKohlrabi, glycemicIndex: 5 });
    const recipe = await getRecipe(id);
    expect(recipe).toMatchObject({
      glycemic_index: estimate.glycemicIndex,
      gi_band: estimate.glycemicIndexBand,
      gi_low: estimate.glycemicIndexRange.low,
      gi_high: estimate.glycemicIndexRange.high,
      stated_glycemic_index: 5,
      gi_provenance: { source: 'computed' },
    });
    expect(await listIds('gi=Low')).not.toContain(id);
    expect(await listIds(`gi=${estimate.glycemicIndexBand}`)).toContain(id);
    // The GL filter answers from the stored band of GL per serving.
    expect(recipe.gl_band).toBe(estimate.glycemicLoadBand);
    expect(await listIds(`gl=${recipe.gl_band}`)).toContain(id);
    const otherBand = recipe.gl_band === 'Low' ? 'High' : 'Low';
    expect(await listIds(`gl=${otherBand}`)).not.toContain(id);
    expect((await app.inject({ method: 'GET', url: '/api/recipe?gl=Huge' })).statusCode).toBe(400);
  });

  it('clamps a stated GI to 0..100 and shows it only when the catalogue knows too little', async () => {
    const id = await createRecipe(app, ada, {
      ...lentilSoup,
      name: 'Mystery stew',
      glycemicIndex: 140,
      ingredients: [{ name: 'zorblax paste', amount: 300, unit: 'g' }],
    });
    expect(await getRecipe(id)).toMatchObject({
      glycemic_index: 100,
      stated_glycemic_index: 100,
      gi_low: null,
      gi_provenance: { source: 'estimate' },
    });
  });

  it('re-analyses saved recipes when the catalogue changes, and the band follows', async () => {
    const id = await createRecipe(app, ada, { ...riceAndKohlrabi, name: 'Plain rice bowl' });
    const before = await getRecipe(id);
    expect(before.gi_band).not.toBe('Low');
    expect(await listIds('gi=Low')).not.toContain(id);

    // Nothing is stale for the catalogue the recipes were saved with.
    expect(await reanalyseStaleRecipes(database, { catalogue: CATALOGUE })).toBe(0);

    // A catalogue fix: white rice measured at GI 20 (a test value, far from the real 73), cooked
    // and uncooked (300 g of it is read as bought).
    const fixed: IngredientCatalogue = CATALOGUE.map((entry) =>
      entry.id.startsWith('rice-white-long-grain-') ? { ...entry, gi: 20 } : entry,
    );
    const updated = await reanalyseStaleRecipes(database, { catalogue: fixed, batchSize: 1 });
    expect(updated).toBeGreaterThanOrEqual(2);

    const after = await getRecipe(id);
    // The same lines, weighed the same: only the GI moved.
    expect(after.nutrition_info).toEqual(before.nutrition_info);
    expect(after.ingredients).toEqual(before.ingredients);
    expect(after.gi_band).toBe('Low');
    expect(after.glycemic_index).toBeLessThan(before.glycemic_index);
    expect(after.gi_provenance.contributions[0]).toMatchObject({ gi: 20 });
    expect(await listIds('gi=Low')).toContain(id);
    // Done once: a second start finds nothing stale.
    expect(await reanalyseStaleRecipes(database, { catalogue: fixed })).toBe(0);
  });

  it('re-analyses many recipes in one batch, each from its own lines', async () => {
    const rice = await createRecipe(app, ada, { ...riceAndKohlrabi, name: 'Rice for two' });
    const soup = await createRecipe(app, ada, { ...lentilSoup, name: 'Lentils for four' });
    const [riceBefore, soupBefore] = [await getRecipe(rice), await getRecipe(soup)];
    const fixed: IngredientCatalogue = CATALOGUE.map((entry) =>
      entry.id.startsWith('rice-white-long-grain-') ? { ...entry, gi: 21 } : entry,
    );
    expect(await reanalyseStaleRecipes(database, { catalogue: fixed })).toBeGreaterThanOrEqual(2);
    const [riceAfter, soupAfter] = [await getRecipe(rice), await getRecipe(soup)];
    expect(riceAfter.glycemic_index).toBeLessThan(riceBefore.glycemic_index);
    expect(riceAfter.nutrition_info).toEqual(riceBefore.nutrition_info);
    // The soup has no rice: every figure as before, its lines its own.
    for (const field of ['glycemic_index', 'glycemic_load', 'nutrition_info', 'ingredients'])
      expect(soupAfter[field]).toEqual(soupBefore[field]);
  });

  it('stops between batches when asked, and the next start finishes the work', async () => {
    const fixed: IngredientCatalogue = CATALOGUE.map((entry) =>
      entry.id.startsWith('rice-white-long-grain-') ? { ...entry, gi: 22 } : entry,
    );
    const stop = new AbortController();
    stop.abort();
    expect(await reanalyseStaleRecipes(database, { catalogue: fixed, signal: stop.signal })).toBe(
      0,
    );
    expect(await reanalyseStaleRecipes(database, { catalogue: fixed })).toBeGreaterThan(0);
    expect(await reanalyseStaleRecipes(database, { catalogue: fixed })).toBe(0);
  });
});
