import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  MAX_PARSE_LINE_LENGTH,
  MAX_PARSE_LINES,
  ingredientParseResponseSchema,
} from '@roastie/core';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import { PARSE_RATE_LIMIT_PER_MINUTE } from './ingredient-parse.routes.ts';

describe('POST /api/ingredients/parse', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const parse = (payload: Record<string, unknown>, ip = '10.0.0.1') =>
    app.inject({ method: 'POST', url: '/api/ingredients/parse', payload, remoteAddress: ip });

  it('answers one parsed ingredient per line, in order, never dropping one', async () => {
    const lines = ['200 g flour', '2 cloves garlic, crushed', 'a pinch of dragon dust', '  '];
    const res = await parse({ lines });
    expect(res.statusCode).toBe(200);
    const body = ingredientParseResponseSchema.parse(res.json());
    expect(body.ingredients.map((i) => i.line)).toEqual(lines);
    expect(body.ingredients[0]).toMatchObject({
      quantity: 200,
      quantityMax: null,
      unit: 'g',
      name: 'flour',
      grams: 200,
      ingredientId: expect.any(String),
    });
    expect(body.ingredients[1]).toMatchObject({
      quantity: 2,
      unit: 'clove',
      name: 'garlic',
      preparation: 'crushed',
      ingredientId: 'garlic-raw',
      catalogueName: 'garlic',
      grams: 6,
    });
    expect(body.ingredients[2]).toMatchObject({ unit: 'pinch', ingredientId: null });
    expect(body.ingredients[3]).toMatchObject({ quantity: null, name: '', ingredientId: null });
  });

  it('reads cups by the locale sent: metric by default, US or UK on request', async () => {
    const lines = ['1 cup milk'];
    const grams = async (locale?: string) =>
      (
        (await parse(locale ? { lines, locale } : { lines })).json() as {
          ingredients: { grams: number }[];
        }
      ).ingredients[0]?.grams ?? 0;
    const metric = await grams();
    const us = await grams('us');
    const uk = await grams('uk');
    expect(us).toBeLessThan(metric);
    expect(metric).toBeLessThan(uk);
    expect(metric / us).toBeCloseTo(250 / 236.588, 2);
  });

  it('refuses too many lines, too long a line and a body without lines, with a clear 400', async () => {
    const tooMany = await parse({
      lines: Array.from({ length: MAX_PARSE_LINES + 1 }, () => 'salt'),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toContain(`at most ${MAX_PARSE_LINES} ingredient lines`);

    const tooLong = await parse({ lines: ['ok', 'x'.repeat(MAX_PARSE_LINE_LENGTH + 1)] });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      error: expect.stringContaining(`at most ${MAX_PARSE_LINE_LENGTH} characters`),
      fields: { 'lines.1': expect.any(String) },
    });

    expect((await parse({ lines: [] })).statusCode).toBe(400);
    expect((await parse({ text: '200 g flour' })).statusCode).toBe(400);
    expect((await parse({ lines: ['1 cup milk'], locale: 'mars' })).statusCode).toBe(400);
  });

  it('accepts the most it allows: 200 lines of 500 characters', async () => {
    const line = `2 cups flour ${'sifted '.repeat(100)}`.slice(0, MAX_PARSE_LINE_LENGTH);
    const res = await parse({ lines: Array.from({ length: MAX_PARSE_LINES }, () => line) });
    expect(res.statusCode).toBe(200);
    expect(res.json().ingredients).toHaveLength(MAX_PARSE_LINES);
  });

  it('is described in the OpenAPI document', async () => {
    const doc = await app.inject({ method: 'GET', url: '/api/docs/json' });
    const operation = doc.json().paths['/api/ingredients/parse']?.post;
    expect(operation).toMatchObject({ tags: ['ingredients'] });
  });

  it('limits how often one address may ask', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < PARSE_RATE_LIMIT_PER_MINUTE; i += 1) {
      expect((await parse({ lines: ['1 egg'] }, ip)).statusCode).toBe(200);
    }
    const limited = await parse({ lines: ['1 egg'] }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/Easy, chef!/);
    expect((await parse({ lines: ['1 egg'] }, '10.9.9.10')).statusCode).toBe(200);
  });
});
