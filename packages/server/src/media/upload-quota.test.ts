// UPLOAD_DAILY_QUOTA: one count per cook and UTC day across every upload route, shared by every
// process on the database, answered with a kind 429 before the photo is read.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form, jpeg } from '../../test/helpers/images.ts';
import { signInAs, type SignedIn } from '../../test/helpers/sign-in.ts';
import { createTestApp } from '../../test/helpers/test-app.ts';
import { createTestDatabase } from '../../test/helpers/test-database.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { msUntilUtcMidnight } from './upload-quota.ts';

describe('msUntilUtcMidnight', () => {
  it('counts to the next midnight, UTC, whatever the time of day', () => {
    expect(msUntilUtcMidnight(new Date('2026-03-01T23:59:59.000Z'))).toBe(1000);
    expect(msUntilUtcMidnight(new Date('2026-03-01T12:00:00.000Z'))).toBe(12 * 3600 * 1000);
    expect(msUntilUtcMidnight(new Date('2026-03-01T00:00:00.000Z'))).toBe(24 * 3600 * 1000);
  });
});

describe('the daily upload quota', () => {
  const QUOTA = 3;
  let database: DatabaseHandle;
  let appA: FastifyInstance;
  let appB: FastifyInstance;
  let photo: Buffer;
  beforeAll(async () => {
    database = await createTestDatabase();
    const env = { UPLOAD_DAILY_QUOTA: String(QUOTA) };
    appA = await createTestApp({ database, env });
    appB = await createTestApp({ database, env });
    photo = await jpeg(400, 300);
  });
  afterAll(async () => {
    await appA.close();
    await appB.close();
    await database.close();
  });

  const headers = (who: SignedIn | null) => (who ? { cookie: who.cookie } : {});
  const uploadImage = (app: FastifyInstance, who: SignedIn | null) =>
    app.inject({
      method: 'POST',
      url: '/api/images',
      headers: headers(who),
      payload: form({}, { field: 'image', data: photo }),
    });
  const uploadAvatar = (app: FastifyInstance, who: SignedIn) =>
    app.inject({
      method: 'POST',
      url: '/api/uploadAvatar',
      headers: headers(who),
      payload: form({}, { field: 'avatar', data: photo }),
    });

  it('answers 429 after the quota, counted across routes and processes', async () => {
    const cook = await signInAs(appA);
    const first = await uploadImage(appA, cook);
    expect(first.statusCode).toBe(201);
    expect((await uploadAvatar(appB, cook)).statusCode).toBe(200);
    expect((await uploadImage(appB, cook)).statusCode).toBe(201);

    const over = await uploadImage(appA, cook);
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toMatch(/^Easy, chef! That's 3 photos today.*midnight \(UTC\)/);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // The window ends at midnight, measured from when the first upload asked for it: the
    // database starts it a moment later, longer on a busy machine (a minute of slack; a window
    // of a day would be caught).
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(
      msUntilUtcMidnight() / 1000 + 60,
    );

    // Every upload route keeps to the same count, before it reads the photo or the form.
    expect((await uploadAvatar(appB, cook)).statusCode).toBe(429);
    const { key } = first.json();
    const replace = await appB.inject({
      method: 'PUT',
      url: `/api/images/update/${key}`,
      headers: headers(cook),
      payload: form({}, { field: 'image', data: photo }),
    });
    expect(replace.statusCode).toBe(429);
    const post = await appA.inject({
      method: 'POST',
      url: '/api/post',
      headers: headers(cook),
      payload: form({ recipeName: 'Toast' }, { field: 'image', data: photo }),
    });
    expect(post.statusCode).toBe(429);

    // Another cook has a quota of their own.
    expect((await uploadImage(appA, await signInAs(appA))).statusCode).toBe(201);
  });

  it('asks visitors to sign in rather than counting them', async () => {
    for (let i = 0; i <= QUOTA; i++) expect((await uploadImage(appA, null)).statusCode).toBe(401);
  });
});
