import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { authNonces, users } from '../../db/schema/index.ts';
import {
  startGoogleIssuer,
  TEST_CLIENT_ID,
  type GoogleIssuer,
} from '../../../test/helpers/google-issuer.ts';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import { cookieHeaderFrom } from '../../../test/helpers/sign-in.ts';

describe('Google sign-in against a local issuer', () => {
  let issuer: GoogleIssuer;
  let app: FastifyInstance;
  beforeAll(async () => {
    issuer = await startGoogleIssuer();
    app = await createTestApp({ env: { ...issuer.env, REGISTER_RATE_LIMIT: '100' } });
  });
  afterAll(async () => {
    await app.close();
    await issuer.close();
  });

  const newNonce = async (): Promise<string> => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/nonce' });
    expect(res.statusCode).toBe(200);
    return res.json().nonce;
  };
  const signIn = (accessToken: string, fullName?: string) =>
    app.inject({ method: 'POST', url: '/api/set-cookie', payload: { accessToken, fullName } });
  const claims = (nonce: string, sub = 'google-sub-1') => ({
    sub,
    nonce,
    email: `${sub}@gmail.com`,
    name: 'Grace Hopper',
  });

  it('signs in with a valid token, creating the user once', async () => {
    const res = await signIn(await issuer.sign(claims(await newNonce())), 'Ignored Name');
    expect(res.statusCode).toBe(200);
    const user = res.json();
    expect(user).toMatchObject({
      fullName: 'Grace Hopper',
      firstName: 'Grace',
      email: 'google-sub-1@gmail.com',
    });
    const cookie = cookieHeaderFrom(res);
    expect(res.cookies.find((c) => c.name === 'roastie_session')?.httpOnly).toBe(true);
    const me = await app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(me.json().userId).toBe(user.userId);

    const again = await signIn(await issuer.sign(claims(await newNonce())));
    expect(again.json().userId).toBe(user.userId);
    const rows = await app.db.select().from(users).where(eq(users.googleSub, 'google-sub-1'));
    expect(rows).toHaveLength(1);
  });

  it('takes the name from the request when the token has none', async () => {
    const token = await issuer.sign({ ...claims(await newNonce(), 'no-name'), name: undefined });
    const res = await signIn(token, 'Alan Turing');
    expect(res.json().fullName).toBe('Alan Turing');
  });

  it('refuses a replayed nonce', async () => {
    const token = await issuer.sign(claims(await newNonce(), 'replayer'));
    expect((await signIn(token)).statusCode).toBe(200);
    const replay = await signIn(token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error).toMatch(/already used/);
    expect(replay.cookies).toEqual([]);
  });

  it('refuses a nonce it never issued, an expired one, and a token without one', async () => {
    const unknown = await signIn(await issuer.sign(claims('made-up-nonce', 'u1')));
    expect(unknown.statusCode).toBe(401);
    const stale = await newNonce();
    await app.db
      .update(authNonces)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authNonces.nonce, stale));
    expect((await signIn(await issuer.sign(claims(stale, 'u2')))).statusCode).toBe(401);
    const { nonce: _none, ...withoutNonce } = claims('x', 'u3');
    expect((await signIn(await issuer.sign(withoutNonce))).statusCode).toBe(401);
  });

  it.each([
    ['a foreign audience', { aud: 'someone-else.apps.googleusercontent.com' }],
    ['a wrong issuer', { iss: 'https://evil.example' }],
    ['an unverified email', { email_verified: false }],
  ])('refuses %s with 401', async (_label, override) => {
    const nonce = await newNonce();
    const res = await signIn(await issuer.sign({ ...claims(nonce, 'attacker'), ...override }));
    expect(res.statusCode).toBe(401);
    expect(res.cookies).toEqual([]);
    // The refusal does not burn the nonce for nothing: it was never accepted.
    const [row] = await app.db.select().from(authNonces).where(eq(authNonces.nonce, nonce));
    expect(row?.usedAt).toBeNull();
  });

  it('refuses a token signed by another key', async () => {
    const token = await issuer.sign(claims(await newNonce(), 'forger'), {
      key: await issuer.otherKey(),
    });
    const res = await signIn(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatch(/didn't check out/);
  });

  it('refuses an expired token', async () => {
    const token = await issuer.sign(claims(await newNonce(), 'late'), { expiresIn: -600 });
    const res = await signIn(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatch(/gone cold/);
  });

  it('refuses a token issued in the future, and one that lives a year', async () => {
    const now = Math.floor(Date.now() / 1000);
    const future = await issuer.sign({ ...claims(await newNonce(), 'early'), iat: now + 3600 });
    expect((await signIn(future)).statusCode).toBe(401);
    const yearLong = await issuer.sign({
      ...claims(await newNonce(), 'forever'),
      iat: now - 60,
      exp: now + 365 * 24 * 3600,
    });
    expect((await signIn(yearLong)).statusCode).toBe(401);
    const rows = await app.db.select().from(users).where(eq(users.googleSub, 'forever'));
    expect(rows).toHaveLength(0);
  });

  it('refuses what is not a token at all, and an empty body with 400', async () => {
    expect((await signIn('not.a.jwt')).statusCode).toBe(401);
    const empty = await app.inject({ method: 'POST', url: '/api/set-cookie', payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.accessToken).toBeDefined();
  });

  it('does not merge a Google account into a local account with the same email', async () => {
    const local = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'shared@gmail.com', password: 'password1', fullName: 'Local Cook' },
    });
    expect(local.statusCode).toBe(201);
    const token = await issuer.sign({
      ...claims(await newNonce(), 'shared'),
      email: 'Shared@gmail.com',
    });
    const res = await signIn(token);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(/sign in as you did before/);
    expect(res.cookies).toEqual([]);
    expect(await app.db.select().from(users).where(eq(users.googleSub, 'shared'))).toEqual([]);
  });

  it('offers Google on the login screen', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/auth/config' });
    expect(res.json()).toEqual({ localAccounts: true, googleClientId: TEST_CLIENT_ID });
  });
});

describe('Google sign-in when it is not configured', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('answers 404 with a clear message', async () => {
    for (const url of ['/api/auth/nonce', '/api/set-cookie']) {
      const res = await app.inject({ method: 'POST', url, payload: { accessToken: 'x.y.z' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error).toBe('Google sign-in is not set up on this Roastie.');
    }
  });
});

describe('Google sign-in when Google cannot be reached', () => {
  let issuer: GoogleIssuer;
  let app: FastifyInstance;
  beforeAll(async () => {
    issuer = await startGoogleIssuer();
    app = await createTestApp({
      env: { ...issuer.env, GOOGLE_JWKS_URL: issuer.jwksUrl.replace('/certs', '/missing') },
    });
  });
  afterAll(async () => {
    await app.close();
    await issuer.close();
  });

  it('answers 503, not 401, when the keys cannot be fetched', async () => {
    const nonce = (await app.inject({ method: 'POST', url: '/api/auth/nonce' })).json().nonce;
    const token = await issuer.sign({ sub: 's', email: 's@gmail.com', nonce });
    const res = await app.inject({
      method: 'POST',
      url: '/api/set-cookie',
      payload: { accessToken: token },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toMatch(/can't reach Google/);
  });
});
