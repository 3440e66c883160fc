import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlanEntry, PlanRecipe, PlanResponse } from '@roastie/core';
import { describe, expect, it } from 'vitest';
import {
  emptyShopRoutes,
  mockFetch,
  signedIn,
  signedOut,
  type MockRoutes,
} from '@/testing/mock-fetch';
import { makeRecipe, RECIPE_ID } from '@/testing/recipe-fixtures';
import { renderApp } from '@/testing/render-app';

const WEEK = '2026-W48';
const soup: PlanRecipe = {
  id: RECIPE_ID,
  name: 'Red Lentil Soup',
  type: 'Lunch',
  image: null,
  servings: 4,
  glycemicLoad: 14,
  glBand: 'Medium',
  carbs: 41.5,
  calories: 310,
  protein: 17.2,
  diet: 'vegan',
};
const porridgeId = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';
const porridge: PlanRecipe = {
  ...soup,
  id: porridgeId,
  name: 'Porridge',
  type: 'Breakfast',
  glycemicLoad: 40,
};

/** A server that keeps one week, versioned like the real one. */
function planServer(initial: PlanEntry[] = [], options: { conflictOnce?: PlanEntry[] } = {}) {
  const known = new Map([soup, porridge].map((r) => [r.id, r]));
  let state = { entries: initial, version: initial.length ? 1 : 0 };
  let conflict = options.conflictOnce;
  const puts: PlanEntry[][] = [];
  const answer = (): PlanResponse => ({
    week: WEEK,
    version: state.version,
    entries: state.entries,
    recipes: [...new Set(state.entries.map((e) => e.recipeId))].flatMap((id) => {
      const r = known.get(id);
      return r ? [r] : [];
    }),
    dailyGlBudget: 80,
  });
  const routes: MockRoutes = {
    'GET /api/plan': () => ({ body: answer() }),
    'PUT /api/plan': ({ init }) => {
      const body = JSON.parse(String(init?.body)) as { entries: PlanEntry[]; baseVersion: number };
      puts.push(body.entries);
      if (conflict) {
        state = { entries: conflict, version: state.version + 1 };
        conflict = undefined;
      }
      if (body.baseVersion !== state.version) {
        return { status: 409, body: { statusCode: 409, error: 'changed', current: answer() } };
      }
      state = { entries: body.entries, version: state.version + 1 };
      return { body: answer() };
    },
    'GET /api/plan/suggestions': () => ({ body: { recipes: [soup], remaining: 80 } }),
  };
  return { routes, puts };
}

const entry = (over: Partial<PlanEntry> & { id: string }): PlanEntry => ({
  date: '2026-11-24',
  slot: 'lunch',
  recipeId: RECIPE_ID,
  servings: 1,
  ...over,
});

function dayCard(name: RegExp) {
  return screen.getByRole('article', { name });
}

describe('the meal plan', () => {
  it('asks a visitor to sign in', async () => {
    mockFetch({ ...signedOut });
    renderApp('/plan');
    expect(await screen.findByRole('heading', { level: 1, name: 'Meal plan' })).toBeInTheDocument();
    expect(await screen.findByText(/Sign in to plan your week/)).toBeInTheDocument();
  });

  it('plans a suggested dish into an empty slot and shows the day against the budget', async () => {
    const server = planServer();
    mockFetch({ ...signedIn, ...emptyShopRoutes, ...server.routes });
    renderApp(`/plan?week=${WEEK}`);
    await screen.findByText('23 – 29 Nov 2026');
    const tuesday = await screen.findByRole('article', { name: /Tuesday 24 November/ });
    const lunch = within(tuesday).getByRole('region', { name: 'Lunch' });
    await userEvent.click(within(lunch).getByRole('button', { name: 'Suggest a lunch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lunch on Tuesday 24 November' });
    expect(await within(dialog).findByText('GL 80 left in this day’s budget.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Red Lentil Soup' }));

    await waitFor(() => expect(server.puts).toHaveLength(1));
    expect(server.puts[0]).toEqual([
      expect.objectContaining({
        date: '2026-11-24',
        slot: 'lunch',
        recipeId: RECIPE_ID,
        servings: 1,
      }),
    ]);
    const card = dayCard(/Tuesday 24 November/);
    expect(await within(card).findByRole('link', { name: 'Red Lentil Soup' })).toBeInTheDocument();
    expect(within(card).getByText('GL 14', { selector: 'strong' })).toBeInTheDocument();
    expect(within(card).getByText('within budget')).toBeInTheDocument();

    // Six servings take the day past its budget of 80 (GL 84, amber: up to 20 % over).
    for (let i = 0; i < 10; i += 1) {
      await userEvent.click(within(card).getByRole('button', { name: 'One serving more' }));
    }
    await waitFor(() => expect(within(card).getByText('over budget')).toBeInTheDocument());
    expect(within(card).getByText('6 servings')).toBeInTheDocument();
    expect(screen.getByText(/1 day over budget/)).toBeInTheDocument();
  });

  it('keeps both devices’ changes when another device saved first', async () => {
    const other = entry({ id: 'other', slot: 'breakfast', recipeId: porridgeId });
    const server = planServer([], { conflictOnce: [other] });
    mockFetch({ ...signedIn, ...emptyShopRoutes, ...server.routes });
    renderApp(`/plan?week=${WEEK}`);
    const tuesday = await screen.findByRole('article', { name: /Tuesday 24 November/ });
    await userEvent.click(
      within(within(tuesday).getByRole('region', { name: 'Lunch' })).getByRole('button', {
        name: 'Suggest a lunch',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Add Red Lentil Soup' }),
    );
    await waitFor(() => expect(server.puts).toHaveLength(2));
    expect(server.puts[1]?.map((e) => e.recipeId)).toEqual([porridgeId, RECIPE_ID]);
    const card = dayCard(/Tuesday 24 November/);
    expect(await within(card).findByRole('link', { name: 'Porridge' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Red Lentil Soup' })).toBeInTheDocument();
  });

  it('adds the whole week to the shopping list, scaled by the servings planned', async () => {
    const server = planServer([
      entry({ id: 'a', servings: 2 }),
      entry({ id: 'b', date: '2026-11-25', servings: 2 }),
    ]);
    const listPuts: { items: { name: string; amount: string; unit: string }[] }[] = [];
    mockFetch({
      ...signedIn,
      ...emptyShopRoutes,
      ...server.routes,
      [`GET /api/recipe/${RECIPE_ID}`]: { body: makeRecipe() },
      'PUT /api/shopping-list': ({ init }) => {
        const body = JSON.parse(String(init?.body)) as {
          items: { name: string; amount: string; unit: string }[];
        };
        listPuts.push(body);
        return { body: { ...body, version: 1 } };
      },
    });
    renderApp(`/plan?week=${WEEK}`);
    expect(await screen.findAllByRole('link', { name: 'Red Lentil Soup' })).toHaveLength(2);
    const button = await screen.findByRole('button', {
      name: 'Add this week to the shopping list',
    });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(
      await screen.findByText(/Added 1 recipe \(4 servings\) to your shopping list\./),
    ).toBeInTheDocument();
    await waitFor(() => expect(listPuts.length).toBeGreaterThan(0));
    // 2 + 2 servings of a 4-serving recipe: its 250 g of red lentils, once.
    const lentils = listPuts.at(-1)?.items.find((i) => i.name === 'red lentils');
    expect(lentils).toMatchObject({ amount: '250', unit: 'g' });
  });

  it('places a recipe from its page into the slot picked', async () => {
    const server = planServer();
    mockFetch({
      ...signedIn,
      ...emptyShopRoutes,
      ...server.routes,
      [`GET /api/recipe/${RECIPE_ID}`]: { body: makeRecipe() },
    });
    renderApp(`/plan?week=${WEEK}&add=${RECIPE_ID}`);
    expect(await screen.findByText('Red Lentil Soup', { selector: 'strong' })).toBeInTheDocument();
    const friday = await screen.findByRole('article', { name: /Friday 27 November/ });
    await userEvent.click(
      within(within(friday).getByRole('region', { name: 'Dinner' })).getByRole('button', {
        name: 'Put it here',
      }),
    );
    await waitFor(() => expect(server.puts).toHaveLength(1));
    expect(server.puts[0]).toEqual([
      expect.objectContaining({ date: '2026-11-27', slot: 'dinner', recipeId: RECIPE_ID }),
    ]);
    await waitFor(() => expect(screen.queryByText(/Where does/)).not.toBeInTheDocument());
  });
});
