import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CATALOGUE } from '@roastie/core';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { createTestApp } from '../../../test/helpers/test-app.ts';

describe('GET /api/ingredients', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('lists the whole catalogue with id, name, unit, nutrition and GI sources', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/ingredients' });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list).toHaveLength(CATALOGUE.length);
    const basmati = list.find((i: { name: string }) => i.name === 'basmati rice');
    expect(basmati).toMatchObject({
      id: expect.any(String),
      unit: expect.any(String),
      glycemicIndex: expect.any(Number),
      giSource: { table: expect.stringMatching(/ITGI|SydneyGI/), basis: expect.any(String) },
      per100g: { carbs: expect.any(Number) },
    });
  });

  it('is cacheable: an ETag, and 304 when it has not changed', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/ingredients' });
    const etag = first.headers.etag;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toContain('max-age');
    const again = await app.inject({
      method: 'GET',
      url: '/api/ingredients',
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await app.inject({
      method: 'GET',
      url: '/api/ingredients',
      headers: { 'if-none-match': '"old"' },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('mirrors the catalogue into the database for recipe rows to reference', async () => {
    const [row] = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from ingredients`,
    );
    expect(row?.n).toBe(CATALOGUE.length);
  });
});
