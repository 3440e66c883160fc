import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../lib/http-errors.ts';
import { createTestApp } from '../../test/helpers/test-app.ts';

describe('the error handler', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp({
      env: { BODY_LIMIT_BYTES: '2048' },
      beforeReady: (instance) => {
        const typed = instance.withTypeProvider<ZodTypeProvider>();
        typed.post(
          '/api/test/echo',
          {
            schema: {
              body: z.object({
                name: z.string().min(1, 'Name is required'),
                servings: z.number().positive('Servings must be above zero'),
              }),
            },
          },
          async (request) => request.body,
        );
        typed.get('/api/test/boom', async () => {
          throw new Error('connection to postgres://admin:secret@db failed');
        });
        typed.get('/api/test/bad', async () => {
          throw badRequest('That recipe needs a name.', { name: 'Name is required' });
        });
      },
    });
  });
  afterAll(() => app.close());

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({
      statusCode: 404,
      error: expect.stringContaining('GET /api/nope'),
    });
    const post = await app.inject({ method: 'POST', url: '/api/nope', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json().error).toContain('POST /api/nope');
  });

  it('names each invalid field with a 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: '', servings: -2 },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.fields).toEqual({
      name: 'Name is required',
      servings: 'Servings must be above zero',
    });
    expect(body.error).toContain('Name is required');
  });

  it('passes an HttpError through with its fields', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/bad' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      error: 'That recipe needs a name.',
      fields: { name: 'Name is required' },
    });
  });

  it('never leaks internals on a 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('postgres');
    expect(res.json().error).toMatch(/Something burnt/);
  });

  it('refuses bodies over the limit with 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(4000), servings: 1 }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatch(/too large/);
  });

  it('answers unreadable JSON with 400 and unknown content types with 415', async () => {
    const broken = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toMatch(/JSON/);
    const xml = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<name/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().error).toBe("Chef Roastie can't read that kind of content.");
    const text = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'text/plain' },
      payload: '{"name": "Soup"}',
    });
    expect(text.statusCode).toBe(415);
  });
});
