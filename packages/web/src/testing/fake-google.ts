// A stand-in for Google Identity Services on `window.google`: records what the page asks of it
// and lets a test hand back a credential as Google's popup would.
import { vi } from 'vitest';
import type {
  GoogleButtonConfiguration,
  GoogleIdConfiguration,
} from '@/features/auth/lib/google-identity';

export function installFakeGoogle() {
  let config: GoogleIdConfiguration | undefined;
  const initialize = vi.fn((given: GoogleIdConfiguration) => {
    config = given;
  });
  const renderButton = vi.fn((parent: HTMLElement, _options: GoogleButtonConfiguration) => {
    const button = document.createElement('button');
    button.textContent = 'Sign in with Google';
    parent.append(button);
  });
  vi.stubGlobal('google', { accounts: { id: { initialize, renderButton } } });
  return {
    initialize,
    renderButton,
    /** What Google calls after the cook picks an account in the popup. */
    sendCredential(credential: string) {
      if (!config) throw new Error('Google was never initialised.');
      config.callback({ credential });
    },
  };
}
