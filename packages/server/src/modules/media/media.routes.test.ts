import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { media, recipes } from '../../db/schema/index.ts';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import { signInAs, type SignedIn } from '../../../test/helpers/sign-in.ts';
import {
  form,
  htmlPretendingToBeJpeg,
  jpeg,
  jpegWithGpsAndRotation,
  pngBomb,
  svg,
} from '../../../test/helpers/images.ts';

describe('media routes', () => {
  let app: FastifyInstance;
  let cook: SignedIn;
  let other: SignedIn;

  const upload = (who: SignedIn | null, data: Buffer, name = 'dish.jpg') =>
    app.inject({
      method: 'POST',
      url: '/api/images',
      headers: who ? { cookie: who.cookie } : {},
      payload: form({}, { field: 'image', data, name }),
    });

  beforeAll(async () => {
    app = await createTestApp({ env: { UPLOAD_LIMIT_BYTES: String(10 * 1024 * 1024) } });
    cook = await signInAs(app, { fullName: 'Ada Cook' });
    other = await signInAs(app, { fullName: 'Bo Baker' });
  });
  afterAll(() => app.close());

  it('stores an upload and serves it as immutable WebP that cannot run as a page', async () => {
    const res = await upload(cook, await jpeg());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.imageUrl).toMatch(/^\/media\/[A-Za-z0-9_-]{22}\/800\.webp$/);
    expect(body.srcSet).toContain('400w');
    const served = await app.inject({ method: 'GET', url: body.imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect((await sharp(served.rawPayload).metadata()).width).toBe(800);
  });

  it('keeps no GPS in the stored copy', async () => {
    const res = await upload(cook, await jpegWithGpsAndRotation());
    expect(res.statusCode).toBe(201);
    const served = await app.inject({ method: 'GET', url: res.json().imageUrl });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('RoastiePhone'))).toBe(false);
  });

  it.each([
    ['an HTML file named .jpg', htmlPretendingToBeJpeg, 'page.jpg', 415],
    ['an SVG', svg, 'drawing.svg', 415],
    ['a 50,000 x 50,000 PNG', pngBomb, 'bomb.png', 413],
  ])('refuses %s', async (_label, make, name, status) => {
    const res = await upload(cook, make(), name);
    expect(res.statusCode).toBe(status);
    expect(res.json().error).toEqual(expect.any(String));
  });

  it('refuses a 30 MB file with 413', async () => {
    const res = await upload(cook, Buffer.alloc(30 * 1024 * 1024, 0xff));
    expect(res.statusCode).toBe(413);
  });

  it('asks visitors to sign in, and wants a form', async () => {
    expect((await upload(null, await jpeg(50, 50))).statusCode).toBe(401);
    const json = await app.inject({
      method: 'POST',
      url: '/api/images',
      headers: { cookie: cook.cookie },
      payload: { image: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const empty = await app.inject({
      method: 'POST',
      url: '/api/images',
      headers: { cookie: cook.cookie },
      payload: form({ note: 'no file' }),
    });
    expect(empty.statusCode).toBe(400);
  });

  it('serves 404 for unknown or malformed image addresses', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/media/AAAAAAAAAAAAAAAAAAAAAA/800.webp' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: '/media/..%2F..%2Fetc%2Fpasswd/800.webp' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: '/media/AAAAAAAAAAAAAAAAAAAAAA/800.html' }))
        .statusCode,
    ).toBe(404);
  });

  describe('PUT /api/images/update/{filename}', () => {
    it('lets the owner replace a photo; the recipe using it follows, the old one is gone', async () => {
      const first = (await upload(cook, await jpeg())).json();
      const [recipe] = await app.db
        .insert(recipes)
        .values({ name: 'Shakshuka', type: 'Breakfast', userId: cook.userId, imageKey: first.key })
        .returning();
      const res = await app.inject({
        method: 'PUT',
        url: `/api/images/update/${first.key}`,
        headers: { cookie: cook.cookie },
        payload: form({}, { field: 'image', data: await jpeg(900, 900) }),
      });
      expect(res.statusCode).toBe(200);
      const replaced = res.json();
      expect(replaced.key).not.toBe(first.key);
      const [after] = await app.db.select().from(recipes).where(eq(recipes.id, recipe!.id));
      expect(after?.imageKey).toBe(replaced.key);
      expect((await app.inject({ method: 'GET', url: first.imageUrl })).statusCode).toBe(404);
      expect(await app.db.select().from(media).where(eq(media.key, first.key))).toEqual([]);
    });

    it("refuses to replace someone else's photo, a missing one, or a path", async () => {
      const mine = (await upload(cook, await jpeg(200, 200))).json();
      const theirs = await app.inject({
        method: 'PUT',
        url: `/api/images/update/${mine.key}`,
        headers: { cookie: other.cookie },
        payload: form({}, { field: 'image', data: await jpeg(200, 200) }),
      });
      expect(theirs.statusCode).toBe(403);
      const missing = await app.inject({
        method: 'PUT',
        url: '/api/images/update/AAAAAAAAAAAAAAAAAAAAAA',
        headers: { cookie: cook.cookie },
        payload: form({}, { field: 'image', data: await jpeg(200, 200) }),
      });
      expect(missing.statusCode).toBe(404);
      const traversal = await app.inject({
        method: 'PUT',
        url: '/api/images/update/..%2F..%2F..%2Fetc%2Fpasswd',
        headers: { cookie: cook.cookie },
        payload: form({}, { field: 'image', data: await jpeg(200, 200) }),
      });
      expect(traversal.statusCode).toBe(400);
      expect((await app.inject({ method: 'GET', url: mine.imageUrl })).statusCode).toBe(200);
    });
  });

  it('removes orphaned uploads after the grace period and keeps used ones', async () => {
    const orphan = (await upload(cook, await jpeg(120, 120))).json();
    const used = (await upload(cook, await jpeg(120, 120))).json();
    await app.db
      .insert(recipes)
      .values({ name: 'Dal', type: 'Dinner', userId: cook.userId, imageKey: used.key });
    expect(await app.media.removeOrphans(60_000)).toBe(0);
    const tomorrow = new Date(Date.now() + 2 * 24 * 3600 * 1000);
    await app.media.removeOrphans(24 * 3600 * 1000, tomorrow);
    expect((await app.inject({ method: 'GET', url: orphan.imageUrl })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: used.imageUrl })).statusCode).toBe(200);
  });
});
