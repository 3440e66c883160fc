// DELETE /api/recipe/:id: only the author deletes; ingredients, likes and the picture go, a food
// memory that cooked it stays and shows unlinked (docs/decisions/0016-cooking-from-a-recipe.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import { signInAs, type SignedIn } from '../../../test/helpers/sign-in.ts';
import { createRecipe, lentilSoup } from '../../../test/helpers/recipes.ts';
import { jpeg } from '../../../test/helpers/images.ts';
import { likes, media, recipeIngredients } from '../../db/schema/index.ts';
import { memoryFields, postMemory } from '../posts/post-test-helpers.ts';

describe('DELETE /api/recipe/:id', () => {
  let app: FastifyInstance;
  let ada: SignedIn;
  let bo: SignedIn;

  beforeAll(async () => {
    app = await createTestApp();
    ada = await signInAs(app, { fullName: 'Ada Lovelace' });
    bo = await signInAs(app, { fullName: 'Bo Baker' });
  });
  afterAll(() => app.close());

  const remove = (id: string, who: SignedIn | null) =>
    app.inject({
      method: 'DELETE',
      url: `/api/recipe/${id}`,
      headers: who ? { cookie: who.cookie } : {},
    });

  it('deletes the author’s recipe with its ingredients, likes and picture; memories stay unlinked', async () => {
    const id = await createRecipe(app, ada, lentilSoup);
    const recipe = (await app.inject({ method: 'GET', url: `/api/recipe/${id}` })).json();
    const imageKey = String(recipe.image).split('/')[2]!;
    const liked = await app.inject({
      method: 'POST',
      url: '/api/like',
      headers: { cookie: bo.cookie },
      payload: { recipeId: id },
    });
    expect(liked.statusCode).toBeLessThan(300);
    const memory = await postMemory(app, bo, memoryFields(id), { data: await jpeg() });
    expect(memory.statusCode).toBe(201);
    const memoryId = memory.json().id as string;

    // A visitor reads the page and the gallery just before: neither may outlive the delete.
    const galleryIds = async () =>
      (
        (await app.inject({ method: 'GET', url: '/api/recipe' })).json().data as { id: string }[]
      ).map((card) => card.id);
    expect((await app.inject({ method: 'GET', url: `/api/recipe/${id}` })).statusCode).toBe(200);
    expect(await galleryIds()).toContain(id);

    const res = await remove(id, ada);
    expect(res.statusCode).toBe(204);

    expect((await app.inject({ method: 'GET', url: `/api/recipe/${id}` })).statusCode).toBe(404);
    expect(await galleryIds()).not.toContain(id);
    expect(
      await app.db.select().from(recipeIngredients).where(eq(recipeIngredients.recipeId, id)),
    ).toEqual([]);
    expect(await app.db.select().from(likes).where(eq(likes.recipeId, id))).toEqual([]);
    expect(await app.db.select().from(media).where(eq(media.key, imageKey))).toEqual([]);
    expect((await app.inject({ method: 'GET', url: recipe.image })).statusCode).toBe(404);

    const posts = (await app.inject({ method: 'GET', url: '/api/posts' })).json();
    const kept = posts.data.find((p: { id: string }) => p.id === memoryId);
    expect(kept).toMatchObject({ recipeID: null, recipeName: 'Red lentil soup' });
    const count = await app.inject({ method: 'GET', url: `/api/cooked-recipe?recipeId=${id}` });
    expect(count.statusCode).toBeLessThan(500);
  });

  it('keeps a picture another recipe still uses', async () => {
    const first = await createRecipe(app, ada, lentilSoup);
    const image = (await app.inject({ method: 'GET', url: `/api/recipe/${first}` })).json().image;
    const second = await createRecipe(app, ada, {
      ...lentilSoup,
      name: 'Soup again',
      imageUrl: image,
    });
    expect((await remove(first, ada)).statusCode).toBe(204);
    const kept = (await app.inject({ method: 'GET', url: `/api/recipe/${second}` })).json();
    expect(kept.image).toBe(image);
    expect((await app.inject({ method: 'GET', url: image })).statusCode).toBe(200);
  });

  it('refuses visitors (401), other cooks (403), unknown ids (404) and bad ids (400)', async () => {
    const id = await createRecipe(app, ada, lentilSoup);
    expect((await remove(id, null)).statusCode).toBe(401);
    const other = await remove(id, bo);
    expect(other.statusCode).toBe(403);
    expect(other.json().error).toMatch(/isn't yours to delete/);
    expect((await remove('7c9e6679-7425-40de-944b-e07fc1f90ae7', ada)).statusCode).toBe(404);
    expect((await remove('not-a-recipe', ada)).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: `/api/recipe/${id}` })).statusCode).toBe(200);
  });
});
