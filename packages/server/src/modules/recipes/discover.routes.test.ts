import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { count } from 'drizzle-orm';
import { recipes } from '../../db/schema/index.ts';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import { RANDOM_RUN } from './random-recipe.ts';
import { signInAs, type SignedIn } from '../../../test/helpers/sign-in.ts';
import { createRecipe, lentilSoup, whiteToast } from '../../../test/helpers/recipes.ts';

const search = (app: FastifyInstance, query: unknown) =>
  app.inject({ method: 'POST', url: '/api/search', payload: { query } });

describe('search and Feeling hungry', () => {
  let app: FastifyInstance;
  let cook: SignedIn;

  beforeAll(async () => {
    app = await createTestApp();
    cook = await signInAs(app);
    await createRecipe(app, cook, lentilSoup);
    await createRecipe(app, cook, whiteToast);
    await createRecipe(app, cook, {
      ...lentilSoup,
      name: 'Spaghetti with tomato sauce',
      type: 'Dinner',
      description: 'A weeknight classic',
      ingredients: [
        { name: 'spaghetti', amount: 500, unit: 'g' },
        { name: 'tomato passata', amount: 400, unit: 'g' },
      ],
    });
    await createRecipe(app, cook, {
      ...lentilSoup,
      name: 'Smoky stew',
      type: 'Dinner',
      description: 'Beans in a rich sauce',
      ingredients: [
        { name: 'chickpeas', amount: 400, unit: 'g' },
        { name: 'chicken breast', amount: 300, unit: 'g' },
      ],
    });
  });
  afterAll(() => app.close());

  it('finds what a cook means, typos, stems and other names included', async () => {
    const names = async (q: string) =>
      (await search(app, q)).json().map((r: { name: string }) => r.name);
    expect(await names('spagetti')).toContain('Spaghetti with tomato sauce');
    expect(await names('chickpea')).toEqual(['Smoky stew']);
    expect(await names('garbanzo beans')).toContain('Smoky stew');
    expect((await names('lentil'))[0]).toBe('Red lentil soup');
    const result = (await search(app, 'soup')).json()[0];
    expect(Object.keys(result).sort()).toEqual([
      'description',
      'gi_band',
      'gl_band',
      'glycemic_index',
      'glycemic_load',
      'id',
      'image',
      'name',
    ]);
    expect(result.gl_band).toMatch(/^(Low|Medium|High)$/);
  });

  it('answers words side by side first, and words apart only when no recipe has them together', async () => {
    await createRecipe(app, cook, {
      ...lentilSoup,
      name: 'Sweet potato mash',
      description: 'Soft and buttery',
      ingredients: [
        { name: 'sweet potato', amount: 600, unit: 'g' },
        { name: 'butter', amount: 30, unit: 'g' },
      ],
    });
    await createRecipe(app, cook, {
      ...lentilSoup,
      name: 'Sweet plum and potato salad',
      description: 'Fruit with a crunch',
      ingredients: [
        { name: 'potatoes', amount: 400, unit: 'g' },
        { name: 'apple', amount: 150, unit: 'g' },
      ],
    });
    const names = async (q: string) =>
      (await search(app, q)).json().map((r: { name: string }) => r.name);
    expect(await names('sweet potato')).toEqual(['Sweet potato mash']);
    expect(await names('Sweet potato mash')).toEqual(['Sweet potato mash']);
    // No recipe has "plum potato": every recipe holding both words answers.
    expect(await names('plum potato')).toEqual(['Sweet plum and potato salad']);
    // A little word between is part of the phrase, and kept.
    expect(await names('plum and potato')).toEqual(['Sweet plum and potato salad']);
  });

  it('puts a name match first, then ingredients, then description, whatever the age', async () => {
    // Saved oldest first, so that newest first (the last key of the order) would reverse them.
    await createRecipe(app, cook, {
      ...lentilSoup,
      name: 'Barley risotto',
      description: 'Creamy',
      ingredients: [
        { name: 'pearl barley', amount: 300, unit: 'g' },
        { name: 'parmesan', amount: 40, unit: 'g' },
      ],
    });
    await createRecipe(app, cook, {
      ...lentilSoup,
      name: 'Autumn supper',
      description: 'Slow and golden',
      ingredients: [
        { name: 'barley risotto base', amount: 300, unit: 'g' },
        { name: 'mushrooms', amount: 200, unit: 'g' },
      ],
    });
    await createRecipe(app, cook, {
      ...lentilSoup,
      name: 'Winter supper',
      description: 'Barley risotto to warm you',
      ingredients: [{ name: 'leeks', amount: 200, unit: 'g' }],
    });
    for (const query of ['barley risotto', 'risotto']) {
      const names = (await search(app, query)).json().map((r: { name: string }) => r.name);
      expect({ query, names }).toEqual({
        query,
        names: ['Barley risotto', 'Autumn supper', 'Winter supper'],
      });
    }
  });

  it('answers the same words from memory, yet finds a recipe saved a moment ago', async () => {
    const before = await search(app, 'Halloumi!');
    expect(before.statusCode).toBe(200);
    expect(before.headers['content-type']).toMatch(/^application\/json/);
    expect(before.json()).toEqual([]);
    const id = await createRecipe(app, cook, {
      ...lentilSoup,
      name: 'Grilled halloumi salad',
      ingredients: [
        { name: 'halloumi', amount: 200, unit: 'g' },
        { name: 'lettuce', amount: 100, unit: 'g' },
      ],
    });
    const after = (await search(app, 'halloumi')).json() as { id: string }[];
    expect(after.map((result) => result.id)).toEqual([id]);
    expect((await search(app, 'HALLOUMI')).json()).toEqual(after);
  });

  it('asks for a query of at least one character', async () => {
    for (const query of ['', '   ', undefined]) {
      const res = await search(app, query);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.query).toBe('Please enter a search query.');
    }
    expect((await search(app, 'x'.repeat(500))).statusCode).toBe(400);
    expect((await search(app, "'); drop table recipes; --")).statusCode).toBe(200);
  });

  it('answers one recipe at random, honouring filters', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/recipe/random' });
    expect(res.statusCode).toBe(200);
    expect(res.json().recipe).toMatchObject({ id: expect.any(String), name: expect.any(String) });
    const breakfast = await app.inject({ method: 'GET', url: '/api/recipe/random?type=Breakfast' });
    expect(breakfast.json().recipe.name).toBe('Jam on white toast');
    const none = await app.inject({ method: 'GET', url: '/api/recipe/random?type=Dessert' });
    expect(none.statusCode).toBe(404);
  });

  it('draws every recipe in turn, and never one just deleted', async () => {
    const pick = async () =>
      (await app.inject({ method: 'GET', url: '/api/recipe/random' })).json().recipe.id as string;
    const brief = await createRecipe(app, cook, { ...whiteToast, name: 'Toast for a moment' });
    const total = (await app.db.select({ n: count() }).from(recipes))[0]!.n;
    expect(total).toBeLessThanOrEqual(RANDOM_RUN);
    // Saving read a fresh run, which wraps round the key range: every recipe once, no repeats.
    const seen = new Set<string>();
    for (let i = 0; i < total; i++) seen.add(await pick());
    expect(seen.size).toBe(total);
    expect(seen).toContain(brief);
    const gone = await app.inject({
      method: 'DELETE',
      url: `/api/recipe/${brief}`,
      headers: { cookie: cook.cookie },
    });
    expect(gone.statusCode).toBe(204);
    for (let i = 0; i < 10; i++) expect(await pick()).not.toBe(brief);
  });

  it("respects a vegetarian's preferences", async () => {
    const veggie = await signInAs(app);
    await app.inject({
      method: 'POST',
      url: '/api/submit-preferences',
      headers: { cookie: veggie.cookie },
      payload: {
        userId: veggie.userId,
        foodPreferences: ['Vegetarian'],
        cookingMeal: 'Dinner',
        dishPriority: 'No Glucose Spikes',
      },
    });
    for (let i = 0; i < 8; i++) {
      const res = await app.inject({
        method: 'GET',
        url: '/api/recipe/random',
        headers: { cookie: veggie.cookie },
      });
      expect(res.json().recipe.name).not.toBe('Smoky stew');
    }
  });
});
