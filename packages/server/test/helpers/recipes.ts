// Recipes for tests, saved through the real API.
import type { FastifyInstance } from 'fastify';
import type { SignedIn } from './sign-in.ts';

export const lentilSoup = {
  name: 'Red lentil soup',
  type: 'Lunch',
  description: 'Lemony, warming and low GI',
  cookTime: 35,
  servings: 4,
  instructions: [{ description: 'Soften the onion' }, { description: 'Simmer the lentils' }],
  ingredients: [
    { name: 'red lentils', amount: 600, unit: 'g' },
    { name: 'onion', amount: 1, unit: 'piece' },
    { name: 'olive oil', amount: 2, unit: 'tablespoons' },
    { name: 'carrot', amount: 2, unit: 'pieces' },
  ],
};

export const whiteToast = {
  name: 'Jam on white toast',
  type: 'Breakfast',
  description: 'Fast, sweet and spiky',
  instructions: [{ description: 'Toast the bread' }, { description: 'Spread the jam' }],
  ingredients: [
    { name: 'white bread', amount: 4, unit: 'piece' },
    { name: 'jam', amount: 2, unit: 'tablespoon' },
  ],
};

export async function createRecipe(
  app: FastifyInstance,
  cook: SignedIn,
  payload: object = lentilSoup,
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/recipe',
    headers: { cookie: cook.cookie },
    payload,
  });
  if (res.statusCode !== 201) throw new Error(`createRecipe: ${res.statusCode} ${res.body}`);
  return res.json().recipe.id as string;
}
