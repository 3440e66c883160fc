// A fetch stand-in: answers by "METHOD /path", records every call, fails loudly on the unexpected.
import { vi } from 'vitest';

export interface MockReply {
  status?: number;
  body?: unknown;
}

export type MockRoutes = Record<string, MockReply | (() => MockReply)>;

export function jsonResponse({ status = 200, body }: MockReply): Response {
  const hasBody = body !== undefined && status !== 204;
  return new Response(hasBody ? JSON.stringify(body) : null, {
    status,
    headers: hasBody ? { 'Content-Type': 'application/json' } : {},
  });
}

export function mockFetch(routes: MockRoutes) {
  // The server sets the user_id hint with the session; the app only asks who is signed in then.
  const user = routes['GET /api/user'];
  if (user && typeof user !== 'function' && (user.status ?? 200) === 200) {
    document.cookie = `user_id=${signedInUser.userId}; Path=/`;
  }
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const key = `${(init?.method ?? 'GET').toUpperCase()} ${url.pathname}`;
    const route = routes[key];
    if (!route) return jsonResponse({ status: 404, body: { error: `No mock for ${key}` } });
    return jsonResponse(typeof route === 'function' ? route() : route);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const signedInUser = {
  userId: 'u-1',
  firstName: 'Ada',
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  createdAt: '2026-01-01T10:00:00.000Z',
  avatarUrl: null,
  onboarded: true,
};

export const signedOut: MockRoutes = {
  'GET /api/user': { status: 401, body: { error: 'Not signed in' } },
};

export const signedIn: MockRoutes = {
  'GET /api/user': { body: signedInUser },
};
