import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, signedIn, signedOut, type MockRoutes } from '@/testing/mock-fetch';
import { callTo, makeCard } from '@/testing/recipe-fixtures';
import { renderApp } from '@/testing/render-app';

const soup = makeCard({ id: 'r-1', name: 'Red Lentil Soup', likes: 3 });
const mine = makeCard({
  id: 'r-2',
  name: 'Ada’s Porridge',
  user_id: 'u-1',
  type: 'Breakfast',
  author: { id: 'u-1', fullName: 'Ada Lovelace', firstName: 'Ada', avatarUrl: null },
});

const list = (data = [soup], nextCursor: string | null = null): MockRoutes => ({
  'GET /api/recipe': { body: { data, nextCursor } },
});

async function openGallery() {
  const view = renderApp('/recipe-gallery');
  await screen.findByRole('heading', { level: 1, name: 'Recipe gallery' });
  return view;
}

function setScrollY(value: number) {
  Object.defineProperty(window, 'scrollY', { value, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

// Whole-app renders: generous time for a busy test machine.
describe('recipe gallery', () => {
  it('shows every recipe to visitors, with no tabs, and Add Recipe going to /create-recipe', async () => {
    const fetchMock = mockFetch({ ...signedOut, ...list() });
    await openGallery();

    const card = (await screen.findByRole('link', { name: 'Red Lentil Soup' })).closest('article');
    expect(card).not.toBeNull();
    const inCard = within(card as HTMLElement);
    expect(inCard.getByText('GI 38 · Low')).toBeInTheDocument();
    expect(inCard.getByText('Lunch')).toBeInTheDocument();
    expect(inCard.getByText('@Chef Roastie')).toBeInTheDocument();
    expect(inCard.getByText('3 likes')).toBeInTheDocument();
    expect(inCard.queryByRole('button', { name: /Like/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Recipe' })).toHaveAttribute(
      'href',
      '/create-recipe',
    );
    const query = callTo(fetchMock, 'GET', '/api/recipe')?.url.searchParams;
    expect(query?.get('author')).toBeNull();
    expect(query?.get('limit')).toBe('12');
  });

  it('builds the query from the Type and Glycemic Index filters', async () => {
    const fetchMock = mockFetch({ ...signedOut, ...list() });
    const user = userEvent.setup();
    await openGallery();
    await screen.findByRole('link', { name: 'Red Lentil Soup' });

    const gi = screen.getByRole('combobox', { name: 'Glycemic Index' });
    expect(
      within(gi)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Any GI', 'Low (55 or less)', 'Medium (56 to 69)', 'High (70 or more)']);
    const type = screen.getByRole('combobox', { name: 'Type' });
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All types', 'Breakfast', 'Lunch', 'Dinner', 'Dessert']);

    await user.selectOptions(type, 'Dinner');
    await user.selectOptions(gi, 'Low (55 or less)');

    await waitFor(() => {
      const query = callTo(fetchMock, 'GET', '/api/recipe')?.url.searchParams;
      expect(query?.get('type')).toBe('Dinner');
      expect(query?.get('gi')).toBe('Low');
    });
  });

  it('folds the filters behind one Filters button that says how many are set', async () => {
    mockFetch({ ...signedOut, ...list() });
    const user = userEvent.setup();
    await openGallery();
    await screen.findByRole('link', { name: 'Red Lentil Soup' });
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute(
      'aria-controls',
      screen.getByRole('group', { name: 'Filter recipes' }).id,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Dinner');
    expect(await screen.findByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
  });

  it('filters by glycemic load per serving and shows GL beside GI on the cards', async () => {
    const fetchMock = mockFetch({ ...signedOut, ...list() });
    const user = userEvent.setup();
    await openGallery();
    await screen.findByRole('link', { name: 'Red Lentil Soup' });
    expect(screen.getAllByText('GL 14 · Medium').length).toBeGreaterThan(0);

    const gl = screen.getByRole('combobox', { name: 'Glycemic load' });
    expect(
      within(gl)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Any GL', 'Low (10 or less)', 'Medium (11 to 19)', 'High (20 or more)']);
    await user.selectOptions(gl, 'Low (10 or less)');
    await waitFor(() => {
      const query = callTo(fetchMock, 'GET', '/api/recipe')?.url.searchParams;
      expect(query?.get('gl')).toBe('Low');
    });
  });

  it("starts a cook's gallery at their preferences, and lets them clear a filter for good", async () => {
    const fetchMock = mockFetch({
      ...signedIn,
      ...list([mine]),
      'GET /api/like': { body: { likedRecipes: [], count: 0 } },
      'GET /api/preferences': {
        body: {
          foodPreferences: ['Vegetarian'],
          cookingMeal: 'Dinner',
          dishPriority: 'No Glucose Spikes',
        },
      },
    });
    const user = userEvent.setup();
    const { router } = await openGallery();
    await screen.findByRole('link', { name: 'Ada’s Porridge' });

    const gi = screen.getByRole('combobox', { name: 'Glycemic Index' });
    const diet = screen.getByRole('combobox', { name: 'Diet' });
    expect(gi).toHaveValue('Low');
    expect(diet).toHaveValue('vegetarian');
    // Every page asked for was filtered: none went out before the preferences arrived. (The
    // one-card question "has this cook any recipe?" picks the tab, not a page.)
    const asked = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/recipe' && url.searchParams.get('limit') !== '1');
    expect(asked.length).toBeGreaterThan(0);
    for (const url of asked) {
      expect(url.searchParams.get('gi')).toBe('Low');
      expect(url.searchParams.get('diet')).toBe('vegetarian');
    }

    await user.selectOptions(gi, 'Any GI');
    await waitFor(() => {
      const query = callTo(fetchMock, 'GET', '/api/recipe')?.url.searchParams;
      expect(query?.get('gi')).toBeNull();
      expect(query?.get('diet')).toBe('vegetarian');
    });
    expect(router.state.location.search).toContain('gi=any');
    expect(gi).toHaveValue('');
  });

  it('offers My Recipes and Community Recipes tabs to signed-in cooks', async () => {
    const fetchMock = mockFetch({
      ...signedIn,
      ...list([mine]),
      'GET /api/like': { body: { likedRecipes: [], count: 0 } },
    });
    const user = userEvent.setup();
    await openGallery();

    const myTab = await screen.findByRole('tab', { name: 'My Recipes' });
    expect(myTab).toHaveAttribute('aria-selected', 'true');
    await screen.findByRole('link', { name: 'Ada’s Porridge' });
    expect(screen.getByText('@Ada Lovelace')).toBeInTheDocument();
    expect(callTo(fetchMock, 'GET', '/api/recipe')?.url.searchParams.get('author')).toBe('me');

    await user.click(screen.getByRole('tab', { name: 'Community Recipes' }));
    expect(screen.getByRole('tab', { name: 'Community Recipes' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() =>
      expect(callTo(fetchMock, 'GET', '/api/recipe')?.url.searchParams.get('author')).toBeNull(),
    );
  });

  it('opens on Community for a cook with no recipes of their own, and keeps the tab in the address', async () => {
    const fetchMock = mockFetch({
      ...signedIn,
      'GET /api/recipe': () => ({ body: { data: [], nextCursor: null } }),
      'GET /api/like': { body: { likedRecipes: [], count: 0 } },
    });
    const user = userEvent.setup();
    const { router } = await openGallery();
    const community = await screen.findByRole('tab', { name: 'Community Recipes' });
    await waitFor(() => expect(community).toHaveAttribute('aria-selected', 'true'));
    await waitFor(() => {
      const pages = fetchMock.mock.calls
        .map(([input]) => new URL(String(input), 'http://localhost'))
        .filter((url) => url.pathname === '/api/recipe' && url.searchParams.get('limit') !== '1');
      expect(pages.length).toBeGreaterThan(0);
      expect(pages.every((url) => url.searchParams.get('author') === null)).toBe(true);
    });
    await user.click(screen.getByRole('tab', { name: 'My Recipes' }));
    expect(router.state.location.search).toContain('tab=mine');
    expect(screen.getByRole('tab', { name: 'My Recipes' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('lets a signed-in cook like (never unlike) a recipe; the count goes up at once', async () => {
    const fetchMock = mockFetch({
      ...signedIn,
      ...list(),
      'GET /api/like': { body: { likedRecipes: [], count: 0 } },
      'POST /api/like': { body: { ok: true, likes: 4 } },
    });
    const user = userEvent.setup();
    await openGallery();
    await user.click(await screen.findByRole('tab', { name: 'Community Recipes' }));

    const like = await screen.findByRole('button', { name: 'Like Red Lentil Soup' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await user.click(like);

    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(like).toBeDisabled();
    expect(screen.getByText('4')).toBeInTheDocument();
    expect(callTo(fetchMock, 'POST', '/api/like')?.body).toEqual({ recipeId: 'r-1' });
    expect(callTo(fetchMock, 'DELETE', '/api/like')).toBeUndefined();
  });

  it('loads the next page with the cursor', async () => {
    let page = 0;
    const fetchMock = mockFetch({
      ...signedOut,
      'GET /api/recipe': () => {
        page += 1;
        return page === 1
          ? { body: { data: [soup], nextCursor: 'cursor-2' } }
          : { body: { data: [makeCard({ id: 'r-3', name: 'Shakshuka' })], nextCursor: null } };
      },
    });
    const user = userEvent.setup();
    await openGallery();

    await user.click(await screen.findByRole('button', { name: 'Show more recipes' }));

    expect(await screen.findByRole('link', { name: 'Shakshuka' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Red Lentil Soup' })).toBeInTheDocument();
    expect(callTo(fetchMock, 'GET', '/api/recipe')?.url.searchParams.get('cursor')).toBe(
      'cursor-2',
    );
    expect(screen.queryByRole('button', { name: 'Show more recipes' })).not.toBeInTheDocument();
  });

  it('shows ↑ Top only once scrolled more than 200 px, and it scrolls back up', async () => {
    mockFetch({ ...signedOut, ...list() });
    const user = userEvent.setup();
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    await openGallery();

    setScrollY(200);
    expect(screen.queryByRole('button', { name: '↑ Top' })).not.toBeInTheDocument();
    setScrollY(201);
    // The button's scroll subscription starts in an effect, which a loaded machine may run after
    // the heading shows: wait for the button rather than expect it in the same tick.
    const top = await screen.findByRole('button', { name: '↑ Top' });

    await user.click(top);
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(screen.getByRole('heading', { level: 1, name: 'Recipe gallery' })).toHaveFocus();
  });

  it('tells the cook when the recipes could not be fetched', async () => {
    mockFetch({ ...signedOut, 'GET /api/recipe': { status: 500, body: { error: 'Boom' } } });
    await openGallery();
    expect(await screen.findByText(/couldn’t fetch the recipes just now/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
