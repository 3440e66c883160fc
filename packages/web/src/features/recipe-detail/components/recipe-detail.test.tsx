import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, signedIn, signedOut, type MockRoutes } from '@/testing/mock-fetch';
import { callTo, makeRecipe, RECIPE_ID } from '@/testing/recipe-fixtures';
import { openRecipe } from '@/testing/open-recipe';
import { renderApp } from '@/testing/render-app';

const detailPath = `/api/recipe/${RECIPE_ID}`;

function routes(recipe = makeRecipe(), extra: MockRoutes = {}): MockRoutes {
  return {
    [`GET ${detailPath}`]: { body: recipe },
    'GET /api/cooked-recipe': { body: { posts: 3 } },
    'POST /api/glycemic/estimate': {
      body: {
        glycemicIndex: 38,
        glycemicIndexBand: 'Low',
        glycemicLoadPerServing: 14,
        glycemicLoadBand: 'Medium',
        nutritionPerServing: { calories: 310, protein: 17, carbs: 41, fat: 8, fibre: 8 },
        carbCoverage: 0.93,
        unmatched: [],
        swaps: [
          {
            from: 'white rice',
            fromId: 'white-rice',
            to: 'pearled barley',
            toId: 'barley',
            glycemicIndex: 31,
            glycemicLoadPerServing: 8,
          },
        ],
        source: 'catalogue',
      },
    },
    ...extra,
  };
}

// Whole-app renders: generous time for a busy test machine.
describe('recipe detail', () => {
  it('shows the recipe, credited to Chef Roastie when it has no author, with the page title', async () => {
    mockFetch({ ...signedOut, ...routes() });
    await openRecipe();

    expect(screen.getByText('By Chef Roastie')).toBeInTheDocument();
    expect(screen.getByText('A velvety soup of red lentils, cumin and lemon.')).toBeInTheDocument();
    expect(screen.getByText('35 minutes of cooking')).toBeInTheDocument();
    expect(screen.getByText('for 4 servings:')).toBeInTheDocument();
    expect(screen.getByText('red lentils: 250 g')).toBeInTheDocument();
    expect(screen.getByText('onion: 1 piece')).toBeInTheDocument();
    expect(screen.getByText('Add the lentils and stock; simmer 20 minutes.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Red Lentil Soup · Roastie'));
    expect(await screen.findByText('Cooked 3 times')).toBeInTheDocument();
  });

  it('credits the author by full name', async () => {
    const author = { id: 'u-7', fullName: 'Grace Hopper', firstName: 'Grace', avatarUrl: null };
    mockFetch({ ...signedOut, ...routes(makeRecipe({ author, user_id: 'u-7' })) });
    await openRecipe();
    expect(screen.getByText('By Grace Hopper')).toBeInTheDocument();
  });

  it('draws the glycemic bar with its band, the marks 0, 55, 69 and 100, and the marker', async () => {
    mockFetch({
      ...signedOut,
      ...routes(makeRecipe({ glycemic_index: 62, gi_band: 'Medium', gi_low: 50, gi_high: 74 })),
    });
    await openRecipe();

    expect(
      screen.getByText(
        'Glycemic index 62 out of 100: Medium (56 to 69). GI 62, likely 50 to 74: Low to High.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('glycemic-range')).toHaveTextContent(
      'GI 62, likely 50 to 74 · Low to High',
    );
    const marks = screen.getByRole('list', { name: 'Scale' });
    expect(
      within(marks)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['0', '55', '69', '100']);
    expect(screen.getByTestId('glycemic-marker')).toHaveStyle({ left: '62%' });
    expect(screen.getByText('GL 14 · Medium')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'What is the glycemic index?' })).toBeInTheDocument();
  });

  it('explains where the GI came from and suggests lower-GI swaps', async () => {
    mockFetch({ ...signedOut, ...routes() });
    const user = userEvent.setup();
    await openRecipe();

    expect(
      screen.getByText(
        'Computed from 2 ingredients in our database, covering 93 % of the carbohydrate.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByText('What each ingredient adds'));
    expect(screen.getByText('Source: ITGI-2008, Lentils, red, boiled')).toBeInTheDocument();
    expect(screen.getByText('(by analogy)')).toBeInTheDocument();
    expect(await screen.findByText('pearled barley')).toBeInTheDocument();
    expect(screen.getByText('GI 31 · Low')).toBeInTheDocument();
    expect(screen.getByText('GL 8 · Low')).toBeInTheDocument();
  });

  it('shares by WhatsApp, Telegram and Email with the description and the recipe’s address', async () => {
    mockFetch({ ...signedOut, ...routes() });
    const user = userEvent.setup();
    await openRecipe();

    await user.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = screen.getByRole('dialog', { name: 'Share this recipe' });
    const url = `${window.location.origin}/recipe/${RECIPE_ID}`;
    const description = 'A velvety soup of red lentils, cumin and lemon.';
    const links = {
      WhatsApp: 'https://wa.me/?text=',
      Telegram: 'https://t.me/share/url?url=',
      Email: 'mailto:?subject=',
    };
    for (const [name, start] of Object.entries(links)) {
      const href = within(dialog).getByRole('link', { name }).getAttribute('href') ?? '';
      expect(href.startsWith(start)).toBe(true);
      expect(decodeURIComponent(href)).toContain(description);
      expect(decodeURIComponent(href)).toContain(url);
    }
  });

  it('shows the edit button to the owner only', async () => {
    mockFetch({ ...signedIn, ...routes(makeRecipe({ user_id: 'u-1' })) });
    await openRecipe();
    expect(await screen.findByRole('link', { name: 'Edit recipe' })).toHaveAttribute(
      'href',
      `/editor?recipeId=${RECIPE_ID}`,
    );
  });

  it('hides the edit button from other cooks and offers visitors Login or create account', async () => {
    mockFetch({ ...signedOut, ...routes(makeRecipe({ user_id: 'u-1' })) });
    await openRecipe();
    expect(screen.queryByRole('link', { name: 'Edit recipe' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login or create account' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Like' })).not.toBeInTheDocument();
    expect(screen.getByText('3 likes')).toBeInTheDocument();
  });

  it('likes with POST and unlikes with DELETE, the heart filled while liked', async () => {
    const fetchMock = mockFetch({
      ...signedIn,
      ...routes(),
      'POST /api/like': { body: { ok: true, likes: 4 } },
      'DELETE /api/like': { body: { ok: true, likes: 3 } },
    });
    const user = userEvent.setup();
    await openRecipe();

    const like = await screen.findByRole('button', { name: 'Like' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await user.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByText('4 likes')).toBeInTheDocument();
    expect(callTo(fetchMock, 'POST', '/api/like')?.body).toEqual({ recipeId: RECIPE_ID });

    await waitFor(() => expect(like).not.toHaveAttribute('aria-busy', 'true'));
    await user.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'));
    expect(screen.getByText('3 likes')).toBeInTheDocument();
    expect(callTo(fetchMock, 'DELETE', '/api/like')?.body).toEqual({ recipeId: RECIPE_ID });
  });

  it('hides the cooked count when it cannot be fetched', async () => {
    mockFetch({
      ...signedOut,
      ...routes(makeRecipe(), { 'GET /api/cooked-recipe': { status: 500, body: { error: 'x' } } }),
    });
    await openRecipe();
    await waitFor(() => expect(screen.queryByText(/Cooked|Not cooked/)).not.toBeInTheDocument());
  });

  it('says kindly that a missing recipe is not there', async () => {
    mockFetch({
      ...signedOut,
      [`GET ${detailPath}`]: { status: 404, body: { error: 'Recipe not found' } },
    });
    renderApp(`/recipe/${RECIPE_ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This recipe has left the kitchen' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Recipe not found · Roastie'));
  });
});
