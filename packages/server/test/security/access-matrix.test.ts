// Who may call what, for every route the server has (issue 14, item 7). The route list is the
// server's own (an onRoute hook), so a route added without an entry here fails this test; each
// entry says public, signed in, or owner only, and is checked signed out (401) and, for owner
// routes, as another user (403). docs/decisions/0015-security-hardening.md.
import type { FastifyInstance, InjectOptions, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form, jpeg } from '../helpers/images.ts';
import { createRecipe } from '../helpers/recipes.ts';
import { signInAs, type SignedIn } from '../helpers/sign-in.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { memoryFields, postMemory } from '../../src/modules/posts/post-test-helpers.ts';

interface Fixtures {
  recipeId: string;
  postId: string;
  imageFilename: string;
  ownerId: string;
}

type Access =
  | { access: 'public' }
  /** `payload`: a valid body, so the 401 is about the caller and not the body. */
  | { access: 'signed-in'; payload?: InjectOptions['payload']; query?: string }
  /** Another user's resource answers 403: `request` is that call, made as the other user. */
  | { access: 'owner'; request: (f: Fixtures) => Omit<InjectOptions, 'headers'> };

const matrix: Record<string, Access> = {
  'GET /livez': { access: 'public' },
  'GET /readyz': { access: 'public' },
  'GET /api/ingredients': { access: 'public' },
  'POST /api/glycemic/estimate': { access: 'public' },
  'GET /api/auth/config': { access: 'public' },
  'POST /api/auth/register': { access: 'public' },
  'POST /api/auth/login': { access: 'public' },
  'POST /api/auth/logout': { access: 'public' },
  'POST /api/auth/nonce': { access: 'public' },
  'POST /api/set-cookie': { access: 'public' },
  'GET /api/user': { access: 'signed-in' },
  'DELETE /api/user': { access: 'signed-in' },
  'POST /api/user/onboarded': { access: 'signed-in' },
  'GET /api/users/:id': { access: 'public' },
  'GET /api/avatars/:id': { access: 'public' },
  'POST /api/uploadAvatar': {
    access: 'owner',
    request: (f) => ({
      method: 'POST',
      url: '/api/uploadAvatar',
      payload: form({ userId: f.ownerId }),
    }),
  },
  'GET /api/preferences': { access: 'signed-in' },
  'POST /api/submit-preferences': {
    access: 'owner',
    request: (f) => ({
      method: 'POST',
      url: '/api/submit-preferences',
      payload: {
        userId: f.ownerId,
        foodPreferences: ['Vegan'],
        cookingMeal: 'Lunch',
        dishPriority: 'No Glucose Spikes',
      },
    }),
  },
  'GET /media/:key/:file': { access: 'public' },
  'POST /api/images': { access: 'signed-in' },
  'PUT /api/images/update/:filename': {
    access: 'owner',
    request: (f) => ({
      method: 'PUT',
      url: `/api/images/update/${f.imageFilename}`,
      payload: form({}),
    }),
  },
  'GET /api/recipe': { access: 'public' },
  'POST /api/recipe': {
    access: 'signed-in',
    payload: {
      name: 'Soup',
      type: 'Lunch',
      description: 'Warm',
      instructions: [],
      ingredients: [{ name: 'lentils', amount: 1, unit: 'g' }],
    },
  },
  'GET /api/recipe/random': { access: 'public' },
  'GET /api/recipe/:id': { access: 'public' },
  'PUT /api/recipe/:id': {
    access: 'owner',
    request: (f) => ({
      method: 'PUT',
      url: `/api/recipe/${f.recipeId}`,
      payload: {
        name: 'Mine now',
        type: 'Lunch',
        description: 'Taken',
        instructions: [],
        ingredients: [{ name: 'lentils', amount: 1, unit: 'g' }],
      },
    }),
  },
  'POST /api/search': { access: 'public' },
  'GET /api/like': { access: 'signed-in' },
  'POST /api/like': {
    access: 'signed-in',
    payload: { recipeId: '0b9a6c1e-3f64-4c55-9a4e-2f8f2a1d7c11' },
  },
  'DELETE /api/like': {
    access: 'signed-in',
    payload: { recipeId: '0b9a6c1e-3f64-4c55-9a4e-2f8f2a1d7c11' },
  },
  'GET /api/like-recipe': { access: 'public' },
  'GET /api/posts': { access: 'public' },
  'POST /api/post': {
    access: 'owner',
    request: (f) => ({
      method: 'POST',
      url: '/api/post',
      payload: form({ ...memoryFields(f.recipeId), user_id: f.ownerId }),
    }),
  },
  'DELETE /api/post/:id': {
    access: 'owner',
    request: (f) => ({ method: 'DELETE', url: `/api/post/${f.postId}` }),
  },
  'GET /api/cooked-recipe': { access: 'public' },
  'POST /api/generateRecipe': { access: 'signed-in' },
  'POST /api/ingredients/parse': { access: 'public' },
  'DELETE /api/recipe/:id': {
    access: 'owner',
    request: (f) => ({ method: 'DELETE', url: `/api/recipe/${f.recipeId}` }),
  },
  'POST /api/recipe/import': {
    access: 'signed-in',
    payload: { text: 'Toast\n\nIngredients\n2 slices bread\n\nMethod\nToast the bread.' },
  },
  // The week is the session's own: there is no other cook's plan to ask for.
  'GET /api/plan': { access: 'signed-in', query: '?week=2026-W48' },
  'PUT /api/plan': {
    access: 'signed-in',
    payload: { week: '2026-W48', baseVersion: 0, entries: [] },
  },
  'GET /api/plan/suggestions': {
    access: 'signed-in',
    query: '?week=2026-W48&date=2026-11-24&slot=lunch',
  },
  'PUT /api/plan/budget': { access: 'signed-in', payload: { dailyGlBudget: 60 } },
  'GET /api/shopping-list': { access: 'signed-in' },
  'PUT /api/shopping-list': {
    access: 'signed-in',
    payload: { items: [], recipes: [], baseVersion: 0 },
  },
};

/** Pages of the web app and the API docs: public, read only, not API calls. */
const isPage = ({ method, url }: { method: string; url: string }) =>
  method === 'GET' &&
  (url.startsWith('/api/docs') ||
    !(url.startsWith('/api/') || url.startsWith('/media/') || ['/livez', '/readyz'].includes(url)));

/** A concrete URL for a route's path: parameters filled with ids that exist. */
function concrete(url: string, f: Fixtures): string {
  return url
    .replace(':id', f.recipeId)
    .replace(':filename', f.imageFilename)
    .replace(':key', 'abc')
    .replace(':file', '800.webp');
}

describe('access matrix from the server’s own route list', () => {
  let app: FastifyInstance;
  let owner: SignedIn;
  let other: SignedIn;
  let fixtures: Fixtures;
  const routes: { method: string; url: string }[] = [];

  beforeAll(async () => {
    app = await createTestApp({
      onRoute: (route: RouteOptions) => {
        for (const method of [route.method].flat()) {
          if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url: route.url });
        }
      },
    });
    owner = await signInAs(app);
    other = await signInAs(app);
    const recipeId = await createRecipe(app, owner);
    const photo = { data: await jpeg(64, 64), name: 'dish.jpg' };
    const post = await postMemory(app, owner, memoryFields(recipeId), photo);
    const image = await app.inject({
      method: 'POST',
      url: '/api/images',
      headers: { cookie: owner.cookie },
      payload: form({}, { field: 'image', ...photo }),
    });
    fixtures = {
      recipeId,
      postId: post.json().id as string,
      imageFilename: String(image.json().imageUrl).split('/')[2] ?? '',
      ownerId: owner.userId,
    };
  });
  afterAll(() => app.close());

  it('has an entry for every API route, and no entry for a route that is gone', () => {
    const api = routes.filter((r) => !isPage(r)).map((r) => `${r.method} ${r.url}`);
    expect(api.filter((key) => !(key in matrix))).toEqual([]);
    expect(Object.keys(matrix).filter((key) => !api.includes(key))).toEqual([]);
  });

  it('answers 401 signed out on every signed-in and owner route', async () => {
    const wrong: string[] = [];
    for (const { method, url } of routes) {
      const entry = matrix[`${method} ${url}`];
      if (!entry || entry.access === 'public') continue;
      const res = await app.inject({
        method: method as InjectOptions['method'],
        url: concrete(url, fixtures) + (entry.access === 'signed-in' ? (entry.query ?? '') : ''),
        payload: entry.access === 'owner' ? entry.request(fixtures).payload : entry.payload,
      });
      if (res.statusCode !== 401) wrong.push(`${method} ${url}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 403 to another user on every owner route, and leaves the owner’s data alone', async () => {
    const wrong: string[] = [];
    for (const [key, entry] of Object.entries(matrix)) {
      if (entry.access !== 'owner') continue;
      const res = await app.inject({
        ...entry.request(fixtures),
        headers: { cookie: other.cookie },
      } as InjectOptions);
      if (res.statusCode !== 403) wrong.push(`${key}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
    const recipe = await app.inject({ url: `/api/recipe/${fixtures.recipeId}` });
    expect(recipe.json().name).toBe('Red lentil soup');
  });

  it('answers public routes signed out without 401, 403 or 5xx', async () => {
    const wrong: string[] = [];
    for (const { method, url } of routes) {
      if (matrix[`${method} ${url}`]?.access !== 'public' || method !== 'GET') continue;
      const res = await app.inject({ method: 'GET', url: concrete(url, fixtures) });
      if ([401, 403].includes(res.statusCode) || res.statusCode >= 500) {
        wrong.push(`${method} ${url}: ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
