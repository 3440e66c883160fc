import { recipeImportDraftSchema } from '@roastie/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type SignedIn } from '../../../test/helpers/sign-in.ts';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import {
  startRecipePageServer,
  type RecipePageServer,
} from '../../../test/helpers/recipe-page-server.ts';
import {
  weeknightDalJsonLd as recipeJsonLd,
  weeknightDalPage,
} from '../../../test/helpers/recipe-pages.ts';
import { IMPORT_RATE_LIMIT_PER_MINUTE } from './import-rate-limit.ts';
import { NO_RECIPE_IN_FILE, NO_RECIPE_IN_TEXT, NO_RECIPE_ON_PAGE } from './recipe-import.routes.ts';

const microdataPage = `<!doctype html><html><body>
<article itemscope itemtype="https://schema.org/Recipe">
  <h1 itemprop="name">Oat porridge</h1>
  <p itemprop="description">Creamy breakfast oats.</p>
  <meta itemprop="totalTime" content="PT10M">
  <span itemprop="recipeYield">Serves 2</span>
  <ul>
    <li itemprop="recipeIngredient">100 g rolled oats</li>
    <li itemprop="recipeIngredient">500 ml milk</li>
  </ul>
  <ol itemprop="recipeInstructions">
    <li itemprop="itemListElement" itemscope itemtype="https://schema.org/HowToStep"><span itemprop="text">Stir the oats into the milk.</span></li>
    <li itemprop="itemListElement" itemscope itemtype="https://schema.org/HowToStep"><span itemprop="text">Simmer for 5 minutes.</span></li>
  </ol>
</article></body></html>`;

let app: FastifyInstance;
let fixture: RecipePageServer;
let cook: SignedIn;

beforeAll(async () => {
  fixture = await startRecipePageServer();
  fixture.page('/dal', weeknightDalPage);
  fixture.page('/porridge', microdataPage);
  fixture.page('/news', '<html><body><h1>No recipe here</h1></body></html>');
  app = await createTestApp({ env: { IMPORT_ALLOW_PRIVATE_HOSTS: '127.0.0.1' } });
  cook = await signInAs(app);
});
afterAll(async () => {
  await app.close();
  await fixture.close();
});

const importRecipe = (payload: unknown, cookie: string | undefined = cook.cookie) =>
  app.inject({
    method: 'POST',
    url: '/api/recipe/import',
    headers: cookie ? { cookie } : {},
    payload: payload as Record<string, unknown>,
  });

describe('POST /api/recipe/import', () => {
  it('asks visitors to sign in', async () => {
    const res = await importRecipe({ text: 'Toast\n1 slice bread' }, '');
    expect(res.statusCode).toBe(401);
  });

  it('reads a page’s JSON-LD (in a @graph, after a broken block) into an editor draft', async () => {
    const res = await importRecipe({ url: `${fixture.origin}/dal` });
    expect(res.statusCode).toBe(200);
    const draft = recipeImportDraftSchema.parse(res.json());
    expect(draft).toMatchObject({
      name: 'Weeknight dal',
      description: 'Red lentils, spinach & spice.',
      type: 'Dinner',
      servings: 4,
      cookTime: 40,
      source: `${fixture.origin}/dal`,
      instructions: [
        { description: 'Rinse the lentils.' },
        { description: 'Simmer everything for 30 minutes.' },
      ],
    });
    expect(draft.ingredients[0]).toMatchObject({
      line: '250g red lentils',
      amount: 250,
      unit: 'g',
    });
    expect(draft.ingredients[0]?.ingredientId).not.toBeNull();
    expect(draft.ingredients[1]).toMatchObject({ amount: 1, unit: 'tablespoon' });
    expect(draft.ingredients).toHaveLength(3);
  });

  it('reads microdata when the page has no JSON-LD', async () => {
    const res = await importRecipe({ url: `${fixture.origin}/porridge` });
    expect(res.statusCode).toBe(200);
    const draft = recipeImportDraftSchema.parse(res.json());
    expect(draft).toMatchObject({
      name: 'Oat porridge',
      type: 'Breakfast',
      servings: 2,
      cookTime: 10,
      instructions: [
        { description: 'Stir the oats into the milk.' },
        { description: 'Simmer for 5 minutes.' },
      ],
    });
    expect(draft.ingredients.map((row) => [row.amount, row.unit])).toEqual([
      [100, 'g'],
      [0.5, 'l'],
    ]);
  });

  it('says so when a page has no recipe', async () => {
    const res = await importRecipe({ url: `${fixture.origin}/news` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: NO_RECIPE_ON_PAGE,
      fields: { url: NO_RECIPE_ON_PAGE },
    });
  });

  it('refuses private addresses the tests did not allow, with the fetcher’s message', async () => {
    const res = await importRecipe({ url: `http://localhost:${fixture.port}/dal` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('only fetches public web pages');
    const notHtml = await importRecipe({ url: 'ftp://example.com/x' });
    expect(notHtml.statusCode).toBe(400);
  });

  it('reads an uploaded JSON-LD file', async () => {
    const res = await importRecipe({ jsonLd: recipeJsonLd });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Weeknight dal', source: 'JSON-LD' });
    const none = await importRecipe({ jsonLd: { '@type': 'Article' } });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe(NO_RECIPE_IN_FILE);
  });

  it('reads pasted text', async () => {
    const res = await importRecipe({
      text: 'Lemon water\nServes 1\nIngredients\n500 ml water\n1 lemon\nMethod\nSqueeze the lemon into the water.',
    });
    expect(res.statusCode).toBe(200);
    const draft = recipeImportDraftSchema.parse(res.json());
    expect(draft).toMatchObject({ name: 'Lemon water', servings: 1, source: 'text' });
    expect(draft.ingredients.map((row) => row.line)).toEqual(['500 ml water', '1 lemon']);
    const none = await importRecipe({ text: 'Just a title' });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe(NO_RECIPE_IN_TEXT);
  });

  it('names the problem with a bad body', async () => {
    const res = await importRecipe({ recipe: 'soup' });
    expect(res.statusCode).toBe(400);
    const tooLong = await importRecipe({ text: 'x'.repeat(20_001) });
    expect(tooLong.statusCode).toBe(400);
  });

  it('limits how often one cook imports', async () => {
    const busy = await signInAs(app);
    const statuses: number[] = [];
    for (let i = 0; i <= IMPORT_RATE_LIMIT_PER_MINUTE; i += 1) {
      statuses.push((await importRecipe({ jsonLd: recipeJsonLd }, busy.cookie)).statusCode);
    }
    expect(statuses.slice(0, IMPORT_RATE_LIMIT_PER_MINUTE).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
