// Google Identity Services (the "Sign in with Google" button): its script is added to the page
// only when this Roastie has a Google client id, and only on pages that show the button.
// Reference: https://developers.google.com/identity/gsi/web/reference/js-reference

export const GOOGLE_IDENTITY_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

/** docs/product.md sections 5 and 8: the words the error callback gets when the script is not there. */
export const GOOGLE_SDK_NOT_LOADED = 'Google Identity Services SDK not loaded.';

/** How long to wait for the script before calling it missing (a blocker, no network). */
const LOAD_TIMEOUT_MS = 15_000;

export interface GoogleCredentialResponse {
  /** The ID token (a JWT) for POST /api/set-cookie. */
  credential: string;
}

export interface GoogleIdConfiguration {
  client_id: string;
  callback: (response: GoogleCredentialResponse) => void;
  nonce?: string;
  auto_select?: boolean;
  cancel_on_tap_outside?: boolean;
  ux_mode?: 'popup' | 'redirect';
}

export interface GoogleButtonConfiguration {
  type: 'standard' | 'icon';
  shape: 'rectangular' | 'pill' | 'circle' | 'square';
  theme: 'outline' | 'filled_blue' | 'filled_black';
  size: 'large' | 'medium' | 'small';
  locale?: string;
  text?: 'signin_with' | 'signup_with' | 'continue_with' | 'signin';
  width?: number;
}

export interface GoogleAccountsId {
  initialize: (config: GoogleIdConfiguration) => void;
  renderButton: (parent: HTMLElement, options: GoogleButtonConfiguration) => void;
  cancel?: () => void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } };
  }
}

/** docs/product.md section 2, sign-in control: pill-shaped, outlined, medium, English (GB). */
export const GOOGLE_BUTTON_OPTIONS: GoogleButtonConfiguration = {
  type: 'standard',
  shape: 'pill',
  theme: 'outline',
  size: 'medium',
  locale: 'en-GB',
  text: 'signin_with',
};

/** docs/product.md section 2: popup mode, auto-select on, cancel on tap outside. */
export function googleIdConfiguration(
  clientId: string,
  nonce: string,
  callback: GoogleIdConfiguration['callback'],
): GoogleIdConfiguration {
  return {
    client_id: clientId,
    callback,
    nonce,
    auto_select: true,
    cancel_on_tap_outside: true,
    ux_mode: 'popup',
  };
}

export function googleAccountsId(): GoogleAccountsId | undefined {
  return window.google?.accounts?.id;
}

/**
 * Adds Google's script once and settles when it has loaded or failed (or after a timeout). It
 * never rejects: the caller checks `googleAccountsId()` afterwards and reports a missing SDK.
 */
export function loadGoogleIdentity(timeoutMs = LOAD_TIMEOUT_MS): Promise<void> {
  if (googleAccountsId()) return Promise.resolve();
  let script = document.querySelector<HTMLScriptElement>(
    `script[src="${GOOGLE_IDENTITY_SCRIPT_URL}"]`,
  );
  if (script?.dataset.status === 'loaded') return Promise.resolve();
  if (script?.dataset.status === 'failed') {
    // Try again with a fresh tag: the last attempt may have met a passing network failure.
    script.remove();
    script = null;
  }
  if (!script) {
    script = document.createElement('script');
    script.src = GOOGLE_IDENTITY_SCRIPT_URL;
    script.async = true;
    script.defer = true;
    script.dataset.status = 'loading';
    document.head.append(script);
  }
  const tag = script;
  return new Promise((resolve) => {
    const settle = (status: 'loaded' | 'failed') => {
      clearTimeout(timer);
      tag.removeEventListener('load', onLoad);
      tag.removeEventListener('error', onError);
      if (tag.dataset.status === 'loading') tag.dataset.status = status;
      resolve();
    };
    const onLoad = () => settle('loaded');
    const onError = () => settle('failed');
    const timer = setTimeout(() => settle('failed'), timeoutMs);
    tag.addEventListener('load', onLoad);
    tag.addEventListener('error', onError);
  });
}
