// Cooking from a recipe on its page (docs/decisions/0016-cooking-from-a-recipe.md): servings scale
// the amounts, the ingredients go to the shopping list for those servings, cook mode walks the
// steps with each step's ingredients, and the author deletes with the app's own dialog.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emptyShopRoutes, mockFetch, signedIn, signedOut } from '@/testing/mock-fetch';
import { callTo, makeRecipe, RECIPE_ID } from '@/testing/recipe-fixtures';
import { openRecipe } from '@/testing/open-recipe';

const detailPath = `/api/recipe/${RECIPE_ID}`;
const routes = (recipe = makeRecipe()) => ({
  [`GET ${detailPath}`]: { body: recipe },
  'GET /api/cooked-recipe': { body: { posts: 0 } },
  'GET /api/like': { body: { likedRecipes: [], count: 0 } },
  'POST /api/glycemic/estimate': {
    body: {
      glycemicIndex: 38,
      glycemicIndexBand: 'Low',
      glycemicLoadPerServing: 14,
      glycemicLoadBand: 'Medium',
      nutritionPerServing: { calories: 310, protein: 17, carbs: 41, fat: 8, fibre: 8 },
      carbCoverage: 0.93,
      unmatched: [],
      swaps: [],
      source: 'catalogue',
    },
  },
});

describe('cooking from a recipe', () => {
  it('scales every amount with the servings control, in kitchen numbers', async () => {
    mockFetch({ ...signedOut, ...routes() });
    const user = userEvent.setup();
    await openRecipe();
    expect(screen.getByText('red lentils: 250 g')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More servings' }));
    await user.click(screen.getByRole('button', { name: 'More servings' }));
    expect(screen.getByText('for 6 servings:')).toBeInTheDocument();
    expect(screen.getByText('red lentils: 375 g')).toBeInTheDocument();
    expect(screen.getByText('onion: 1½ pieces')).toBeInTheDocument();
    for (let i = 0; i < 5; i += 1)
      await user.click(screen.getByRole('button', { name: 'Fewer servings' }));
    expect(screen.getByText('for 1 serving:')).toBeInTheDocument();
    expect(screen.getByText('onion: ¼ piece')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fewer servings' })).toBeDisabled();
  });

  it('adds the ingredients for the chosen servings to this browser’s shopping list', async () => {
    mockFetch({ ...signedOut, ...routes(), ...emptyShopRoutes });
    const user = userEvent.setup();
    await openRecipe();
    await user.click(screen.getByRole('button', { name: 'More servings' }));
    await user.click(screen.getByRole('button', { name: 'More servings' }));
    await user.click(screen.getByRole('button', { name: 'Add to shopping list' }));
    expect(await screen.findByText(/Added Red Lentil Soup for 6 servings\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the shopping list' })).toHaveAttribute(
      'href',
      '/shop',
    );
    const stored = Object.keys(localStorage)
      .map((key) => localStorage.getItem(key) ?? '')
      .find((value) => value.includes('red lentils'));
    expect(stored).toBeDefined();
    expect(stored).toContain('"375"');
    expect(stored).toContain('"multiplier":1.5');
  });

  it('walks the steps one at a time in cook mode, with each step’s ingredients', async () => {
    mockFetch({ ...signedOut, ...routes() });
    const user = userEvent.setup();
    await openRecipe();
    await user.click(screen.getByRole('button', { name: 'Cook mode' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cook mode: Red Lentil Soup' });
    expect(within(dialog).getByRole('heading', { name: 'Step 1 of 2' })).toBeInTheDocument();
    expect(within(dialog).getByText('Soften the onion in the oil.')).toBeInTheDocument();
    const forStep = within(dialog).getByRole('heading', { name: 'For this step' }).parentElement!;
    expect(within(forStep).getByText('onion: 1 piece')).toBeInTheDocument();
    expect(within(forStep).queryByText(/red lentils/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByRole('heading', { name: 'Step 2 of 2' })).toBeInTheDocument();
    expect(
      within(dialog).getByText('Add the lentils and stock; simmer 20 minutes.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('lets the author delete the recipe after the app’s own confirm', async () => {
    const fetchMock = mockFetch({
      ...signedIn,
      ...routes(makeRecipe({ user_id: 'u-1' })),
      [`DELETE ${detailPath}`]: { status: 204, body: null },
      'GET /api/recipe': { body: { data: [], nextCursor: null } },
    });
    const user = userEvent.setup();
    const { router } = await openRecipe();
    await user.click(await screen.findByRole('button', { name: 'Delete recipe' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this recipe?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callTo(fetchMock, 'DELETE', detailPath)).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Delete recipe' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete recipe' }),
    );
    await waitFor(() => expect(callTo(fetchMock, 'DELETE', detailPath)).toBeDefined());
    await waitFor(() => expect(router.state.location.pathname).toBe('/recipe-gallery'));
  });

  it('offers delete to the author only', async () => {
    mockFetch({ ...signedIn, ...routes(makeRecipe({ user_id: 'someone-else' })) });
    await openRecipe();
    expect(screen.queryByRole('button', { name: 'Delete recipe' })).not.toBeInTheDocument();
  });
});
