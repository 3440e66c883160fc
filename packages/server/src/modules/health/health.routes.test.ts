import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import { createTestDatabase } from '../../../test/helpers/test-database.ts';

describe('health', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await createTestApp({ database });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('GET /livez answers ok', async () => {
    const res = await app.inject({ method: 'GET', url: '/livez' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz answers ok while the database answers', async () => {
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz answers 503 once the database is gone', async () => {
    await database.close();
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable' });
    const live = await app.inject({ method: 'GET', url: '/livez' });
    expect(live.statusCode).toBe(200);
  });

  it('answers 503, not 500, on API calls while the database is gone', async () => {
    await database.close();
    for (const url of ['/api/recipe', '/api/posts', '/api/recipe/random']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(503);
      expect(res.json().error).toMatch(/database is not answering/);
    }
    const search = await app.inject({
      method: 'POST',
      url: '/api/search',
      payload: { query: 'soup' },
    });
    expect(search.statusCode).toBe(503);
  });
});
