// The session cookie's `__Host-` name over https (issue 14): the browser then refuses it from a
// sibling subdomain, and the server reads only the name that fits the request's scheme.
// docs/decisions/0015-security-hardening.md.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { createTestApp } from '../../test/helpers/test-app.ts';
import { createTestDatabase } from '../../test/helpers/test-database.ts';

const HOST_COOKIE = '__Host-roastie_session';

describe('the session cookie over https', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });
  afterAll(() => database.close());

  const register = (target: FastifyInstance, email: string, headers = {}) =>
    target.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers,
      payload: { email, password: 'password1', fullName: 'Secure Cook' },
    });
  const me = (target: FastifyInstance, cookie: string, headers = {}) =>
    target.inject({ method: 'GET', url: '/api/user', headers: { ...headers, cookie } });
  const cookie = (res: LightMyRequestResponse, name: string) =>
    res.cookies.find((c) => c.name === name);

  it('is __Host-roastie_session when PUBLIC_URL is https, and works', async () => {
    app = await createTestApp({ database, env: { PUBLIC_URL: 'https://roastie.example' } });
    const res = await register(app, 'host-prefix@example.com');
    expect(res.statusCode).toBe(201);
    const session = cookie(res, HOST_COOKIE);
    expect(session).toMatchObject({ secure: true, httpOnly: true, path: '/' });
    expect(session?.domain).toBeUndefined();
    expect(cookie(res, 'roastie_session')).toBeUndefined();
    // The hint keeps its name: the web app reads it.
    expect(cookie(res, 'user_id')?.value).toBe(res.json().userId);

    const token = session?.value ?? '';
    expect((await me(app, `${HOST_COOKIE}=${token}`)).json().userId).toBe(res.json().userId);
    // The plain name is what a sibling subdomain could plant: not read over https.
    expect((await me(app, `roastie_session=${token}`)).statusCode).toBe(401);

    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: `${HOST_COOKIE}=${token}` },
    });
    expect(out.statusCode).toBe(200);
    expect(cookie(out, HOST_COOKIE)).toMatchObject({ value: '', secure: true, path: '/' });
    expect(cookie(out, HOST_COOKIE)?.expires?.getTime()).toBe(0);
    expect((await me(app, `${HOST_COOKIE}=${token}`)).statusCode).toBe(401);
  });

  it('follows the scheme a trusted proxy reports, request by request', async () => {
    app = await createTestApp({ database, env: { TRUST_PROXY: '127.0.0.1' } });
    const https = { 'x-forwarded-proto': 'https' };
    const res = await register(app, 'proxied-host@example.com', https);
    expect(res.statusCode).toBe(201);
    const token = cookie(res, HOST_COOKIE)?.value ?? '';
    expect(cookie(res, HOST_COOKIE)?.secure).toBe(true);
    expect((await me(app, `${HOST_COOKIE}=${token}`, https)).statusCode).toBe(200);
    // Over plain http the browser would not send a __Host- cookie; we do not read one either.
    expect((await me(app, `${HOST_COOKIE}=${token}`)).statusCode).toBe(401);
    expect((await me(app, `roastie_session=${token}`)).statusCode).toBe(200);
  });

  it('keeps roastie_session over plain http', async () => {
    app = await createTestApp({ database });
    const res = await register(app, 'plain-http@example.com');
    expect(cookie(res, 'roastie_session')?.secure).toBeFalsy();
    expect(cookie(res, HOST_COOKIE)).toBeUndefined();
  });
});
