import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { posts } from '../../db/schema/index.ts';
import { jpeg } from '../../../test/helpers/images.ts';
import { createRecipe } from '../../../test/helpers/recipes.ts';
import { signInAs, type SignedIn } from '../../../test/helpers/sign-in.ts';
import { createTestApp } from '../../../test/helpers/test-app.ts';

describe('food memories: keyset pages', () => {
  let app: FastifyInstance;
  let cook: SignedIn;
  let other: SignedIn;

  beforeAll(async () => {
    app = await createTestApp();
    cook = await signInAs(app);
    other = await signInAs(app);
    const recipeId = await createRecipe(app, cook);
    const photo = await app.media.store(await jpeg(200, 150), {
      ownerId: cook.userId,
      kind: 'post',
    });
    // Eleven posts, several sharing one timestamp to the microsecond: only (created_at, id)
    // ordering keeps pages from skipping or repeating them.
    const same = new Date('2026-03-01T12:00:00.123Z');
    await app.db.insert(posts).values(
      Array.from({ length: 11 }, (_, i) => ({
        userId: i % 3 === 0 ? other.userId : cook.userId,
        recipeId,
        recipeName: `Dish ${i}`,
        content: `Memory ${i}`,
        imageKey: photo.key,
        date: '2026-03-01',
        createdAt: i < 6 ? same : new Date(same.getTime() + i * 1000),
      })),
    );
  });
  afterAll(() => app.close());

  async function walk(query: string, who: SignedIn | null, limit: number) {
    const seen: { id: string; created_at: string }[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = `/api/posts?limit=${limit}${query}${cursor ? `&cursor=${cursor}` : ''}`;
      const res = await app.inject({
        method: 'GET',
        url,
        headers: who ? { cookie: who.cookie } : {},
      });
      expect(res.statusCode).toBe(200);
      const page = res.json();
      expect(page.data.length).toBeLessThanOrEqual(limit);
      seen.push(...page.data);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 20);
    return { seen, pages };
  }

  it('walks the whole feed without repeats or gaps, newest first', async () => {
    const { seen, pages } = await walk('', null, 3);
    expect(pages).toBe(4);
    const ids = seen.map((p) => p.id);
    expect(new Set(ids).size).toBe(11);
    const times = seen.map((p) => Date.parse(p.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('pages My Posts the same way', async () => {
    const { seen } = await walk('&mine=true', cook, 2);
    expect(seen).toHaveLength(7);
    expect(new Set(seen.map((p) => p.id)).size).toBe(7);
  });

  it('ends with a null cursor, and refuses a forged one or a silly limit', async () => {
    const all = (await app.inject({ method: 'GET', url: '/api/posts?limit=50' })).json();
    expect(all.data).toHaveLength(11);
    expect(all.nextCursor).toBeNull();
    const bad = await app.inject({ method: 'GET', url: '/api/posts?cursor=bm9wZQ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ cursor: 'Not a valid cursor' });
    expect((await app.inject({ method: 'GET', url: '/api/posts?limit=0' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/posts?limit=51' })).statusCode).toBe(400);
  });
});
