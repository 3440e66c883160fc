import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { api, ApiError } from './api-client';
import { shouldRetry } from './query-client';

describe('api client', () => {
  it('sends JSON with credentials and reads JSON back', async () => {
    const fetchMock = mockFetch({ 'POST /api/search': { body: [{ id: 1, name: 'Soup' }] } });

    await expect(api.post('/api/search', { query: 'soup' })).resolves.toEqual([
      { id: 1, name: 'Soup' },
    ]);

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/search');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe(JSON.stringify({ query: 'soup' }));
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('turns an error answer into an ApiError with the server’s message', async () => {
    mockFetch({
      'GET /api/recipe/9': { status: 404, body: { statusCode: 404, message: 'No such recipe' } },
      'GET /api/like': { status: 401, body: { error: 'Please sign in' } },
      'GET /api/posts': { status: 500 },
    });

    await expect(api.get('/api/recipe/9')).rejects.toMatchObject({
      name: 'ApiError',
      status: 404,
      message: 'No such recipe',
    });
    await expect(api.get('/api/like')).rejects.toMatchObject({
      status: 401,
      message: 'Please sign in',
    });
    await expect(api.get('/api/posts')).rejects.toMatchObject({
      status: 500,
      message: 'Request failed with status 500',
    });
  });

  it('answers undefined for an empty body', async () => {
    mockFetch({ 'DELETE /api/like': { status: 204 } });
    await expect(api.delete('/api/like', { recipeId: 1 })).resolves.toBeUndefined();
  });

  it('retries once, but never a 4xx', () => {
    expect(shouldRetry(0, new ApiError(500, 'boom'))).toBe(true);
    expect(shouldRetry(1, new ApiError(500, 'boom'))).toBe(false);
    expect(shouldRetry(0, new ApiError(404, 'gone'))).toBe(false);
    expect(shouldRetry(0, new TypeError('offline'))).toBe(true);
  });
});
