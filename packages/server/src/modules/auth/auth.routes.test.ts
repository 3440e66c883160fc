import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hashSessionToken } from '../../auth/session-tokens.ts';
import { localCredentials, sessions } from '../../db/schema/index.ts';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import { cookieHeaderFrom } from '../../../test/helpers/sign-in.ts';

const THIRTY_DAYS = 30 * 24 * 60 * 60;
const generous = { LOGIN_RATE_LIMIT: '1000', REGISTER_RATE_LIMIT: '1000' };

describe('local accounts and sessions', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ env: generous });
  });
  afterAll(() => app.close());

  const register = (payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/auth/register', payload });
  const login = (email: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const me = (cookie?: string) =>
    app.inject({ method: 'GET', url: '/api/user', headers: cookie ? { cookie } : {} });

  it('registers, signs out and signs back in', async () => {
    const created = await register({
      email: ' Ada@Example.com ',
      password: 'lentil-soup-42',
      fullName: 'Ada Lovelace',
    });
    expect(created.statusCode).toBe(201);
    const user = created.json();
    expect(user).toMatchObject({
      firstName: 'Ada',
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      avatarUrl: null,
      onboarded: false,
    });
    const cookie = cookieHeaderFrom(created);
    expect((await me(cookie)).json().userId).toBe(user.userId);

    const out = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ ok: true });
    for (const name of ['roastie_session', 'user_id']) {
      const cleared = out.cookies.find((c) => c.name === name);
      expect(cleared?.value, name).toBe('');
      expect(cleared?.expires?.getTime(), name).toBe(0);
    }
    // The old cookie is revoked in the database, not only forgotten by the browser.
    expect((await me(cookie)).statusCode).toBe(401);

    const back = await login('ADA@example.com', 'lentil-soup-42');
    expect(back.statusCode).toBe(200);
    expect(back.json().userId).toBe(user.userId);
    expect((await me(cookieHeaderFrom(back))).statusCode).toBe(200);
  });

  it('stores a scrypt hash and only the SHA-256 of the session token', async () => {
    const res = await register({
      email: 'hash@example.com',
      password: 'secret-pass',
      fullName: 'H',
    });
    const { userId } = res.json();
    const [cred] = await app.db
      .select()
      .from(localCredentials)
      .where(eq(localCredentials.userId, userId));
    expect(cred?.passwordHash).toMatch(/^scrypt\$\d+\$8\$1\$/);
    expect(cred?.passwordHash).not.toContain('secret-pass');
    const token = res.cookies.find((c) => c.name === 'roastie_session')?.value ?? '';
    const rows = await app.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(rows.map((r) => r.idHash)).toEqual([hashSessionToken(token)]);
  });

  it('sets the session cookie HttpOnly and the user_id hint readable, both Lax for 30 days', async () => {
    const res = await register({
      email: 'crumbs@example.com',
      password: 'x'.repeat(8),
      fullName: 'C',
    });
    const session = res.cookies.find((c) => c.name === 'roastie_session');
    const hint = res.cookies.find((c) => c.name === 'user_id');
    expect(session).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: THIRTY_DAYS,
    });
    expect(session?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session?.secure).toBeFalsy();
    expect(hint).toMatchObject({ sameSite: 'Lax', path: '/', maxAge: THIRTY_DAYS });
    expect(hint?.httpOnly).toBeFalsy();
    expect(hint?.value).toBe(res.json().userId);
  });

  it('never trusts the user_id cookie on its own', async () => {
    const real = await register({
      email: 'victim@example.com',
      password: 'hunter22!',
      fullName: 'V',
    });
    const { userId } = real.json();
    const forged = await me(`user_id=${userId}`);
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error).toMatch(/sign in/i);
    // The stale hint is cleared so the page stops believing it.
    expect(forged.cookies.find((c) => c.name === 'user_id')?.value).toBe('');
    const garbage = await me(`roastie_session=not-a-token; user_id=${userId}`);
    expect(garbage.statusCode).toBe(401);
    const otherToken = await me(`roastie_session=${'A'.repeat(43)}; user_id=${userId}`);
    expect(otherToken.statusCode).toBe(401);
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    await register({ email: 'baker@example.com', password: 'sourdough!', fullName: 'B' });
    const wrong = await login('baker@example.com', 'rye-bread!');
    const unknown = await login('nobody@example.com', 'sourdough!');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.cookies).toEqual([]);
  });

  it('refuses a second account for the same email, whatever its case', async () => {
    await register({ email: 'twin@example.com', password: 'password1', fullName: 'T' });
    const again = await register({
      email: 'TWIN@example.com',
      password: 'password2',
      fullName: 'T',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatch(/try signing in/);
    expect(again.cookies).toEqual([]);
  });

  it('names each bad field with a 400', async () => {
    const res = await register({ email: 'not-an-email', password: 'short', fullName: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      email: expect.stringMatching(/email/),
      password: 'Passwords need at least 8 characters.',
      fullName: 'Please tell Chef Roastie your name.',
    });
    const long = await register({ email: 'a@b.co', password: 'p'.repeat(201), fullName: 'x' });
    expect(long.json().fields.password).toMatch(/at most 200/);
    const missing = await app.inject({ method: 'POST', url: '/api/auth/login', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fields)).toEqual(['email', 'password']);
  });

  it('ignores an expired session and removes it', async () => {
    const res = await register({
      email: 'stale@example.com',
      password: 'password1',
      fullName: 'S',
    });
    const cookie = cookieHeaderFrom(res);
    const token = res.cookies.find((c) => c.name === 'roastie_session')?.value ?? '';
    const idHash = hashSessionToken(token);
    await app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.idHash, idHash));
    const after = await me(cookie);
    expect(after.statusCode).toBe(401);
    expect(after.cookies.find((c) => c.name === 'roastie_session')?.value).toBe('');
    expect(await app.db.select().from(sessions).where(eq(sessions.idHash, idHash))).toEqual([]);
  });

  it('replaces the session a request already carried when signing in again', async () => {
    const first = await register({
      email: 'again@example.com',
      password: 'password1',
      fullName: 'A',
    });
    const oldCookie = cookieHeaderFrom(first);
    const second = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: oldCookie },
      payload: { email: 'again@example.com', password: 'password1' },
    });
    expect(second.statusCode).toBe(200);
    expect((await me(oldCookie)).statusCode).toBe(401);
    expect((await me(cookieHeaderFrom(second))).statusCode).toBe(200);
  });

  it('tells the login screen what is offered', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/auth/config' });
    expect(res.json()).toEqual({ localAccounts: true, googleClientId: null });
  });

  it('lists the auth, users and preferences calls in /api/docs', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/register',
        '/api/auth/login',
        '/api/auth/logout',
        '/api/auth/config',
        '/api/auth/nonce',
        '/api/set-cookie',
        '/api/user',
        '/api/users/{id}',
        '/api/avatars/{id}',
        '/api/user/onboarded',
        '/api/submit-preferences',
        '/api/preferences',
      ]),
    );
    expect(doc.paths['/api/auth/login'].post.tags).toEqual(['auth']);
  });
});
