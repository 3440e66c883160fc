import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { installFakeGoogle } from '@/testing/fake-google';
import { mockFetch, signedInUser, signedOut, type MockRoutes } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { GOOGLE_IDENTITY_SCRIPT_URL } from '../lib/google-identity';
import { SignInControl } from './sign-in-control';

const localOnly: MockRoutes = {
  ...signedOut,
  'GET /api/auth/config': { body: { localAccounts: true, googleClientId: null } },
};
const googleOnly: MockRoutes = {
  ...signedOut,
  'GET /api/auth/config': { body: { localAccounts: false, googleClientId: 'client-1' } },
  'POST /api/auth/nonce': { body: { nonce: 'nonce-1' } },
};
const both: MockRoutes = {
  ...googleOnly,
  'GET /api/auth/config': { body: { localAccounts: true, googleClientId: 'client-1' } },
};

function googleScript() {
  return document.querySelector(`script[src="${GOOGLE_IDENTITY_SCRIPT_URL}"]`);
}

function bodyOf(fetchMock: ReturnType<typeof mockFetch>, url: string): unknown {
  const call = fetchMock.mock.calls.find(([input]) => String(input) === url);
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}

describe('sign-in control', () => {
  it('offers Login and Create account, and no Google, when only local accounts are on', async () => {
    mockFetch(localOnly);
    renderWithProviders(<SignInControl />);

    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Login', 'Create account']);
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(googleScript()).toBeNull();
    expect(screen.queryByText(/or use your email/)).not.toBeInTheDocument();
  });

  it('switches to Create account with a click or the arrow keys', async () => {
    mockFetch(localOnly);
    const user = userEvent.setup();
    renderWithProviders(<SignInControl />);

    await user.click(await screen.findByRole('tab', { name: 'Create account' }));
    expect(screen.getByRole('tabpanel', { name: 'Create account' })).toBeVisible();
    expect(screen.getByLabelText('Your name')).toHaveAttribute('autocomplete', 'name');
    expect(screen.getByRole('button', { name: 'Create account' })).toBeInTheDocument();

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Login' })).toBeVisible();
  });

  it('shows only Google’s button, set up as docs/product.md section 2 says, when only Google is configured', async () => {
    mockFetch(googleOnly);
    const google = installFakeGoogle();
    renderWithProviders(<SignInControl />);

    await waitFor(() => expect(google.renderButton).toHaveBeenCalledTimes(1));
    expect(google.initialize).toHaveBeenCalledWith({
      client_id: 'client-1',
      callback: expect.any(Function),
      nonce: 'nonce-1',
      auto_select: true,
      cancel_on_tap_outside: true,
      ux_mode: 'popup',
    });
    expect(google.renderButton).toHaveBeenCalledWith(expect.any(HTMLElement), {
      type: 'standard',
      shape: 'pill',
      theme: 'outline',
      size: 'medium',
      locale: 'en-GB',
      text: 'signin_with',
    });
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });

  it('shows both, Google first, when both are configured', async () => {
    mockFetch(both);
    installFakeGoogle();
    renderWithProviders(<SignInControl />);

    expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
    expect(screen.getByText('or use your email')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Login' })).toBeInTheDocument();
  });

  it('signs in with the Google credential and hands back first name, user id and full name', async () => {
    const fetchMock = mockFetch({ ...googleOnly, 'POST /api/set-cookie': { body: signedInUser } });
    const google = installFakeGoogle();
    const onSuccess = vi.fn();
    renderWithProviders(<SignInControl onSuccess={onSuccess} />);
    await waitFor(() => expect(google.renderButton).toHaveBeenCalled());

    google.sendCredential('google-id-token');

    await waitFor(() =>
      expect(onSuccess).toHaveBeenCalledWith({
        firstName: 'Ada',
        userId: 'u-1',
        fullName: 'Ada Lovelace',
      }),
    );
    expect(bodyOf(fetchMock, '/api/set-cookie')).toEqual({ accessToken: 'google-id-token' });
  });

  it('passes “Google Identity Services SDK not loaded.” to the error callback when the script brings no SDK', async () => {
    mockFetch(googleOnly);
    const onError = vi.fn();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderWithProviders(<SignInControl onError={onError} />);

    await waitFor(() => expect(googleScript()).not.toBeNull());
    googleScript()?.dispatchEvent(new Event('load'));

    await waitFor(() =>
      expect(onError).toHaveBeenCalledWith('Google Identity Services SDK not loaded.'),
    );
    expect(await screen.findByText(/Google sign-in didn’t load/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Google sign-in again' })).toBeInTheDocument();
  });

  it('shows the server’s message, in a live region, when the email and password do not match', async () => {
    const message = "That email and password don't go together. Check them and try again, chef.";
    mockFetch({
      ...localOnly,
      'POST /api/auth/login': { status: 401, body: { statusCode: 401, error: message } },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onError = vi.fn();
    const onSuccess = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<SignInControl onError={onError} onSuccess={onSuccess} />);

    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'not-her-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const shown = await screen.findByText(message);
    expect(shown.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    expect(onError).toHaveBeenCalledWith(message);
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('checks the form before asking the server, and says what to fix by the field', async () => {
    const fetchMock = mockFetch(localOnly);
    const user = userEvent.setup();
    renderWithProviders(<SignInControl initialMode="register" />);

    const panel = await screen.findByRole('tabpanel', { name: 'Create account' });
    await user.type(within(panel).getByLabelText('Your name'), 'Grace Hopper');
    await user.type(within(panel).getByLabelText('Email'), 'grace@example.com');
    await user.type(within(panel).getByLabelText('Password'), 'short');
    await user.click(within(panel).getByRole('button', { name: 'Create account' }));

    const password = within(panel).getByLabelText('Password');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(
      expect.stringContaining('Passwords need at least 8 characters.'),
    );
    expect(password).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/auth/register', expect.anything());
  });
});
