import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import { rateLimits } from '../../db/schema/index.ts';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import { createTestDatabase } from '../../../test/helpers/test-database.ts';

describe('sign-in settings: limits, https and switching local accounts off', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
    // Every app on one database shares its rate limits (issue 14): each test starts uncounted.
    await database.db.delete(rateLimits);
  });
  afterAll(() => database.close());

  const register = (target: FastifyInstance, email: string, headers = {}) =>
    target.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers,
      payload: { email, password: 'password1', fullName: 'Rate Limited' },
    });

  it('stops password guessing at 10 attempts per 15 minutes per address and email', async () => {
    app = await createTestApp({ database });
    const attempt = (email: string) =>
      app!.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'guess-guess' },
      });
    for (let i = 0; i < 10; i++) expect((await attempt('target@example.com')).statusCode).toBe(401);
    const blocked = await attempt('target@example.com');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatch(/Too many sign-in attempts.*Try again in 15 minutes/);
    expect(blocked.headers['retry-after']).toBeDefined();
    // Someone else signing in from the same address is not locked out by it.
    expect((await attempt('neighbour@example.com')).statusCode).toBe(401);
  });

  it('allows 5 registrations per hour per address', async () => {
    app = await createTestApp({ database });
    for (let i = 0; i < 5; i++) {
      expect((await register(app, `new${i}@example.com`)).statusCode).toBe(201);
    }
    const sixth = await register(app, 'new5@example.com');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error).toMatch(/new accounts/);
  });

  it('marks both cookies Secure when PUBLIC_URL is https', async () => {
    app = await createTestApp({ database, env: { PUBLIC_URL: 'https://roastie.example' } });
    const res = await register(app, 'secure@example.com', { host: 'roastie.example' });
    expect(res.statusCode).toBe(201);
    for (const name of ['__Host-roastie_session', 'user_id']) {
      expect(res.cookies.find((c) => c.name === name)?.secure, name).toBe(true);
    }
  });

  it('marks cookies Secure when a trusted proxy says the request came over https', async () => {
    app = await createTestApp({ database, env: { TRUST_PROXY: '127.0.0.1' } });
    const res = await register(app, 'proxied@example.com', { 'x-forwarded-proto': 'https' });
    expect(res.cookies.find((c) => c.name === '__Host-roastie_session')?.secure).toBe(true);
  });

  it('answers 404 on local-account calls when LOCAL_ACCOUNTS=false', async () => {
    app = await createTestApp({ database, env: { LOCAL_ACCOUNTS: 'false' } });
    const res = await register(app, 'off@example.com');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatch(/switched off/);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'new0@example.com', password: 'password1' },
    });
    expect(login.statusCode).toBe(404);
    const config = await app.inject({ method: 'GET', url: '/api/auth/config' });
    expect(config.json()).toEqual({ localAccounts: false, googleClientId: null });
    const google = await app.inject({ method: 'POST', url: '/api/set-cookie', payload: {} });
    expect(google.statusCode).toBe(404);
  });
});
