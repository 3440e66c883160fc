// Rate limits are counted in the database (issue 14): several server processes behind a load
// balancer share each limit instead of counting alone. Two app instances on one database stand in
// for two processes. docs/decisions/0015-security-hardening.md.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { createTestDatabase } from '../helpers/test-database.ts';

describe('rate limits shared by every process on the database', () => {
  let database: DatabaseHandle;
  let appA: FastifyInstance;
  let appB: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase();
    const env = { LOGIN_RATE_LIMIT: '3', LOGIN_ADDRESS_RATE_LIMIT: '5', REGISTER_RATE_LIMIT: '2' };
    appA = await createTestApp({ database, env });
    appB = await createTestApp({ database, env });
  });
  afterAll(async () => {
    await appA.close();
    await appB.close();
    await database.close();
  });

  const login = (app: FastifyInstance, remoteAddress: string, email: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      payload: { email, password: 'guess-guess' },
    });

  it('counts sign-in attempts on one process against the limit on another', async () => {
    const address = '203.0.113.10';
    const statuses = [];
    for (const app of [appA, appB, appA, appB, appA]) {
      statuses.push((await login(app, address, 'target@example.com')).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });

  it('counts the per-address limit across every email and process', async () => {
    const address = '203.0.113.20';
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const app = i % 2 === 0 ? appA : appB;
      statuses.push((await login(app, address, `victim${i}@example.com`)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('counts registrations from one address across processes', async () => {
    const register = (app: FastifyInstance, i: number) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: '203.0.113.30',
        payload: { email: `shared${i}@example.com`, password: 'password1', fullName: 'Shared' },
      });
    const statuses = [
      (await register(appA, 0)).statusCode,
      (await register(appB, 1)).statusCode,
      (await register(appA, 2)).statusCode,
    ];
    expect(statuses).toEqual([201, 201, 429]);
  });
});
