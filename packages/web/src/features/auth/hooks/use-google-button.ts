// Puts Google's button into `containerRef`: loads the script, asks our server for a one-time
// nonce, initialises Google Identity Services with it, and renders the button. A nonce is good for
// one sign-in, so after a failed attempt the caller remounts (a new `key`) to get a fresh one.
import { useEffect, useEffectEvent, useState, type RefObject } from 'react';
import { getGoogleNonce } from '../api/google-sign-in';
import {
  GOOGLE_BUTTON_OPTIONS,
  GOOGLE_SDK_NOT_LOADED,
  googleAccountsId,
  googleIdConfiguration,
  loadGoogleIdentity,
} from '../lib/google-identity';

export type GoogleButtonState = 'loading' | 'ready' | 'failed';

interface GoogleButtonOptions {
  clientId: string;
  onCredential: (credential: string) => void;
  /** Gets the failure's message: 'Google Identity Services SDK not loaded.' without the script. */
  onError: (message: string) => void;
}

export function useGoogleButton(
  containerRef: RefObject<HTMLElement | null>,
  { clientId, onCredential, onError }: GoogleButtonOptions,
): GoogleButtonState {
  const [state, setState] = useState<GoogleButtonState>('loading');
  const credentialArrived = useEffectEvent(onCredential);
  const failed = useEffectEvent(onError);

  useEffect(() => {
    let cancelled = false;
    async function setUp() {
      await loadGoogleIdentity();
      if (cancelled) return;
      const accountsId = googleAccountsId();
      if (!accountsId) throw new Error(GOOGLE_SDK_NOT_LOADED);
      const nonce = await getGoogleNonce();
      const container = containerRef.current;
      if (cancelled || !container) return;
      accountsId.initialize(
        googleIdConfiguration(clientId, nonce, ({ credential }) => credentialArrived(credential)),
      );
      container.replaceChildren();
      accountsId.renderButton(container, GOOGLE_BUTTON_OPTIONS);
      setState('ready');
    }
    setUp().catch((error: unknown) => {
      if (cancelled) return;
      setState('failed');
      failed(error instanceof Error ? error.message : String(error));
    });
    return () => {
      cancelled = true;
    };
  }, [clientId, containerRef]);

  return state;
}
