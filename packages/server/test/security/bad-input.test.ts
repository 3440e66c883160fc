// The bad inputs an attacker sent that used to answer 500 (issue 14): each is now a 400 that names
// the field. docs/decisions/0015-security-hardening.md.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/test-app.ts';
import { lentilSoup } from '../helpers/recipes.ts';
import { signInAs, type SignedIn } from '../helpers/sign-in.ts';

const NUL = 'a\u0000b';
const LONE = 'a\ud800b';

describe('bad input answers 400, never 500', () => {
  let app: FastifyInstance;
  let cook: SignedIn;
  const send = (method: 'POST' | 'PUT', url: string, payload: object, who: SignedIn | null) =>
    app.inject({ method, url, payload, headers: who ? { cookie: who.cookie } : {} });

  /** A memory form sent as raw bytes, however broken. */
  const postRawForm = (payload: string, contentType: string) =>
    app.inject({
      method: 'POST',
      url: '/api/post',
      headers: { cookie: cook.cookie, 'content-type': contentType },
      payload,
    });

  beforeAll(async () => {
    app = await createTestApp();
    cook = await signInAs(app);
  });
  afterAll(() => app.close());

  const textCases: [string, 'POST' | 'PUT', string, (bad: string) => object, string, boolean][] = [
    ['search', 'POST', '/api/search', (bad) => ({ query: bad }), 'query', false],
    [
      'sign-up',
      'POST',
      '/api/auth/register',
      (bad) => ({ email: 'nul@roastie.test', password: 'long enough', fullName: bad }),
      'fullName',
      false,
    ],
    [
      'recipe steps',
      'POST',
      '/api/recipe',
      (bad) => ({ ...lentilSoup, instructions: [{ description: bad }] }),
      'instructions.0.description',
      true,
    ],
    ['recipe name', 'POST', '/api/recipe', (bad) => ({ ...lentilSoup, name: bad }), 'name', true],
    [
      'shopping list',
      'PUT',
      '/api/shopping-list',
      (bad) => ({
        items: [{ id: 'i-1', name: bad, amount: '1', unit: 'kg', checked: false }],
        recipes: [],
        baseVersion: 0,
      }),
      'items.0.name',
      true,
    ],
    [
      'glycemic estimate',
      'POST',
      '/api/glycemic/estimate',
      (bad) => ({ ingredients: [{ name: bad, amount: 1, unit: 'g' }], servings: 1 }),
      'ingredients.0.name',
      false,
    ],
  ];

  for (const [label, method, url, payload, field, signedIn] of textCases) {
    for (const [what, bad] of [
      ['a NUL character', NUL],
      ['a lone surrogate', LONE],
    ] as const) {
      it(`${label}: ${what} is a 400 naming ${field}`, async () => {
        const res = await send(method, url, payload(bad), signedIn ? cook : null);
        expect(res.statusCode).toBe(400);
        expect(Object.keys(res.json().fields ?? {})).toContain(field);
      });
    }
  }

  it('a NUL in a memory (multipart) is a 400 naming the field', async () => {
    const boundary = 'roastieboundary';
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="recipeName"',
      '',
      NUL,
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const res = await postRawForm(body, `multipart/form-data; boundary=${boundary}`);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields ?? {})).toContain('recipeName');
  });

  for (const query of ['-'.repeat(40), '- '.repeat(100), '- -- '.repeat(30)]) {
    it(`a search of ${query.length} dashes answers (PostgreSQL's web search nests a NOT per dash)`, async () => {
      const res = await send('POST', '/api/search', { query }, null);
      expect(res.statusCode).toBe(200);
    });
  }

  describe('keyset cursors are checked in full', () => {
    const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const uuid = '0b9a6c1e-3f64-4c55-9a4e-2f8f2a1d7c11';
    const bad = [
      ['an id of 36 dashes', ['2026-01-01 10:00:00+00', '-'.repeat(36)]],
      ['a date of "1"', ['1', uuid]],
      ['a day that does not exist', ['2022-02-30 10:00:00+00', uuid]],
      ['an hour that does not exist', ['2022-02-03 25:00:00+00', uuid]],
    ] as const;
    for (const url of ['/api/recipe', '/api/posts']) {
      for (const [what, value] of bad) {
        it(`GET ${url} with ${what} is a 400`, async () => {
          const res = await app.inject({ url: `${url}?cursor=${cursorOf(value)}` });
          expect(res.statusCode).toBe(400);
          expect(res.json().fields).toHaveProperty('cursor');
        });
      }
      it(`GET ${url} with a well-formed cursor pages on`, async () => {
        const res = await app.inject({
          url: `${url}?cursor=${cursorOf(['2022-02-03 10:00:00.123456+00', uuid])}`,
        });
        expect(res.statusCode).toBe(200);
      });
    }
  });

  for (const amount of [1e39, 1e-46, '1e39', 1e300]) {
    it(`an ingredient amount of ${amount} is a 400 naming the amount`, async () => {
      const payload = {
        ...lentilSoup,
        ingredients: [{ name: 'red lentils', amount, unit: 'g' }],
      };
      const res = await send('POST', '/api/recipe', payload, cook);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty(['ingredients.0.amount']);
      const estimate = await send(
        'POST',
        '/api/glycemic/estimate',
        { ingredients: payload.ingredients, servings: 1 },
        null,
      );
      expect(estimate.statusCode).toBe(400);
    });
  }

  it('a shopping-list baseVersion of 2^31 is a 400', async () => {
    const res = await send(
      'PUT',
      '/api/shopping-list',
      { items: [], recipes: [], baseVersion: 2 ** 31 },
      cook,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('baseVersion');
  });

  it('a shopping-list multiplier of 1e39 is a 400', async () => {
    const res = await send(
      'PUT',
      '/api/shopping-list',
      {
        items: [],
        recipes: [{ id: 'r-1', name: 'Soup', servings: 1e39, multiplier: 1e39 }],
        baseVersion: 0,
      },
      cook,
    );
    expect(res.statusCode).toBe(400);
  });

  it('a truncated multipart body is a 400', async () => {
    const boundary = 'roastieboundary';
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="recipeName"',
      '',
      'Soup',
      `--${boundary}`,
      'Content-Disposition: form-data; name="image"; filename="a.jpg"',
      'Content-Type: image/jpeg',
      '',
      'half a pho',
    ].join('\r\n');
    const res = await postRawForm(body, `multipart/form-data; boundary=${boundary}`);
    expect(res.statusCode).toBe(400);
  });

  it('a multipart body with no boundary is a 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/post',
      headers: { cookie: cook.cookie, 'content-type': 'multipart/form-data' },
      payload: 'recipeName=Soup',
    });
    expect(res.statusCode).toBe(400);
  });

  it('a NUL in a media path is not a 500', async () => {
    const res = await app.inject({ url: '/media/abc%00def/800.webp' });
    expect(res.statusCode).toBeLessThan(500);
  });
});
