import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { EMBEDDED_RECIPE_ELEMENT_ID, RECIPE_HERO_IMAGE_SIZES } from '@roastie/core';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import { signInAs, type SignedIn } from '../../../test/helpers/sign-in.ts';
import { createRecipe, lentilSoup, whiteToast } from '../../../test/helpers/recipes.ts';

describe('recipes API', () => {
  let app: FastifyInstance;
  let ada: SignedIn;
  let bo: SignedIn;
  let soupId: string;
  let toastId: string;

  beforeAll(async () => {
    app = await createTestApp();
    ada = await signInAs(app, { fullName: 'Ada Lovelace' });
    bo = await signInAs(app, { fullName: 'Bo Baker' });
    soupId = await createRecipe(app, ada, lentilSoup);
    toastId = await createRecipe(app, bo, whiteToast);
  });
  afterAll(() => app.close());

  describe('POST /api/recipe', () => {
    it('computes GI, GL and nutrition on the server, ignoring a client GI it can compute', async () => {
      const id = await createRecipe(app, ada, {
        ...lentilSoup,
        name: 'Soup with a fib',
        glycemicIndex: 99,
        nutritionInfo: { calories: 1 },
      });
      const recipe = (await app.inject({ method: 'GET', url: `/api/recipe/${id}` })).json();
      expect(recipe.glycemic_index).toBeLessThan(55);
      expect(recipe.gi_band).toBe('Low');
      expect(recipe.gi_provenance.source).toBe('computed');
      expect(recipe.gi_provenance.carbCoverage).toBeGreaterThan(0.9);
      expect(recipe.nutrition_info.calories).toBeGreaterThan(100);
      expect(recipe.glycemic_load).toBeGreaterThan(0);
      expect(recipe.ingredients[0]).toMatchObject({
        ingredient_id: expect.any(String),
        amount: 600,
        unit: 'g',
        ingredients: { name: 'red lentils' },
      });
      expect(recipe.author).toMatchObject({
        id: ada.userId,
        fullName: 'Ada Lovelace',
        firstName: 'Ada',
      });
      expect(recipe.image).toMatch(/^\/media\/.+\.webp$/);
      expect((await app.inject({ method: 'GET', url: recipe.image })).statusCode).toBe(200);
    });

    it('keeps a client GI as a labelled estimate when the catalogue knows too little', async () => {
      const id = await createRecipe(app, ada, {
        ...lentilSoup,
        name: 'Mystery stew',
        glycemicIndex: 42,
        ingredients: [{ name: 'zorblax paste', amount: 300, unit: 'g' }],
      });
      const recipe = (await app.inject({ method: 'GET', url: `/api/recipe/${id}` })).json();
      expect(recipe).toMatchObject({ glycemic_index: 42, gi_provenance: { source: 'estimate' } });
      expect(recipe.gi_provenance.unmatched).toEqual([
        { name: 'zorblax paste', reason: expect.any(String) },
      ]);
      expect(recipe.ingredients[0].ingredient_id).toBeNull();
    });

    it('applies the editor defaults: 30 minutes, 4 servings', async () => {
      const id = await createRecipe(app, ada, whiteToast);
      const recipe = (await app.inject({ method: 'GET', url: `/api/recipe/${id}` })).json();
      expect(recipe).toMatchObject({ cook_time: 30, servings: 4 });
    });

    it('wants a signed-in cook and a valid payload', async () => {
      const anonymous = await app.inject({
        method: 'POST',
        url: '/api/recipe',
        payload: lentilSoup,
      });
      expect(anonymous.statusCode).toBe(401);
      const forged = await app.inject({
        method: 'POST',
        url: '/api/recipe',
        headers: { cookie: `user_id=${ada.userId}` },
        payload: lentilSoup,
      });
      expect(forged.statusCode).toBe(401);
      const bad = await app.inject({
        method: 'POST',
        url: '/api/recipe',
        headers: { cookie: ada.cookie },
        payload: {
          ...lentilSoup,
          name: '',
          type: 'Brunch',
          ingredients: [{ name: 'rice', amount: 0, unit: 'g' }],
        },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toMatchObject({
        name: 'Name is required',
        type: 'Type must be Breakfast, Lunch, Dinner or Dessert',
        'ingredients.0.amount': 'Amount must be a number above zero',
      });
      const linked = await app.inject({
        method: 'POST',
        url: '/api/recipe',
        headers: { cookie: ada.cookie },
        payload: { ...lentilSoup, imageUrl: 'https://evil.example/x.jpg' },
      });
      expect(linked.statusCode).toBe(400);
    });
  });

  describe('PUT /api/recipe/{id}', () => {
    it('lets the author edit, recomputing the figures', async () => {
      // A visitor reads it first: the page they get is kept for a few seconds, and must not be
      // the one they see after the edit or a like.
      const before = (await app.inject({ method: 'GET', url: `/api/recipe/${soupId}` })).json();
      expect(before.name).not.toBe('Red lentil soup, extra lemon');
      const res = await app.inject({
        method: 'PUT',
        url: `/api/recipe/${soupId}`,
        headers: { cookie: ada.cookie },
        payload: { ...lentilSoup, name: 'Red lentil soup, extra lemon', servings: 2 },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ recipe: { id: soupId } });
      const recipe = (await app.inject({ method: 'GET', url: `/api/recipe/${soupId}` })).json();
      expect(recipe).toMatchObject({ name: 'Red lentil soup, extra lemon', servings: 2 });
      expect(recipe.ingredients).toHaveLength(4);
      const liked = await app.inject({
        method: 'POST',
        url: '/api/like',
        headers: { cookie: ada.cookie },
        payload: { recipeId: soupId },
      });
      expect(liked.statusCode).toBe(200);
      const seen = (await app.inject({ method: 'GET', url: `/api/recipe/${soupId}` })).json();
      expect(seen.likes).toBe(recipe.likes + 1);
    });

    it("refuses to edit someone else's recipe (403), a missing one (404), a bad id (400), visitors (401)", async () => {
      const theirs = await app.inject({
        method: 'PUT',
        url: `/api/recipe/${toastId}`,
        headers: { cookie: ada.cookie },
        payload: whiteToast,
      });
      expect(theirs.statusCode).toBe(403);
      const after = (await app.inject({ method: 'GET', url: `/api/recipe/${toastId}` })).json();
      expect(after.name).toBe('Jam on white toast');
      const missing = await app.inject({
        method: 'PUT',
        url: '/api/recipe/00000000-0000-4000-8000-000000000000',
        headers: { cookie: ada.cookie },
        payload: whiteToast,
      });
      expect(missing.statusCode).toBe(404);
      const badId = await app.inject({
        method: 'PUT',
        url: '/api/recipe/42',
        headers: { cookie: ada.cookie },
        payload: whiteToast,
      });
      expect(badId.statusCode).toBe(400);
      const visitor = await app.inject({
        method: 'PUT',
        url: `/api/recipe/${toastId}`,
        payload: whiteToast,
      });
      expect(visitor.statusCode).toBe(401);
    });
  });

  describe('GET /api/recipe', () => {
    it("serves a visitor's page from memory, yet shows a save or a like made here at once", async () => {
      type Card = { id: string; name: string; likes: number };
      const visitorPage = async (query = '') => {
        const res = await app.inject({ method: 'GET', url: `/api/recipe${query}` });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        return res.json() as { data: Card[]; nextCursor: string | null };
      };
      const first = await visitorPage('?limit=5&type=Lunch');
      // The same query in another order is the same page.
      expect(await visitorPage('?type=Lunch&limit=5')).toEqual(first);

      const id = await createRecipe(app, ada, { ...lentilSoup, name: 'Fresh from the pot' });
      const after = await visitorPage('?limit=5&type=Lunch');
      expect(after.data[0]).toMatchObject({ id, name: 'Fresh from the pot', likes: 0 });

      await app.inject({
        method: 'POST',
        url: '/api/like',
        headers: { cookie: bo.cookie },
        payload: { recipeId: id },
      });
      expect((await visitorPage('?limit=5&type=Lunch')).data[0]).toMatchObject({ id, likes: 1 });
      // A signed-in cook's page is never the cached one.
      const own = await app.inject({
        method: 'GET',
        url: '/api/recipe?author=me',
        headers: { cookie: ada.cookie },
      });
      expect(own.json().data.map((card: Card) => card.id)).toContain(id);
    });

    it('pages with a cursor, never repeating or skipping', async () => {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const url: string = `/api/recipe?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
        const page = (await app.inject({ method: 'GET', url })).json();
        expect(page.data.length).toBeLessThanOrEqual(2);
        seen.push(...page.data.map((r: { id: string }) => r.id));
        cursor = page.nextCursor;
      } while (cursor);
      const all = (await app.inject({ method: 'GET', url: '/api/recipe?limit=50' })).json().data;
      expect(seen).toEqual(all.map((r: { id: string }) => r.id));
      expect(new Set(seen).size).toBe(seen.length);
    });

    it('filters by diet: vegan recipes only, or vegetarian ones with the vegan', async () => {
      const omelette = await createRecipe(app, ada, {
        ...whiteToast,
        name: 'Cheese omelette',
        ingredients: [
          { name: 'eggs', amount: 4, unit: 'piece' },
          { name: 'cheddar cheese', amount: 50, unit: 'g' },
        ],
      });
      const chicken = await createRecipe(app, ada, {
        ...lentilSoup,
        name: 'Chicken and lentil soup',
        ingredients: [
          ...lentilSoup.ingredients,
          { name: 'chicken breast', amount: 300, unit: 'g' },
        ],
      });
      const ids = async (diet: string) =>
        (await app.inject({ method: 'GET', url: `/api/recipe?limit=50&diet=${diet}` }))
          .json()
          .data.map((r: { id: string }) => r.id);
      const vegan = await ids('vegan');
      const vegetarian = await ids('vegetarian');
      expect(vegan).toContain(soupId);
      expect(vegan).not.toContain(omelette);
      expect(vegetarian).toEqual(expect.arrayContaining([soupId, omelette]));
      expect(vegetarian).not.toContain(chicken);
      expect(vegan).not.toContain(chicken);
      const bad = await app.inject({ method: 'GET', url: '/api/recipe?diet=carnivore' });
      expect(bad.statusCode).toBe(400);
    });

    it('filters by type, GI band and author', async () => {
      const breakfast = (
        await app.inject({ method: 'GET', url: '/api/recipe?type=Breakfast' })
      ).json().data;
      expect(breakfast.length).toBeGreaterThan(0);
      expect(breakfast.every((r: { type: string }) => r.type === 'Breakfast')).toBe(true);
      const low = (await app.inject({ method: 'GET', url: '/api/recipe?gi=Low' })).json().data;
      expect(low.every((r: { gi_band: string }) => r.gi_band === 'Low')).toBe(true);
      const mine = (
        await app.inject({
          method: 'GET',
          url: '/api/recipe?author=me',
          headers: { cookie: bo.cookie },
        })
      ).json().data;
      expect(mine.map((r: { id: string }) => r.id)).toEqual([toastId]);
      expect((await app.inject({ method: 'GET', url: '/api/recipe?author=me' })).statusCode).toBe(
        401,
      );
      expect((await app.inject({ method: 'GET', url: '/api/recipe?gi=Spiky' })).statusCode).toBe(
        400,
      );
      expect(
        (await app.inject({ method: 'GET', url: '/api/recipe?cursor=nonsense' })).statusCode,
      ).toBe(400);
    });

    it('answers 404 for a recipe that does not exist', async () => {
      const res = await app.inject({
        method: 'GET',
        url: '/api/recipe/00000000-0000-4000-8000-000000000000',
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toMatch(/couldn't find/);
    });
  });

  describe('the recipe page', () => {
    it('carries the recipe in its title, preview tags and JSON-LD', async () => {
      const res = await app.inject({ method: 'GET', url: `/recipe/${toastId}` });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>Jam on white toast · Roastie</title>');
      expect(res.body).toMatch(
        /<meta property="og:description" content="Fast, sweet and spiky · GI \d+ \((Low|Medium|High)\)"/,
      );
      expect(res.body).toMatch(
        /<meta property="og:image" content="http:\/\/[^"]+\/media\/[^"]+\/1600\.webp"/,
      );
      expect(res.body).toContain('"@type":"Recipe"');
      // The page's photo is fetched with the HTML, in the sizes the page draws it.
      const preload = res.body.match(/<link rel="preload" as="image"[^>]*>/)?.[0] ?? '';
      expect(preload).toMatch(/ href="\/media\/[^"]+\/\d+\.webp"/);
      expect(preload).toMatch(/ imagesrcset="\/media\/[^"]+ 400w, /);
      expect(preload).toContain(` imagesizes="${RECIPE_HERO_IMAGE_SIZES}"`);
      expect(preload).toContain('fetchpriority="high"');
      // The title and photo show before the JavaScript runs.
      expect(res.body).toContain('<h1>Jam on white toast</h1>');
      expect(res.body).toMatch(/<img class="first-screen-photo" src="\/media\/[^"]+" srcset=/);
      const missing = await app.inject({
        method: 'GET',
        url: '/recipe/00000000-0000-4000-8000-000000000000',
      });
      expect(missing.statusCode).toBe(404);
    });

    it("carries the recipe as a visitor's GET /api/recipe/{id} answers it, for its first render", async () => {
      const page = await app.inject({ method: 'GET', url: `/recipe/${toastId}` });
      const block = page.body.match(
        new RegExp(
          `<script type="application/json" id="${EMBEDDED_RECIPE_ELEMENT_ID}">(.*?)</script>`,
        ),
      );
      expect(block).not.toBeNull();
      const api = await app.inject({ method: 'GET', url: `/api/recipe/${toastId}` });
      expect(JSON.parse(block![1]!)).toEqual(api.json());
      expect(api.json()).toMatchObject({ id: toastId, likedByMe: false });
    });
  });
});
