// Test helpers for the shopping screen: a tiny catalogue, a recipe, a visitor's API, and the
// steps a cook takes (open /shop, add an item with its amount).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IngredientListItem } from '@roastie/core';
import { mockFetch, signedOut, type MockRoutes } from '@/testing/mock-fetch';
import { makeRecipe, RECIPE_ID } from '@/testing/recipe-fixtures';
import { renderApp } from '@/testing/render-app';

function ingredient(id: string, name: string, unit: string): IngredientListItem {
  return {
    id,
    name,
    unit,
    category: 'other',
    aliases: [],
    per100g: { kcal: 0, protein: 0, fat: 0, carbs: 0, fibre: 0, sugars: 0 },
    glycemicIndex: null,
    giSource: null,
    nutritionSource: { table: 'test', food: name },
    household: {},
  };
}

export const CATALOGUE = [
  ingredient('flour', 'flour', 'g'),
  ingredient('oat-flour', 'oat flour', 'g'),
  ingredient('milk', 'milk', 'ml'),
];

export const soup = makeRecipe({ id: RECIPE_ID, name: 'Red Lentil Soup', servings: 4 });
soup.ingredients = [
  {
    id: 'row-1',
    ingredient_id: null,
    amount: 250,
    unit: 'g',
    ingredients: { name: 'red lentils', unit: 'g' },
  },
  {
    id: 'row-2',
    ingredient_id: null,
    amount: 1,
    unit: 'piece',
    ingredients: { name: 'onion', unit: 'piece' },
  },
];

export function visitor(extra: MockRoutes = {}) {
  return mockFetch({
    ...signedOut,
    'GET /api/ingredients': { body: CATALOGUE },
    'POST /api/search': { body: [{ ...soup, image: null }] },
    [`GET /api/recipe/${RECIPE_ID}`]: { body: soup },
    ...extra,
  });
}

export async function openShop() {
  const user = userEvent.setup();
  const view = renderApp('/shop');
  await screen.findByRole('heading', { level: 1, name: 'Shopping list' }, { timeout: 5000 });
  return { user, ...view };
}

export const searchBox = () =>
  screen.getByRole('combobox', { name: 'Add an ingredient or a recipe' });

export async function addItem(
  user: ReturnType<typeof userEvent.setup>,
  name: string,
  amount: string,
  unit: string,
) {
  await user.type(searchBox(), name);
  await user.click(screen.getByRole('button', { name: 'Add' }));
  const form = screen.getByRole('form', { name: `How much ${name}?` });
  await user.type(within(form).getByRole('textbox', { name: 'Amount' }), amount);
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Unit' }), unit);
  await user.click(within(form).getByRole('button', { name: 'Add to list' }));
}
