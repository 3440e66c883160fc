// Orphaned uploads (never attached to a recipe, post or avatar) are swept a day after upload, at
// start and then once a day; attached images and fresh uploads stay (issue 14,
// docs/decisions/0015-security-hardening.md).
import { eq, inArray, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { media, posts, recipes, users } from '../db/schema/index.ts';
import { mediaPlugin } from '../plugins/media.ts';
import { dbPlugin } from '../plugins/db.ts';
import { memoryFields, postMemory } from '../modules/posts/post-test-helpers.ts';
import { form, jpeg } from '../../test/helpers/images.ts';
import { createRecipe } from '../../test/helpers/recipes.ts';
import { signInAs, type SignedIn } from '../../test/helpers/sign-in.ts';
import { createTestApp } from '../../test/helpers/test-app.ts';
import { ORPHAN_SWEEP_INTERVAL_MS } from './orphan-sweep.ts';

const HOUR = 60 * 60 * 1000;

describe('the orphaned upload sweep', () => {
  let app: FastifyInstance;
  let cook: SignedIn;
  beforeAll(async () => {
    app = await createTestApp();
    cook = await signInAs(app);
  });
  afterEach(() => vi.useRealTimers());
  afterAll(() => app.close());

  const upload = async (url = '/api/images', field = 'image') => {
    const res = await app.inject({
      method: 'POST',
      url,
      headers: { cookie: cook.cookie },
      payload: form({}, { field, data: await jpeg(64, 64), name: 'dish.jpg' }),
    });
    expect(res.statusCode, url).toBeLessThan(300);
  };
  const newestKey = async () => {
    const [row] = await app.db
      .select({ key: media.key })
      .from(media)
      .orderBy(sql`${media.createdAt} desc`)
      .limit(1);
    return row!.key;
  };
  const backdate = (keys: string[], hours: number) =>
    app.db
      .update(media)
      .set({ createdAt: sql`${media.createdAt} - make_interval(hours => ${hours})` })
      .where(inArray(media.key, keys));
  /** Whether the row and its stored file are both still there. */
  const kept = async (key: string) => {
    const row = await app.media.find(key);
    const served = await app.inject({ url: `/media/${key}/400.webp` });
    expect(served.statusCode === 200, `${key}: file and row agree`).toBe(row !== null);
    return row !== null;
  };
  /** A second app on the same database and storage with the sweep on, as in production. */
  const sweeper = async (now: () => Date) => {
    const instance = Fastify({ logger: false });
    await instance.register(dbPlugin, { database: app.database, closeOnShutdown: false });
    await instance.register(mediaPlugin, { storage: app.media.storage, sweepOrphans: true, now });
    await instance.ready();
    return instance;
  };

  it('removes day-old unattached uploads at start and keeps attached and fresh ones', async () => {
    await upload();
    const stale = await newestKey();
    await upload();
    const fresh = await newestKey();
    await upload();
    const recipePhoto = await newestKey();
    const recipeId = await createRecipe(app, cook);
    await app.db.update(recipes).set({ imageKey: recipePhoto }).where(eq(recipes.id, recipeId));
    await upload('/api/uploadAvatar', 'avatar');
    const [avatar] = await app.db
      .select({ key: users.avatarKey })
      .from(users)
      .where(eq(users.id, cook.userId));
    const photo = { data: await jpeg(64, 64), name: 'memory.jpg' };
    expect((await postMemory(app, cook, memoryFields(recipeId), photo)).statusCode).toBe(201);
    const [post] = await app.db
      .select({ key: posts.imageKey })
      .from(posts)
      .where(eq(posts.userId, cook.userId));
    const attached = [recipePhoto, avatar!.key!, post!.key];
    await backdate([stale, ...attached], 25);

    const now = new Date();
    const first = await sweeper(() => now);
    // Closing waits for the start sweep, so the database is never closed under it.
    await first.close();
    expect(await kept(stale)).toBe(false);
    expect(await kept(fresh)).toBe(true);
    for (const key of attached) expect(await kept(key), key).toBe(true);

    // Then once a day, on a timer that stops with the app.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let clock = now;
    const daily = await sweeper(() => clock);
    expect(vi.getTimerCount()).toBe(1);
    clock = new Date(now.getTime() + 25 * HOUR);
    vi.advanceTimersByTime(ORPHAN_SWEEP_INTERVAL_MS);
    await daily.close();
    expect(vi.getTimerCount()).toBe(0);
    expect(await kept(fresh)).toBe(false);
    for (const key of attached) expect(await kept(key), key).toBe(true);
  });
});
