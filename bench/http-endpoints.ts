// What the HTTP benchmark measures. The first entry is the baseline every other one is compared
// with, measured in the same run on the same machine: a route that does no work.
export interface BenchEndpoint {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

export const endpoints: BenchEndpoint[] = [
  { name: 'baseline: GET /livez', method: 'GET', path: '/livez' },
  { name: 'GET /readyz (database ping)', method: 'GET', path: '/readyz' },
  { name: 'GET /about (app HTML with head)', method: 'GET', path: '/about' },
  { name: 'GET /api/ingredients (catalogue)', method: 'GET', path: '/api/ingredients' },
  { name: 'GET /api/recipe (gallery page)', method: 'GET', path: '/api/recipe' },
  { name: 'GET /api/recipe/random', method: 'GET', path: '/api/recipe/random' },
  {
    name: 'POST /api/search (typo)',
    method: 'POST',
    path: '/api/search',
    body: { query: 'spagetti' },
  },
  {
    name: 'POST /api/glycemic/estimate',
    method: 'POST',
    path: '/api/glycemic/estimate',
    body: {
      servings: 4,
      ingredients: [
        { name: 'basmati rice', amount: 600, unit: 'g' },
        { name: 'chickpeas', amount: 400, unit: 'g' },
        { name: 'spinach', amount: 200, unit: 'g' },
        { name: 'olive oil', amount: 2, unit: 'tbsp' },
      ],
    },
  },
];
