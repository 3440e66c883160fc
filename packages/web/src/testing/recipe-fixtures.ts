// Recipes as the API answers them, for tests: a card (lists, random) and a whole recipe (detail).
import type { Recipe, RecipeCard } from '@roastie/core';

export const RECIPE_ID = '6f1c2d3e-4b5a-4c6d-8e7f-901234567890';

export function makeCard(overrides: Partial<RecipeCard> = {}): RecipeCard {
  return {
    id: RECIPE_ID,
    user_id: null,
    name: 'Red Lentil Soup',
    description: 'A velvety soup of red lentils, cumin and lemon.',
    type: 'Lunch',
    image: '/media/abc/800.webp',
    imageSrcSet: '/media/abc/400.webp 400w, /media/abc/800.webp 800w',
    imagePlaceholder: 'data:image/webp;base64,AAAA',
    glycemic_index: 38,
    gi_band: 'Low',
    gi_low: 30,
    gi_high: 47,
    glycemic_load: 14.2,
    gl_band: 'Medium',
    cook_time: 35,
    likes: 3,
    author: null,
    created_at: '2026-01-02T10:00:00.000Z',
    ...overrides,
  };
}

export function makeRecipe(overrides: Partial<Recipe> = {}): Recipe {
  return {
    ...makeCard(),
    servings: 4,
    instructions: [
      { description: 'Soften the onion in the oil.' },
      { description: 'Add the lentils and stock; simmer 20 minutes.' },
    ],
    nutrition_info: { calories: 310, protein: 17.2, carbs: 41.5, fat: 7.9, fibre: 8.1, sugars: 4 },
    stated_glycemic_index: null,
    gi_provenance: {
      source: 'computed',
      nutritionSource: 'computed',
      carbCoverage: 0.93,
      plainGlycemicIndex: 38,
      unmatched: [{ name: 'love', reason: 'not a food' }],
      contributions: [
        {
          name: 'red lentils',
          ingredientName: 'red lentils',
          grams: 250,
          carbs: 120,
          gi: 26,
          giSource: { table: 'ITGI-2008', food: 'Lentils, red, boiled', basis: 'measured' },
          glShare: 0.7,
        },
        {
          name: 'onion',
          ingredientName: 'onion',
          grams: 150,
          carbs: 12,
          gi: 10,
          giSource: { table: 'ITGI-2008', food: 'Carrots, boiled', basis: 'analogy' },
          glShare: 0.05,
        },
      ],
    },
    diet: 'vegan',
    ingredients: [
      {
        id: 'row-1',
        ingredient_id: 'ing-lentils',
        amount: 250,
        unit: 'g',
        ingredients: { name: 'red lentils', unit: 'g' },
      },
      {
        id: 'row-2',
        ingredient_id: 'ing-onion',
        amount: 1,
        unit: 'piece',
        ingredients: { name: 'onion', unit: 'piece' },
      },
    ],
    likedByMe: false,
    updated_at: '2026-01-03T10:00:00.000Z',
    ...overrides,
  };
}

/** The call a fetch mock received for "METHOD /path" (the last one), with its URL and body. */
export function callTo(fetchMock: { mock: { calls: unknown[][] } }, method: string, path: string) {
  const calls = fetchMock.mock.calls
    .map(([input, init]) => ({
      url: new URL(String(input), 'http://localhost'),
      init: init as RequestInit | undefined,
    }))
    .filter(({ url, init }) => (init?.method ?? 'GET') === method && url.pathname === path);
  const last = calls.at(-1);
  return last
    ? {
        url: last.url,
        count: calls.length,
        body:
          typeof last.init?.body === 'string'
            ? (JSON.parse(last.init.body) as unknown)
            : last.init?.body,
      }
    : undefined;
}
