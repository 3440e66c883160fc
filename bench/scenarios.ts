// What the bench loads, built against a running app with a synthetic library: recipe pages by id,
// the gallery's first page and a later filtered one, searches of four kinds, 'Feeling hungry'
// and the food memory feed. docs/decisions/0014-speed.md lists the targets.
import type { LoadRequest } from './load.ts';

export interface Scenario {
  name: string;
  requests: LoadRequest[];
}

const search = (queries: string[]): LoadRequest[] =>
  queries.map((query) => ({ method: 'POST', path: '/api/search', body: { query } }));

export async function buildScenarios(origin: string, recipeIds: string[]): Promise<Scenario[]> {
  // A later page: follow the cursor of the Dinner filter three pages deep.
  let cursor: string | null = null;
  for (let page = 0; page < 3; page++) {
    const url: string = `${origin}/api/recipe?type=Dinner${cursor ? `&cursor=${cursor}` : ''}`;
    const body = (await (await fetch(url)).json()) as { nextCursor: string | null };
    cursor = body.nextCursor;
  }
  const step = Math.max(1, Math.floor(recipeIds.length / 50));
  const sample = recipeIds.filter((_, i) => i % step === 0).slice(0, 50);
  return [
    {
      name: 'GET /api/recipe/{id}',
      requests: sample.map((id) => ({ method: 'GET', path: `/api/recipe/${id}` })),
    },
    {
      name: 'GET /api/recipe (gallery, first page)',
      requests: [{ method: 'GET', path: '/api/recipe' }],
    },
    {
      name: 'GET /api/recipe?type=Dinner (page 4)',
      requests: [
        { method: 'GET', path: `/api/recipe?type=Dinner${cursor ? `&cursor=${cursor}` : ''}` },
      ],
    },
    {
      name: 'POST /api/search (words)',
      requests: search(['chicken', 'lentils', 'oats', 'salmon']),
    },
    {
      name: 'POST /api/search (typos)',
      requests: search(['chiken', 'spagetti', 'brocoli', 'lentls']),
    },
    {
      name: 'POST /api/search (two words)',
      requests: search(['sweet potato', 'chicken rice', 'lentil soup', 'oat porridge']),
    },
    { name: 'POST /api/search (misses)', requests: search(['unicorn', 'xylophone', 'qwerty']) },
    { name: 'GET /api/recipe/random', requests: [{ method: 'GET', path: '/api/recipe/random' }] },
    { name: 'GET /api/posts (feed)', requests: [{ method: 'GET', path: '/api/posts' }] },
  ];
}
