import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emptyShopRoutes, mockFetch, signedIn, signedInUser } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';

describe('/login', () => {
  it('sends a signed-in cook to the next path', async () => {
    mockFetch({ ...signedIn, ...emptyShopRoutes, 'GET /api/preferences': { status: 500 } });
    const { router } = renderApp('/login?next=%2Fshop');

    await waitFor(() => expect(router.state.location.pathname).toBe('/shop'));
  });

  it('never follows a next that leaves the site', async () => {
    mockFetch(signedIn);
    const { router } = renderApp('/login?next=%2F%2Fevil.example');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('signs in with email and password, then goes to next', async () => {
    let signedInNow = false;
    mockFetch({
      'GET /api/auth/config': { body: { localAccounts: true, googleClientId: null } },
      'GET /api/user': () =>
        signedInNow ? { body: signedInUser } : { status: 401, body: { error: 'Not signed in' } },
      'POST /api/auth/login': () => {
        signedInNow = true;
        document.cookie = 'user_id=u-1; Path=/';
        return { body: signedInUser };
      },
      'GET /api/recipe': { status: 404 },
      'GET /api/like': { status: 404 },
      'GET /api/preferences': { status: 404 },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/login?next=%2Fuser-profile');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText(/Chef Roastie says/)).toBeInTheDocument();
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'analytical-engine');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/user-profile'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' }),
    ).toBeInTheDocument();
  });
});
