import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, signedIn, signedInUser, signedOut } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';

const localAccounts = {
  'GET /api/auth/config': { body: { localAccounts: true, googleClientId: null } },
};

const STEPS = [
  'Welcome',
  'Generate recipes',
  'Share what you eat',
  'Search & Save',
  'Customize & Share',
];

async function findHome() {
  await screen.findByRole('heading', { level: 1, name: 'What’s cooking?' });
}

describe('home: signing in', () => {
  it('offers visitors “Login or create account”, which opens the sign-in control', async () => {
    mockFetch({ ...signedOut, ...localAccounts });
    const user = userEvent.setup();
    renderApp('/');
    await findHome();

    await user.click(screen.getByRole('button', { name: 'Login or create account' }));

    const dialog = screen.getByRole('dialog', { name: 'Login or create account' });
    expect(await within(dialog).findByRole('tab', { name: 'Login' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login or create account' })).toHaveFocus();
  });

  it('registers, closes the dialog and greets the new cook by first name', async () => {
    const grace = {
      ...signedInUser,
      userId: 'u-2',
      firstName: 'Grace',
      fullName: 'Grace Hopper',
      email: 'grace@example.com',
      createdAt: new Date().toISOString(),
      onboarded: false,
    };
    let registered = false;
    const fetchMock = mockFetch({
      ...localAccounts,
      'GET /api/user': () =>
        registered ? { body: grace } : { status: 401, body: { error: 'Not signed in' } },
      'POST /api/auth/register': () => {
        registered = true;
        // The server sets the user_id hint beside the session cookie.
        document.cookie = 'user_id=u-2; Path=/';
        return { status: 201, body: grace };
      },
    });
    const user = userEvent.setup();
    renderApp('/');
    await findHome();

    await user.click(screen.getByRole('button', { name: 'Login or create account' }));
    const dialog = screen.getByRole('dialog', { name: 'Login or create account' });
    await user.click(await within(dialog).findByRole('tab', { name: 'Create account' }));
    await user.type(within(dialog).getByLabelText('Your name'), 'Grace Hopper');
    await user.type(within(dialog).getByLabelText('Email'), 'grace@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'cobol-forever');
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Hello, Grace!')).toBeInTheDocument();
    expect(
      screen.queryByRole('dialog', { name: 'Login or create account' }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Login or create account' }),
    ).not.toBeInTheDocument();
    const [, init] =
      fetchMock.mock.calls.find(([url]) => String(url) === '/api/auth/register') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      fullName: 'Grace Hopper',
      email: 'grace@example.com',
      password: 'cobol-forever',
    });
    // A first sign-in: the onboarding is the welcome.
    expect(
      await screen.findByRole('dialog', { name: 'Getting started with Roastie' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Welcome' })).toBeInTheDocument();
    expect(screen.getByText(/Welcome to Roastie, Grace!/)).toBeInTheDocument();
  });

  it('greets a returning cook without any dialog', async () => {
    mockFetch(signedIn);
    renderApp('/');
    await findHome();

    expect(await screen.findByText('Hello, Ada!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Login or create account' }),
    ).not.toBeInTheDocument();
  });
});

describe('home: onboarding', () => {
  function firstSignIn() {
    return mockFetch({
      'GET /api/user': { body: { ...signedInUser, onboarded: false } },
      'POST /api/user/onboarded': { body: { onboarded: true } },
    });
  }

  it('walks through five steps in order with Next, then Finish closes it and records it', async () => {
    const fetchMock = firstSignIn();
    const user = userEvent.setup();
    renderApp('/');

    const dialog = await screen.findByRole('dialog', { name: 'Getting started with Roastie' });
    for (const [index, title] of STEPS.entries()) {
      expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent(title);
      expect(within(dialog).getByText(`Step ${index + 1} of 5`)).toBeInTheDocument();
      const button = within(dialog).getByRole('button', { name: index < 4 ? 'Next' : 'Finish' });
      // Focus moves in an effect after the step renders: wait for it, a loaded machine is slower.
      await waitFor(() => expect(button).toHaveFocus());
      expect(fetchMock).not.toHaveBeenCalledWith('/api/user/onboarded', expect.anything());
      await user.click(button);
    }

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/user/onboarded',
        expect.objectContaining({ method: 'POST', credentials: 'include' }),
      ),
    );
  });

  it('tells the onboarding steps apart: + button, calendar button and linking a recipe', async () => {
    firstSignIn();
    const user = userEvent.setup();
    renderApp('/');
    const dialog = await screen.findByRole('dialog', { name: 'Getting started with Roastie' });

    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(dialog).toHaveTextContent(/\+ button in the menu/);
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(dialog).toHaveTextContent(/calendar button/);
    expect(dialog).toHaveTextContent(/Remember to link a recipe/);
  });

  it('Escape puts it away without marking onboarding done, and it stays away on this tab', async () => {
    const fetchMock = firstSignIn();
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await screen.findByRole('dialog', { name: 'Getting started with Roastie' });

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/user/onboarded', expect.anything());
    await router.navigate('/about');
    await router.navigate('/');
    await findHome();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
