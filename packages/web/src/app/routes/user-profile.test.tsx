import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  mockFetch,
  signedIn,
  signedInUser,
  signedOut,
  type MockRoutes,
} from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';

const noPreferences = {
  'GET /api/preferences': {
    body: { foodPreferences: null, cookingMeal: null, dishPriority: null },
  },
};
const withCounts: MockRoutes = {
  ...signedIn,
  ...noPreferences,
  'GET /api/recipe': { body: { data: [{ id: 1 }, { id: 2 }, { id: 3 }] } },
  'GET /api/like': { body: { likedRecipes: [4, 5], count: 2 } },
};

async function findProfile() {
  return screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' });
}

describe('profile', () => {
  it('signed out, shows the sign-in control with its Login button', async () => {
    mockFetch({
      ...signedOut,
      'GET /api/auth/config': { body: { localAccounts: true, googleClientId: null } },
    });
    renderApp('/user-profile');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your profile' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete account' })).not.toBeInTheDocument();
  });

  it('shows name, email, the long-form date since when, and both counts with their links', async () => {
    const fetchMock = mockFetch(withCounts);
    renderApp('/user-profile');
    await findProfile();

    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('Roasting since 1 January 2026')).toBeInTheDocument();
    const recipes = screen.getByRole('link', { name: /My recipes/ });
    const saved = screen.getByRole('link', { name: /Saved recipes/ });
    expect(recipes).toHaveAttribute('href', '/recipe-gallery');
    expect(saved).toHaveAttribute('href', '/saved-recipes');
    await waitFor(() => expect(recipes).toHaveTextContent('My recipes3'));
    await waitFor(() => expect(saved).toHaveTextContent('Saved recipes2'));
    expect(fetchMock).toHaveBeenCalledWith('/api/recipe?author=me', expect.anything());
    expect(screen.getByRole('link', { name: 'Your food preferences' })).toHaveAttribute(
      'href',
      '/user-profile#preferences',
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Hello Ada, tell us about yourself!' }),
    ).toBeInTheDocument();
  });

  it('hides a count whose call fails, and keeps its link', async () => {
    mockFetch({
      ...signedIn,
      ...noPreferences,
      'GET /api/recipe': { status: 404, body: { error: 'Route not found' } },
      'GET /api/like': { status: 500, body: { error: 'Burnt' } },
    });
    const { queryClient } = renderApp('/user-profile');
    await findProfile();
    await waitFor(() => {
      expect(queryClient.getQueryState(['profile', 'u-1', 'recipe-count'])?.status).toBe('error');
      expect(queryClient.getQueryState(['profile', 'u-1', 'saved-count'])?.status).toBe('error');
    });

    expect(screen.getByRole('link', { name: 'My recipes' })).toHaveTextContent(/^My recipes$/);
    expect(screen.getByRole('link', { name: 'Saved recipes' })).toHaveTextContent(
      /^Saved recipes$/,
    );
  });

  it('shows the banana when there is no avatar, or when the avatar fails to load', async () => {
    mockFetch({
      ...withCounts,
      'GET /api/user': { body: { ...signedInUser, avatarUrl: '/media/avatar-1.jpg' } },
    });
    renderApp('/user-profile');
    const avatar = await screen.findByRole('img', { name: 'Your avatar' });
    expect(avatar).toHaveAttribute('src', '/media/avatar-1.jpg');

    fireEvent.error(avatar);

    expect(avatar).toHaveAttribute('src', '/banana-avatar.svg');
  });

  it('uploads a new avatar as a form, and says so clearly when the upload fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = mockFetch({
      ...withCounts,
      'POST /api/uploadAvatar': {
        status: 404,
        body: { error: 'Route POST:/api/uploadAvatar not found' },
      },
    });
    const user = userEvent.setup();
    renderApp('/user-profile');
    await findProfile();
    expect(screen.getByRole('img', { name: 'Your avatar' })).toHaveAttribute(
      'src',
      '/banana-avatar.svg',
    );

    const photo = new File(['jpeg'], 'me.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByTestId('avatar-file'), photo);

    expect(await screen.findByText(/can’t take new photos just yet/)).toBeInTheDocument();
    const [, init] =
      fetchMock.mock.calls.find(([url]) => String(url) === '/api/uploadAvatar') ?? [];
    const form = init?.body as FormData;
    expect(form.get('userId')).toBe('u-1');
    expect(form.get('avatar')).toBeInstanceOf(File);
    expect(screen.getByRole('button', { name: 'Edit avatar' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
  });

  it('shows the new avatar once the upload works', async () => {
    mockFetch({
      ...withCounts,
      'POST /api/uploadAvatar': { body: { avatarUrl: '/media/new.jpg' } },
    });
    const user = userEvent.setup();
    renderApp('/user-profile');
    await findProfile();

    await user.upload(
      screen.getByTestId('avatar-file'),
      new File(['png'], 'me.png', { type: 'image/png' }),
    );

    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Your avatar' })).toHaveAttribute(
        'src',
        '/media/new.jpg',
      ),
    );
    expect(screen.getByText('Looking sharp! Your new avatar is on.')).toBeInTheDocument();
  });
});

describe('deleting the account', () => {
  it('asks first and says what goes; keeping the account sends nothing', async () => {
    const fetchMock = mockFetch(withCounts);
    const user = userEvent.setup();
    renderApp('/user-profile');
    await findProfile();

    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete your account?' });
    expect(dialog).toHaveAccessibleDescription(
      /signs you out everywhere and removes your likes, preferences, avatar and food memory posts.*Your recipes stay in the gallery, credited to Chef Roastie/,
    );
    expect(within(dialog).getByRole('button', { name: 'Keep my account' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Keep my account' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith(
      '/api/user',
      expect.objectContaining({ method: 'DELETE' }),
    );
  });

  it('deletes on confirm, then goes home signed out', async () => {
    const fetchMock = mockFetch({
      ...withCounts,
      'GET /api/auth/config': { body: { localAccounts: true, googleClientId: null } },
      'DELETE /api/user': { body: { ok: true } },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/user-profile');
    await findProfile();

    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'What’s cooking?' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/user',
      expect.objectContaining({ method: 'DELETE', credentials: 'include' }),
    );
    expect(screen.getByRole('button', { name: 'Login or create account' })).toBeInTheDocument();
    expect(document.cookie).not.toContain('user_id');
  });

  it('keeps the cook on the page with a message when deletion fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({
      ...withCounts,
      'DELETE /api/user': { status: 500, body: { statusCode: 500, error: 'The oven is off' } },
    });
    const user = userEvent.setup();
    renderApp('/user-profile');
    await findProfile();

    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));

    expect(await screen.findByText(/couldn’t delete your account just now/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
  });
});
