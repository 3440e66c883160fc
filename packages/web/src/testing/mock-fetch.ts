// A fetch stand-in: answers by "METHOD /path", records every call, fails loudly on the unexpected.
import { vi } from 'vitest';

export interface MockReply {
  status?: number;
  body?: unknown;
}

/** A reply, or a function of the request (its URL and init, e.g. a PUT's body) that makes one. */
export type MockRoutes = Record<
  string,
  MockReply | ((request: { url: URL; init: RequestInit | undefined }) => MockReply)
>;

export function jsonResponse({ status = 200, body }: MockReply): Response {
  const hasBody = body !== undefined && status !== 204;
  return new Response(hasBody ? JSON.stringify(body) : null, {
    status,
    headers: hasBody ? { 'Content-Type': 'application/json' } : {},
  });
}

export class UnmockedRequestError extends Error {
  constructor(key: string) {
    super(`No mock for ${key}: add it to the test's routes`);
  }
}

/** Requests a test made that it had no mock for, checked after each test (testing/setup.ts). */
export const unmockedRequests: string[] = [];

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
    // Fail the test, not just the request: an unmocked call is a test that doesn't know its page.
    if (!route) {
      unmockedRequests.push(key);
      throw new UnmockedRequestError(key);
    }
    return jsonResponse(typeof route === 'function' ? route({ url, init }) : route);
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

/** What the shell asks on every page: which ways of signing in this Roastie offers. */
export const shellRoutes: MockRoutes = {
  'GET /api/auth/config': { body: { localAccounts: true, googleClientId: null } },
};

export const signedOut: MockRoutes = {
  ...shellRoutes,
  'GET /api/user': { status: 401, body: { error: 'Not signed in' } },
};

export const signedIn: MockRoutes = {
  ...shellRoutes,
  'GET /api/user': { body: signedInUser },
  // A cook who has not answered the questionnaire yet (the gallery reads it for its filters).
  'GET /api/preferences': {
    body: { foodPreferences: null, cookingMeal: null, dishPriority: null },
  },
};

/** What /shop asks for: the catalogue for suggestions, and a signed-in cook's saved list. */
export const emptyShopRoutes: MockRoutes = {
  'GET /api/ingredients': { body: [] },
  'GET /api/shopping-list': { body: { items: [], recipes: [], version: 0 } },
};
