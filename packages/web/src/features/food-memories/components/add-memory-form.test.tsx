import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signedIn } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';
import type { MockReply } from '@/testing/mock-fetch';
import type * as compression from '../lib/compress-photo';
import { compressPhoto } from '../lib/compress-photo';
import {
  callsTo,
  lentilSearch,
  localAccounts,
  memory,
  mockMemoriesApi,
} from '../testing/memories-api';

// The real compression needs a canvas, which jsdom lacks: each test says how it goes.
vi.mock('../lib/compress-photo', async (importOriginal) => ({
  ...(await importOriginal<typeof compression>()),
  compressPhoto: vi.fn(),
}));

const photo = () => new File([new Uint8Array(2048)], 'soup.jpg', { type: 'image/jpeg' });

async function openModal(onPost?: () => MockReply | Promise<MockReply>) {
  const fetchMock = mockMemoriesApi({
    routes: { ...signedIn, ...localAccounts, ...lentilSearch },
    onPost,
  });
  const user = userEvent.setup({ delay: null });
  const view = renderApp('/gallery');
  await screen.findByRole('heading', { level: 1, name: 'Food memories' });
  await user.click(screen.getByRole('button', { name: 'Add Food Memory' }));
  const dialog = screen.getByRole('dialog', { name: 'Add Food Memory' });
  // The form shows once the server has said who is signed in.
  await within(dialog).findByRole('textbox', { name: 'Dish' });
  return { ...view, user, dialog, fetchMock };
}

async function linkLentilSoup(user: UserEvent, dialog: HTMLElement) {
  await user.type(within(dialog).getByRole('searchbox', { name: 'Recipe' }), 'lentil');
  await user.click(await within(dialog).findByRole('button', { name: 'Link Red lentil soup' }));
  expect(within(dialog).getByText('Linked recipe')).toBeInTheDocument();
}

async function fillEverything(user: UserEvent, dialog: HTMLElement) {
  await linkLentilSoup(user, dialog);
  await user.type(within(dialog).getByRole('textbox', { name: 'Food memory' }), 'So good.');
  await user.upload(within(dialog).getByLabelText('Photo'), photo());
  await within(dialog).findByText(/Ready to share/);
}

beforeEach(() => {
  vi.mocked(compressPhoto).mockImplementation(async (file) => file);
});

// Lazy routes, a debounced search and many keystrokes: generous on a busy machine.
describe('the Add Food Memory modal', () => {
  it('says what is missing on an empty form, with no dialog', async () => {
    const { user, dialog } = await openModal();
    const nativeConfirm = vi.spyOn(window, 'confirm');
    await user.click(within(dialog).getByRole('button', { name: 'Add Memory' }));
    expect(
      await within(dialog).findByText('Please fill all the fields and select an image.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(nativeConfirm).not.toHaveBeenCalled();
  });

  it('offers to create the recipe first when none is linked, in the app’s dialog; yes goes to /create-recipe', async () => {
    const { user, dialog, router, fetchMock } = await openModal();
    const nativeConfirm = vi.spyOn(window, 'confirm');
    await user.type(within(dialog).getByRole('textbox', { name: 'Dish' }), 'Soup');
    await user.type(within(dialog).getByRole('textbox', { name: 'Food memory' }), 'So good.');
    await user.upload(within(dialog).getByLabelText('Photo'), photo());
    await within(dialog).findByText(/Ready to share/);

    await user.click(within(dialog).getByRole('button', { name: 'Add Memory' }));
    const offer = await screen.findByRole('alertdialog', { name: 'Create the recipe first?' });
    expect(offer).toHaveTextContent(
      'Seems like you cannot find the right recipe. Would you like to create a new recipe first?',
    );
    await user.click(within(offer).getByRole('button', { name: 'Not now' }));
    expect(router.state.location.pathname).toBe('/gallery');

    await user.click(within(dialog).getByRole('button', { name: 'Add Memory' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Create a recipe',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/create-recipe'));
    expect(callsTo(fetchMock, 'POST /api/post')).toHaveLength(0);
    expect(nativeConfirm).not.toHaveBeenCalled();
  });

  it.each([
    ['the dish', 'dish'],
    ['the memory', 'memory'],
    ['the date', 'date'],
    ['the photo', 'photo'],
  ])('asks for every field when %s is missing', async (_label, missing) => {
    const { user, dialog, fetchMock } = await openModal();
    await linkLentilSoup(user, dialog);
    // Linking fills the dish in; clear it to leave it out.
    if (missing === 'dish') await user.clear(within(dialog).getByRole('textbox', { name: 'Dish' }));
    if (missing !== 'memory') {
      await user.type(within(dialog).getByRole('textbox', { name: 'Food memory' }), 'Lovely.');
    }
    if (missing === 'date')
      fireEvent.input(within(dialog).getByLabelText('Date'), { target: { value: '' } });
    if (missing !== 'photo') {
      await user.upload(within(dialog).getByLabelText('Photo'), photo());
      await within(dialog).findByText(/Ready to share/);
    }

    await user.click(within(dialog).getByRole('button', { name: 'Add Memory' }));
    expect(
      await within(dialog).findByText('Please fill all the fields and select an image.'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/post')).toHaveLength(0);
  });

  it('alerts when the photo cannot be compressed, and keeps no photo', async () => {
    vi.mocked(compressPhoto).mockRejectedValueOnce(new Error('not an image'));
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user, dialog } = await openModal();

    await user.upload(within(dialog).getByLabelText('Photo'), photo());

    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('Failed to compress image. Please try a different image.'),
    );
    expect(within(dialog).queryByText(/Ready to share/)).not.toBeInTheDocument();
    expect((within(dialog).getByLabelText('Photo') as HTMLInputElement).value).toBe('');
  });

  it('reads “Adding...” while saving, then closes, resets and refreshes both feeds', async () => {
    let answer: (reply: MockReply) => void = () => undefined;
    const saved = new Promise<MockReply>((resolve) => (answer = resolve));
    const { user, dialog, fetchMock } = await openModal(() => saved);
    await fillEverything(user, dialog);
    const feedCalls = callsTo(fetchMock, 'GET /api/posts').length;

    await user.click(within(dialog).getByRole('button', { name: 'Add Memory' }));
    const busy = await within(dialog).findByRole('button', { name: 'Adding...' });
    expect(busy).toBeDisabled();

    const [, init] = callsTo(fetchMock, 'POST /api/post')[0]!;
    const sent = init?.body as FormData;
    expect(sent.get('recipeName')).toBe('Red lentil soup');
    expect(sent.get('description')).toBe('So good.');
    expect(sent.get('recipe_id')).toBe('r-1');
    expect(sent.get('user_id')).toBe('u-1');
    expect(sent.get('date')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(sent.get('image')).toBeInstanceOf(File);

    answer({ status: 201, body: memory({ userId: 'u-1' }) });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET /api/posts').length).toBeGreaterThan(feedCalls),
    );

    await user.click(screen.getByRole('button', { name: 'Add Food Memory' }));
    const fresh = screen.getByRole('dialog', { name: 'Add Food Memory' });
    expect(within(fresh).getByRole('textbox', { name: 'Dish' })).toHaveValue('');
    expect(within(fresh).getByRole('searchbox', { name: 'Recipe' })).toBeInTheDocument();
  });

  it('logs a failed save and says what went wrong, keeping the draft', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, dialog } = await openModal(() => ({
      status: 413,
      body: { statusCode: 413, error: "That file is too large for Chef Roastie's oven." },
    }));
    await fillEverything(user, dialog);

    await user.click(within(dialog).getByRole('button', { name: 'Add Memory' }));

    expect(
      await within(dialog).findByText("That file is too large for Chef Roastie's oven."),
    ).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Failed to add memory', expect.anything());
    expect(within(dialog).getByRole('textbox', { name: 'Food memory' })).toHaveValue('So good.');
    expect(within(dialog).getByRole('button', { name: 'Add Memory' })).toBeEnabled();
  });

  it('unlinks a recipe and searches again', async () => {
    const { user, dialog } = await openModal();
    await linkLentilSoup(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Unlink Red lentil soup' }));
    expect(within(dialog).getByRole('searchbox', { name: 'Recipe' })).toBeInTheDocument();
  });
});
