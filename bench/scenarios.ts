// What the bench loads, built against a running app with a synthetic library: recipe pages by id,
// the gallery's first page and a later filtered one, searches of five kinds, 'Feeling hungry'
// and the food memory feed. docs/decisions/0014-speed.md lists the targets.
import { CATALOGUE } from '@roastie/core';
import type { LoadRequest } from './load.ts';

export interface Scenario {
  name: string;
  requests: LoadRequest[];
}

/**
 * Two-food searches that never repeat within a run ("lentil oats", "salmon rice"...): answers kept
 * in memory for a few seconds serve the repeated searches above; these show the search itself.
 */
function distinctQueries(count: number): string[] {
  const words = [...new Set(CATALOGUE.map((food) => food.name.split(' ')[0]!.toLowerCase()))];
  const queries: string[] = [];
  for (let step = 1; queries.length < count && step < words.length; step++)
    for (let i = 0; i < words.length && queries.length < count; i++)
      queries.push(`${words[i]} ${words[(i + step * 7) % words.length]}`);
  return queries;
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
  const scenarios: Scenario[] = [
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
    { name: 'POST /api/search (distinct, uncached)', requests: search(distinctQueries(20_000)) },
    { name: 'GET /api/recipe/random', requests: [{ method: 'GET', path: '/api/recipe/random' }] },
    { name: 'GET /api/posts (feed)', requests: [{ method: 'GET', path: '/api/posts' }] },
  ];
  return scenarios;
}

/**
 * Mixed traffic, as a crowd of visitors makes it: mostly recipe pages, then the gallery, searches,
 * 'Feeling hungry' and the feed, interleaved on every connection (weights in MIXED_SHARE).
 */
export function mixedTraffic(scenarios: readonly Scenario[]): Scenario {
  const requests: LoadRequest[] = [];
  const byName = new Map(scenarios.map((scenario) => [scenario.name, scenario.requests]));
  const rounds = 20;
  for (let round = 0; round < rounds; round++) {
    for (const [name, share] of MIXED_SHARE) {
      const pool = byName.get(name) ?? [];
      for (let i = 0; i < share && pool.length > 0; i++)
        requests.push(pool[(round * share + i) % pool.length]!);
    }
  }
  return { name: 'mixed traffic', requests };
}

/** Requests per round of mixed traffic, by scenario: recipe pages dominate, as on a real site. */
const MIXED_SHARE: readonly (readonly [string, number])[] = [
  ['GET /api/recipe/{id}', 10],
  ['GET /api/recipe (gallery, first page)', 3],
  ['GET /api/recipe?type=Dinner (page 4)', 1],
  ['POST /api/search (words)', 2],
  ['POST /api/search (typos)', 1],
  ['POST /api/search (two words)', 1],
  ['POST /api/search (misses)', 1],
  ['POST /api/search (distinct, uncached)', 1],
  ['GET /api/recipe/random', 1],
  ['GET /api/posts (feed)', 1],
];
