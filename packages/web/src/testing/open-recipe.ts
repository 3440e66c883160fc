// Opens the fixture recipe's page (testing/recipe-fixtures) in the whole app and waits until it is
// drawn: the header first, then the glycemic card and the method, which follow a frame later
// (hooks/use-after-first-paint.ts).
import { screen } from '@testing-library/react';
import { RECIPE_ID } from './recipe-fixtures';
import { renderApp } from './render-app';

export async function openRecipe() {
  const view = renderApp(`/recipe/${RECIPE_ID}`);
  await screen.findByRole('heading', { level: 1, name: 'Red Lentil Soup' });
  await screen.findByRole('heading', { level: 2, name: 'Instructions' });
  return view;
}
