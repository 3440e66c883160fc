import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { media, posts } from '../../db/schema/index.ts';
import { jpeg } from '../../../test/helpers/images.ts';
import { createRecipe } from '../../../test/helpers/recipes.ts';
import { signInAs, type SignedIn } from '../../../test/helpers/sign-in.ts';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import { daysFromToday, memoryFields, postMemory } from './post-test-helpers.ts';

describe('food memories: create, list, delete', () => {
  let app: FastifyInstance;
  let cook: SignedIn;
  let other: SignedIn;
  let recipeId: string;
  let photo: Buffer;

  const share = (who: SignedIn | null, fields: Record<string, string> = {}) =>
    postMemory(app, who, { ...memoryFields(recipeId), ...fields }, { data: photo });
  const list = (query = '', who: SignedIn | null = null) =>
    app.inject({
      method: 'GET',
      url: `/api/posts${query}`,
      headers: who ? { cookie: who.cookie } : {},
    });
  const remove = (id: string, who: SignedIn | null) =>
    app.inject({
      method: 'DELETE',
      url: `/api/post/${id}`,
      headers: who ? { cookie: who.cookie } : {},
    });

  beforeAll(async () => {
    app = await createTestApp();
    cook = await signInAs(app, { fullName: 'Ada Lovelace' });
    other = await signInAs(app, { fullName: 'Grace Hopper' });
    recipeId = await createRecipe(app, cook);
    photo = await jpeg(900, 600);
  });
  afterAll(() => app.close());

  it('shares a memory as the signed-in cook and answers it with the product’s fields', async () => {
    const res = await share(cook);
    expect(res.statusCode).toBe(201);
    const post = res.json();
    expect(post).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      userId: cook.userId,
      recipeID: recipeId,
      recipeName: 'Red lentil soup',
      content: 'Sunday lunch with the whole family, extra lemon.',
      imageURL: expect.stringMatching(/^\/media\/[A-Za-z0-9_-]{22}\/800\.webp$/),
      srcSet: expect.stringContaining('400w'),
      placeholder: expect.stringMatching(/^data:image\/webp;base64,/),
      width: 900,
      height: 600,
      date: daysFromToday(-2),
      created_at: expect.any(String),
      author: { id: cook.userId, fullName: 'Ada Lovelace', firstName: 'Ada', avatarUrl: null },
    });
    const served = await app.inject({ method: 'GET', url: post.imageURL });
    expect(served.statusCode).toBe(200);
    const [row] = await app.db
      .select()
      .from(media)
      .where(eq(media.key, post.imageURL.split('/')[2]));
    expect(row).toMatchObject({ kind: 'post', ownerId: cook.userId });
  });

  it('lists the community feed newest first, and My Posts for their author only', async () => {
    const mine = (await share(cook, { recipeName: 'Lentils again' })).json();
    const theirs = (await share(other, { recipeName: 'Grace’s soup' })).json();

    const community = (await list()).json();
    expect(community.data.slice(0, 2).map((p: { id: string }) => p.id)).toEqual([
      theirs.id,
      mine.id,
    ]);
    const own = (await list('?mine=true', cook)).json();
    expect(own.data.every((p: { userId: string }) => p.userId === cook.userId)).toBe(true);
    expect(own.data.map((p: { id: string }) => p.id)).toContain(mine.id);
    const viaAuthor = (await list('?author=me', other)).json();
    expect(viaAuthor.data.map((p: { id: string }) => p.id)).toEqual([theirs.id]);
    // mine=false is the community feed.
    expect((await list('?mine=false', cook)).json().data.length).toBe(community.data.length);
  });

  it('takes the author from the session: a user_id naming someone else is refused', async () => {
    const before = (await list()).json().data.length;
    const forged = await share(cook, { user_id: other.userId });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().error).toBe('You can only share food memories as yourself.');
    expect((await list()).json().data.length).toBe(before);
    const honest = await share(cook, { user_id: cook.userId });
    expect(honest.statusCode).toBe(201);
    expect(honest.json().userId).toBe(cook.userId);
  });

  it('asks visitors to sign in to post, to see their own memories, or to delete', async () => {
    expect((await share(null)).statusCode).toBe(401);
    const mine = await list('?mine=true');
    expect(mine.statusCode).toBe(401);
    expect(mine.json().error).toBe('Please sign in to see your food memories.');
    expect((await list('?author=me')).statusCode).toBe(401);
    const post = (await share(cook)).json();
    expect((await remove(post.id, null)).statusCode).toBe(401);
    // The community feed is for everyone.
    expect((await list()).statusCode).toBe(200);
  });

  it('deletes your own memory and its photo, and nobody else’s', async () => {
    const ids = async () => (await list()).json().data.map((p: { id: string }) => p.id);
    const before = await ids();
    const post = (await share(cook)).json();
    const key = post.imageURL.split('/')[2];
    // The feed is kept for a few seconds, but a memory shows the moment it is shared.
    expect(await ids()).toEqual([post.id, ...before]);
    const theirs = await remove(post.id, other);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().error).toBe("That food memory isn't yours to delete.");

    const res = await remove(post.id, cook);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await app.db.select().from(posts).where(eq(posts.id, post.id))).toEqual([]);
    expect(await app.db.select().from(media).where(eq(media.key, key))).toEqual([]);
    expect((await app.inject({ method: 'GET', url: post.imageURL })).statusCode).toBe(404);
    expect((await list()).json().data.map((p: { id: string }) => p.id)).not.toContain(post.id);

    expect((await remove(post.id, cook)).statusCode).toBe(404);
    expect((await remove('not-a-uuid', cook)).statusCode).toBe(400);
  });

  it('counts a recipe’s memories as its cooked count', async () => {
    const recipe = await createRecipe(app, other, {
      name: 'Chickpea stew',
      type: 'Dinner',
      description: 'Slow and smoky',
      instructions: [{ description: 'Simmer' }],
      ingredients: [{ name: 'chickpeas', amount: 400, unit: 'g' }],
    });
    const count = async () =>
      (await app.inject({ method: 'GET', url: `/api/cooked-recipe?recipe_id=${recipe}` })).json();
    expect(await count()).toEqual({ posts: 0 });
    const first = (await share(cook, { recipe_id: recipe })).json();
    await share(other, { recipe_id: recipe });
    expect(await count()).toEqual({ posts: 2 });
    await remove(first.id, cook);
    expect(await count()).toEqual({ posts: 1 });
  });
});
