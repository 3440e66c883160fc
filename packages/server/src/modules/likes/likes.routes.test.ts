import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import { signInAs, type SignedIn } from '../../../test/helpers/sign-in.ts';
import { createRecipe } from '../../../test/helpers/recipes.ts';

describe('likes', () => {
  let app: FastifyInstance;
  let cook: SignedIn;
  let recipeId: string;
  const like = (method: 'POST' | 'DELETE', who: SignedIn | null, id = recipeId) =>
    app.inject({
      method,
      url: '/api/like',
      headers: who ? { cookie: who.cookie } : {},
      payload: { recipeId: id },
    });

  beforeAll(async () => {
    app = await createTestApp();
    cook = await signInAs(app);
    recipeId = await createRecipe(app, cook);
  });
  afterAll(() => app.close());

  it('likes once per user even when asked many times at once, and unlikes', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => like('POST', cook)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(
      (await app.inject({ method: 'GET', url: `/api/like-recipe?recipe_id=${recipeId}` })).json(),
    ).toEqual({ likes: 1 });
    const mine = await app.inject({
      method: 'GET',
      url: '/api/like',
      headers: { cookie: cook.cookie },
    });
    expect(mine.json()).toEqual({ likedRecipes: [recipeId], count: 1 });
    const detail = (
      await app.inject({
        method: 'GET',
        url: `/api/recipe/${recipeId}`,
        headers: { cookie: cook.cookie },
      })
    ).json();
    expect(detail).toMatchObject({ likes: 1, likedByMe: true });
    const saved = await app.inject({
      method: 'GET',
      url: '/api/recipe?liked=me',
      headers: { cookie: cook.cookie },
    });
    expect(saved.json().data.map((r: { id: string }) => r.id)).toEqual([recipeId]);

    const unliked = await like('DELETE', cook);
    expect(unliked.json()).toEqual({ ok: true, likes: 0 });
    expect((await like('DELETE', cook)).json()).toEqual({ ok: true, likes: 0 });
  });

  it('wants a signed-in cook, a real recipe and a valid id', async () => {
    expect((await like('POST', null)).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/like' })).statusCode).toBe(401);
    expect((await like('POST', cook, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await like('POST', cook, 'not-an-id')).statusCode).toBe(400);
    expect(
      (await app.inject({ method: 'GET', url: '/api/like-recipe?recipe_id=x' })).statusCode,
    ).toBe(400);
  });

  it('counts how often a recipe was cooked', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/cooked-recipe?recipe_id=${recipeId}`,
    });
    expect(res.json()).toEqual({ posts: 0 });
  });
});
