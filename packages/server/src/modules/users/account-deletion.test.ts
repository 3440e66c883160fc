import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  likes,
  localCredentials,
  media,
  posts,
  preferences,
  recipes,
  sessions,
  shoppingLists,
  users,
} from '../../db/schema/index.ts';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import { signInAs } from '../../../test/helpers/sign-in.ts';
import { createRecipe } from '../../../test/helpers/recipes.ts';

describe('DELETE /api/user', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const mediaRow = (key: string, ownerId: string, kind: string) => ({
    key,
    ownerId,
    kind,
    width: 10,
    height: 10,
    variants: [10],
    placeholder: 'data:,',
    bytes: 1,
  });

  it('needs a session', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/api/user' });
    expect(res.statusCode).toBe(401);
  });

  it('removes the account and what is personal, and keeps the recipes by Chef Roastie', async () => {
    const leaving = await signInAs(app, { fullName: 'Leaving Cook' });
    const staying = await signInAs(app, { fullName: 'Staying Cook' });
    const id = leaving.userId;
    await app.db.insert(localCredentials).values({ userId: id, passwordHash: 'scrypt$x' });
    const [recipe] = await app.db
      .insert(recipes)
      .values({ userId: id, name: 'Lentil soup', type: 'Lunch', imageKey: 'recipe-1' })
      .returning({ id: recipes.id });
    const recipeId = recipe!.id;
    await app.db.insert(likes).values([
      { userId: id, recipeId },
      { userId: staying.userId, recipeId },
    ]);
    const memory = { recipeId, recipeName: 'Lentil soup', content: 'Warm', date: '2024-05-01' };
    await app.db.insert(posts).values([
      { ...memory, userId: id, imageKey: 'post-1' },
      { ...memory, userId: staying.userId, imageKey: 'post-2' },
    ]);
    await app.db.insert(preferences).values({ userId: id, cookingMeal: 'Dinner' });
    await app.db.insert(shoppingLists).values({ userId: id, items: [{ name: 'salt' }] });
    await app.db
      .insert(media)
      .values([
        mediaRow('avatar-1', id, 'avatar'),
        mediaRow('post-1', id, 'post'),
        mediaRow('recipe-1', id, 'recipe'),
        mediaRow('recipe-2', id, 'recipe'),
      ]);
    await app.db.update(users).set({ avatarKey: 'avatar-1' }).where(eq(users.id, id));
    // What visitors read is kept for a few seconds; deleting the account must not wait for that.
    const sharedId = await createRecipe(app, leaving);
    const page = () => app.inject({ method: 'GET', url: `/api/recipe/${sharedId}` });
    const feedAuthors = async () =>
      (await app.inject({ method: 'GET', url: '/api/posts' }))
        .json()
        .data.map((post: { userId: string }) => post.userId);
    expect((await page()).json().author.fullName).toBe('Leaving Cook');
    expect(await feedAuthors()).toContain(id);

    const res = await app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: { cookie: leaving.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    for (const name of ['roastie_session', 'user_id']) {
      expect(res.cookies.find((c) => c.name === name)?.value, name).toBe('');
    }

    expect(await app.db.select().from(users).where(eq(users.id, id))).toEqual([]);
    for (const table of [sessions, localCredentials, likes, posts, preferences, shoppingLists]) {
      expect(await app.db.select().from(table).where(eq(table.userId, id))).toEqual([]);
    }
    // The recipe stays, anonymised, with the likes and memories of other cooks.
    const [kept] = await app.db.select().from(recipes).where(eq(recipes.id, recipeId));
    expect(kept?.userId).toBeNull();
    expect(await app.db.select().from(likes).where(eq(likes.recipeId, recipeId))).toHaveLength(1);
    expect(await app.db.select().from(posts).where(eq(posts.recipeId, recipeId))).toHaveLength(1);
    expect((await page()).json().author).toBeNull();
    expect(await feedAuthors()).not.toContain(id);
    // Avatar and post images go, and an upload no recipe shows; the recipe photo stays with it.
    const left = await app.db.select({ key: media.key, owner: media.ownerId }).from(media);
    const written = left.filter(({ key }) => /^(avatar|post|recipe)-\d$/.test(key));
    expect(written).toEqual([{ key: 'recipe-1', owner: null }]);

    const after = await app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: leaving.cookie },
    });
    expect(after.statusCode).toBe(401);
    const other = await app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: staying.cookie },
    });
    expect(other.statusCode).toBe(200);
  });
});
