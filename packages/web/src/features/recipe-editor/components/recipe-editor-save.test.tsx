import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { callTo, makeRecipe, RECIPE_ID } from '@/testing/recipe-fixtures';
import {
  fillValidRecipe,
  openEditor,
  routes,
  row,
  saved,
  untilFakeTimers,
} from '../testing/editor-harness';

afterEach(() => {
  vi.useRealTimers();
});

// Whole-app renders: generous time for a busy test machine.
describe('recipe editor: saving', () => {
  it('saves a new recipe by POST and opens it 200 ms later', async () => {
    const fetchMock = mockFetch(
      routes({
        'POST /api/recipe': () => {
          // From here on the clock is ours: the 200 ms wait before leaving can be watched.
          vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
          return saved('r-new');
        },
        'GET /api/recipe/r-new': { body: makeRecipe({ id: 'r-new', name: 'Porridge' }) },
      }),
    );
    const user = userEvent.setup();
    const { router } = await openEditor();
    await fillValidRecipe(user);

    fireEvent.click(screen.getByRole('button', { name: 'Save recipe' }));

    await untilFakeTimers(() =>
      expect(screen.getByText('Saved! Plating it up…')).toBeInTheDocument(),
    );
    expect(callTo(fetchMock, 'POST', '/api/recipe')?.body).toEqual({
      name: 'Porridge',
      type: 'Breakfast',
      description: 'Warm oats.',
      cookTime: 30,
      servings: 4,
      imageUrl: null,
      nutritionInfo: { calories: 0, protein: 0, carbs: 0, fat: 0 },
      instructions: [{ description: 'Simmer the oats.' }],
      ingredients: [{ name: 'oats', amount: 2, unit: 'cups' }],
    });
    expect(callTo(fetchMock, 'PUT', '/api/recipe/r-new')).toBeUndefined();
    vi.advanceTimersByTime(199);
    expect(router.state.location.pathname).toBe('/editor');
    vi.advanceTimersByTime(1);
    vi.useRealTimers();
    await waitFor(() => expect(router.state.location.pathname).toBe('/recipe/r-new'));
  });

  it('loads an existing recipe and saves it by PUT', async () => {
    const fetchMock = mockFetch(
      routes({
        [`GET /api/recipe/${RECIPE_ID}`]: { body: makeRecipe({ user_id: 'u-1' }) },
        [`PUT /api/recipe/${RECIPE_ID}`]: saved(RECIPE_ID),
      }),
    );
    const user = userEvent.setup();
    const { router } = await openEditor(`/editor?recipeId=${RECIPE_ID}`);
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Red Lentil Soup');
    expect(row(2).getByRole('combobox', { name: 'Name' })).toHaveValue('onion');
    expect(row(2).getByRole('combobox', { name: 'Unit' })).toHaveValue('piece');

    await user.clear(name);
    await user.type(name, 'Lemony Lentil Soup');
    await user.click(screen.getByRole('button', { name: 'Save recipe' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/recipe/${RECIPE_ID}`));
    const body = callTo(fetchMock, 'PUT', `/api/recipe/${RECIPE_ID}`)?.body as {
      name: string;
      ingredients: unknown[];
    };
    expect(body.name).toBe('Lemony Lentil Soup');
    expect(body.ingredients).toEqual([
      { id: 'row-1', name: 'red lentils', amount: 250, unit: 'g' },
      { id: 'row-2', name: 'onion', amount: 1, unit: 'piece' },
    ]);
    expect(callTo(fetchMock, 'POST', '/api/recipe')).toBeUndefined();
  });

  it('alerts “Failed to upload image” and does not save when the photo upload fails', async () => {
    const fetchMock = mockFetch(
      routes({
        'POST /api/images': { status: 500, body: { error: 'Disk full' } },
        'POST /api/recipe': saved(),
      }),
    );
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await openEditor();
    await fillValidRecipe(user);
    await user.upload(
      screen.getByLabelText('Choose a photo'),
      new File(['jpeg'], 'porridge.jpg', { type: 'image/jpeg' }),
    );

    await user.click(screen.getByRole('button', { name: 'Save recipe' }));

    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to upload image'));
    expect(callTo(fetchMock, 'POST', '/api/images')).toBeDefined();
    expect(callTo(fetchMock, 'POST', '/api/recipe')).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Save recipe' })).toBeEnabled();
  });

  it('uploads a new photo first and saves the recipe with its address', async () => {
    const fetchMock = mockFetch(
      routes({
        'POST /api/images': {
          status: 201,
          body: {
            key: 'k1',
            imageUrl: '/media/k1/800.webp',
            srcSet: '',
            placeholder: '',
            width: 800,
            height: 600,
          },
        },
        'POST /api/recipe': saved(),
      }),
    );
    const user = userEvent.setup();
    await openEditor();
    await fillValidRecipe(user);
    await user.upload(
      screen.getByLabelText('Choose a photo'),
      new File(['jpeg'], 'porridge.jpg', { type: 'image/jpeg' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save recipe' }));

    await waitFor(() =>
      expect(callTo(fetchMock, 'POST', '/api/recipe')?.body).toMatchObject({
        imageUrl: '/media/k1/800.webp',
      }),
    );
    expect(callTo(fetchMock, 'POST', '/api/images')?.body).toBeInstanceOf(FormData);
  });

  it('replaces the owner’s own photo with PUT /api/images/update/:key', async () => {
    const fetchMock = mockFetch(
      routes({
        [`GET /api/recipe/${RECIPE_ID}`]: { body: makeRecipe({ user_id: 'u-1' }) },
        'PUT /api/images/update/abc': {
          body: {
            key: 'k2',
            imageUrl: '/media/k2/800.webp',
            srcSet: '',
            placeholder: '',
            width: 800,
            height: 600,
          },
        },
        [`PUT /api/recipe/${RECIPE_ID}`]: saved(RECIPE_ID),
      }),
    );
    const user = userEvent.setup();
    await openEditor(`/editor?recipeId=${RECIPE_ID}`);
    await user.upload(
      screen.getByLabelText('Replace photo'),
      new File(['jpeg'], 'soup.jpg', { type: 'image/jpeg' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save recipe' }));

    await waitFor(() =>
      expect(callTo(fetchMock, 'PUT', `/api/recipe/${RECIPE_ID}`)?.body).toMatchObject({
        imageUrl: '/media/k2/800.webp',
      }),
    );
    expect(callTo(fetchMock, 'POST', '/api/images')).toBeUndefined();
  });

  it('logs the server’s error, shows its field messages and a polite word when saving fails', async () => {
    mockFetch(
      routes({
        'POST /api/recipe': {
          status: 400,
          body: {
            statusCode: 400,
            error: 'Please check ingredients.0.name: That is not an ingredient',
            fields: { 'ingredients.0.name': 'That is not an ingredient' },
          },
        },
      }),
    );
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await openEditor();
    await fillValidRecipe(user);

    await user.click(screen.getByRole('button', { name: 'Save recipe' }));

    expect(await row(1).findByText('That is not an ingredient')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Please check ingredients.0.name: That is not an ingredient');
    expect(
      screen.getByText(/A few things need another look before this goes in the oven/),
    ).toBeInTheDocument();
  });

  it('opens a generated draft from ?recipe=', async () => {
    mockFetch(routes());
    const draft = {
      name: 'Chickpea Curry',
      type: 'Dinner',
      description: 'Spiced chickpeas.',
      cook_time: 25,
      servings: 2,
      instructions: JSON.stringify([{ description: 'Fry the spices.' }]),
      nutrition_info: JSON.stringify({ calories: 420, protein: 18, carbs: 50, fat: 12 }),
      ingredients: [{ amount: 1, unit: 'cups', ingredients: { name: 'chickpeas', unit: 'cup' } }],
    };
    await openEditor(`/editor?recipe=${encodeURIComponent(JSON.stringify(draft))}`);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Chickpea Curry');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('Dinner');
    expect(screen.getByRole('textbox', { name: 'Cook time (minutes)' })).toHaveValue('25');
    expect(screen.getByRole('textbox', { name: 'Calories (kcal)' })).toHaveValue('420');
    expect(screen.getByRole('textbox', { name: 'Step 1' })).toHaveValue('Fry the spices.');
    expect(row(1).getByRole('combobox', { name: 'Unit' })).toHaveValue('cup');
    expect(screen.queryByRole('complementary', { name: 'Chef Roastie says' })).toBeNull();
  });

  it("shows Chef Roastie's roast and notes on a generated draft", async () => {
    mockFetch(routes());
    const draft = {
      name: 'Banana Oat Pancakes',
      type: 'Breakfast',
      description: 'Fluffy.',
      cookTime: 20,
      servings: 2,
      instructions: [{ description: 'Mash the bananas.' }],
      nutritionInfo: { calories: 300, protein: 9, carbs: 50, fat: 6 },
      ingredients: [{ name: 'banana', amount: 2, unit: 'pcs' }],
      roast: 'Pancakes for breakfast? Bold. The oats are doing the heavy lifting.',
      notes: ['It did not look at your photo.', 42],
    };
    await openEditor(`/editor?recipe=${encodeURIComponent(JSON.stringify(draft))}`);
    const said = screen.getByRole('complementary', { name: 'Chef Roastie says' });
    const lines = within(said)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toEqual([draft.roast, 'It did not look at your photo.']);
  });
});
