// The editor's test kitchen: a small ingredient catalogue, the routes a signed-in cook needs,
// and helpers to open the editor and fill a recipe that passes validation.
import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { signedIn, type MockRoutes } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';

const item = (name: string, unit = 'g', aliases: string[] = []) => ({
  id: name.replace(/\W+/g, '-'),
  name,
  unit,
  aliases,
});

export const CATALOGUE = [
  item('rolled oats', 'cup'),
  item('oats', 'cup'),
  item('oat milk', 'cup'),
  item('goat cheese'),
  item('boat-shaped pasta'),
  item('oatcakes', 'piece'),
  item('steel-cut oats', 'cup'),
  item('oat bran', 'tbsp'),
  item('coated peanuts'),
  item('throat lozenge'),
  item('oatmeal', 'cup'),
  item('cornmeal', 'cup', ['polenta']),
  item('red lentils'),
];

/** What the server's engine answers for the editor's live estimate (its figures are not checked here). */
export const porridgeEstimate = {
  glycemicIndex: 55,
  glycemicIndexBand: 'Low',
  glycemicLoadPerServing: 12,
  glycemicLoadBand: 'Medium',
  nutritionPerServing: { calories: 150, protein: 5, carbs: 27, fat: 3, fibre: 4 },
  carbCoverage: 1,
  unmatched: [],
  swaps: [],
  source: 'catalogue',
};

export const saved = (id = 'r-new') => ({ status: 201, body: { recipe: { id } } });

export function routes(extra: MockRoutes = {}): MockRoutes {
  return {
    ...signedIn,
    'GET /api/ingredients': { body: CATALOGUE },
    'POST /api/glycemic/estimate': { body: porridgeEstimate },
    // Leaving the editor lands on the gallery, which asks for the cook's liked recipes; on a
    // loaded machine that request can come before the test ends, so it is answered.
    'GET /api/like': { body: { likedRecipes: [], count: 0 } },
    // Saving lands on the recipe page, which asks how often the dish was cooked: the same race.
    'GET /api/cooked-recipe': { body: { posts: 0 } },
    ...extra,
  };
}

export async function openEditor(url = '/editor') {
  const view = renderApp(url);
  await screen.findByRole('heading', { level: 1, name: 'Recipe editor' });
  await screen.findByRole('button', { name: 'Save recipe' });
  return view;
}

export const row = (n: number) => within(screen.getByRole('group', { name: `Ingredient ${n}` }));

/** Pastes rather than types: each field in one event keeps a busy test machine quick. */
async function paste(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

export async function fillValidRecipe(user: UserEvent) {
  await paste(user, screen.getByRole('textbox', { name: 'Name' }), 'Porridge');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Breakfast');
  await paste(user, screen.getByRole('textbox', { name: 'Description' }), 'Warm oats.');
  await paste(user, row(1).getByRole('combobox', { name: 'Name' }), 'oats');
  await user.keyboard('{Escape}');
  await paste(user, row(1).getByRole('textbox', { name: 'Amount' }), '2');
  await user.selectOptions(row(1).getByRole('combobox', { name: 'Unit' }), 'cup(s)');
  await paste(user, screen.getByRole('textbox', { name: 'Step 1' }), 'Simmer the oats.');
}

/** Waits for a check while setTimeout is faked (findBy* would wait on a faked timer forever). */
export async function untilFakeTimers(check: () => void) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      check();
      return;
    } catch (error) {
      if (attempt > 500) throw error;
      await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
    }
  }
}
