import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/index.ts';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import { signInAs } from '../../../test/helpers/sign-in.ts';

describe('users', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('GET /api/user answers 401 signed out and the user signed in', async () => {
    const out = await app.inject({ method: 'GET', url: '/api/user' });
    expect(out.statusCode).toBe(401);
    expect(out.json().error).toMatch(/sign in/i);
    const cook = await signInAs(app, { fullName: '  Julia   Child ' });
    const res = await app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: cook.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual({
      userId: cook.userId,
      firstName: 'Julia',
      fullName: 'Julia Child',
      email: cook.email,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      avatarUrl: null,
      onboarded: false,
    });
  });

  it("falls back to 'User' when there is no name", async () => {
    const cook = await signInAs(app);
    await app.db.update(users).set({ fullName: null }).where(eq(users.id, cook.userId));
    const res = await app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: cook.cookie },
    });
    expect(res.json()).toMatchObject({ fullName: 'User', firstName: 'User' });
  });

  it('GET /api/users/:id shows the email only to the user themself', async () => {
    const owner = await signInAs(app, { fullName: 'Marcella Hazan Senior' });
    const other = await signInAs(app);
    const url = `/api/users/${owner.userId}`;
    const publicView = await app.inject({ method: 'GET', url });
    expect(publicView.statusCode).toBe(200);
    expect(publicView.json()).toEqual({
      userId: owner.userId,
      fullName: 'Marcella Hazan Senior',
      firstName: 'Marcella',
      lastName: 'Hazan Senior',
      created_at: expect.any(String),
      avatarUrl: null,
    });
    const asOther = await app.inject({ method: 'GET', url, headers: { cookie: other.cookie } });
    expect(asOther.json()).not.toHaveProperty('email');
    const asSelf = await app.inject({ method: 'GET', url, headers: { cookie: owner.cookie } });
    expect(asSelf.json().email).toBe(owner.email);
  });

  it('GET /api/users/:id answers 404 for nobody and 400 for a malformed id', async () => {
    const missing = await app.inject({
      method: 'GET',
      url: '/api/users/00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    const bad = await app.inject({ method: 'GET', url: '/api/users/42' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ id: expect.stringMatching(/user id/) });
  });

  it('GET /api/avatars/:id answers the avatar or null', async () => {
    const cook = await signInAs(app);
    const none = await app.inject({ method: 'GET', url: `/api/avatars/${cook.userId}` });
    expect(none.json()).toEqual({ avatarUrl: null });
    await app.db.update(users).set({ avatarKey: 'avatar-abc' }).where(eq(users.id, cook.userId));
    const some = await app.inject({ method: 'GET', url: `/api/avatars/${cook.userId}` });
    expect(some.json()).toEqual({ avatarUrl: '/media/avatar-abc/400.webp' });
    const nobody = await app.inject({
      method: 'GET',
      url: '/api/avatars/00000000-0000-4000-8000-000000000000',
    });
    expect(nobody.json()).toEqual({ avatarUrl: null });
  });

  it('POST /api/user/onboarded marks onboarding done once', async () => {
    const cook = await signInAs(app);
    const headers = { cookie: cook.cookie };
    expect((await app.inject({ method: 'POST', url: '/api/user/onboarded' })).statusCode).toBe(401);
    const res = await app.inject({ method: 'POST', url: '/api/user/onboarded', headers });
    expect(res.json()).toEqual({ onboarded: true });
    const [first] = await app.db.select().from(users).where(eq(users.id, cook.userId));
    await app.inject({ method: 'POST', url: '/api/user/onboarded', headers });
    const [second] = await app.db.select().from(users).where(eq(users.id, cook.userId));
    expect(second?.onboardedAt).toEqual(first?.onboardedAt);
    const me = await app.inject({ method: 'GET', url: '/api/user', headers });
    expect(me.json().onboarded).toBe(true);
  });
});
