// A fake API for the food-memory tests: testing/mock-fetch's routes, plus GET /api/posts answered
// by its `mine` parameter and POST /api/post answered when the test says so.
import type { Post } from '@roastie/core';
import { vi } from 'vitest';
import {
  jsonResponse,
  mockFetch,
  signedInUser,
  type MockReply,
  type MockRoutes,
} from '@/testing/mock-fetch';

export function memory(overrides: Partial<Post> = {}): Post {
  return {
    id: 'p-1',
    userId: 'u-2',
    recipeID: 'r-1',
    recipeName: 'Red lentil soup',
    content: 'Sunday lunch with the whole family.',
    imageURL: '/media/AAAAAAAAAAAAAAAAAAAAAA/800.webp',
    srcSet: '/media/AAAAAAAAAAAAAAAAAAAAAA/400.webp 400w',
    placeholder: 'data:image/webp;base64,AA==',
    width: 800,
    height: 600,
    date: '2026-11-22',
    created_at: '2026-11-22T12:00:00.000Z',
    author: { id: 'u-2', fullName: 'Grace Hopper', firstName: 'Grace', avatarUrl: null },
    ...overrides,
  };
}

export const myMemory = memory({
  id: 'p-2',
  userId: signedInUser.userId,
  recipeName: 'Chickpea stew',
  recipeID: 'r-2',
  content: 'Smoky, and the kids ate it.',
  date: '2026-11-20',
  author: { id: signedInUser.userId, fullName: 'Ada Lovelace', firstName: 'Ada', avatarUrl: null },
});

export const localAccounts: MockRoutes = {
  'GET /api/auth/config': { body: { localAccounts: true, googleClientId: null } },
};

export const lentilSearch: MockRoutes = {
  'POST /api/search': {
    body: [
      {
        id: 'r-1',
        name: 'Red lentil soup',
        description: 'Lemony',
        image: null,
        glycemic_index: 30,
        gi_band: 'Low',
      },
    ],
  },
};

interface MemoriesApi {
  routes: MockRoutes;
  community?: Post[];
  mine?: Post[];
  /** POST /api/post: a reply, or a promise of one (to hold the save in flight). */
  onPost?: () => MockReply | Promise<MockReply>;
}

export function mockMemoriesApi({ routes, community = [], mine = [], onPost }: MemoriesApi) {
  const base = mockFetch(routes);
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    if (method === 'GET' && url.pathname === '/api/posts') {
      const data = url.searchParams.get('mine') === 'true' ? mine : community;
      return jsonResponse({ body: { data, nextCursor: null } });
    }
    if (method === 'POST' && url.pathname === '/api/post' && onPost) {
      return jsonResponse(await onPost());
    }
    return base(input, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to `METHOD /path` (query ignored). */
export function callsTo(fetchMock: ReturnType<typeof mockMemoriesApi>, key: string) {
  return fetchMock.mock.calls.filter(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return `${(init?.method ?? 'GET').toUpperCase()} ${url.pathname}` === key;
  });
}
