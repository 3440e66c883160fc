// The sign-in control (docs/product.md section 2): whatever this Roastie offers, as GET /api/auth/config
// says: Google's button when a client id is set, email and password ("Login" and "Create
// account") when local accounts are on. Failures show in one live region, in the server's words.
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { useAuthConfig } from '../api/get-auth-config';
import type { CurrentUser, SignedInUser } from '../api/get-current-user';
import { messageOf } from '../lib/form-errors';
import { GOOGLE_SDK_NOT_LOADED } from '../lib/google-identity';
import { GoogleSignInButton } from './google-sign-in-button';
import { LocalAccountForms, type LocalAccountMode } from './local-account-forms';
import styles from './sign-in-control.module.css';

export interface SignInControlProps {
  /** Called once signed in, with first name, user id and full name (docs/product.md section 4). */
  onSuccess?: (user: SignedInUser) => void;
  /** The error callback: gets the failure's own message (docs/product.md sections 5 and 8). */
  onError?: (message: string) => void;
  initialMode?: LocalAccountMode;
}

/** What the cook reads for a failure whose own message is meant for developers. */
function friendlyMessage(message: string): string {
  if (message === GOOGLE_SDK_NOT_LOADED) {
    return 'Google sign-in didn’t load. Check your connection (or let accounts.google.com past any blocker) and try again.';
  }
  return message;
}

export function SignInControl({ onSuccess, onError, initialMode }: SignInControlProps) {
  const config = useAuthConfig();
  const [message, setMessage] = useState<string | null>(null);
  const controlRef = useRef<HTMLDivElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // After the cook's own attempt (focus is in here), bring the message into view: on a phone it
    // can sit under the bottom navigation. A failure nobody asked for does not scroll the page.
    if (message && controlRef.current?.contains(document.activeElement)) {
      messageRef.current?.scrollIntoView?.({ block: 'nearest' });
    }
  }, [message]);

  const signedIn = ({ firstName, userId, fullName }: CurrentUser) => {
    setMessage(null);
    onSuccess?.({ firstName, userId, fullName });
  };
  const failed = (error: unknown) => {
    const text = messageOf(error);
    console.warn('Sign-in failed:', text);
    setMessage(friendlyMessage(text));
    onError?.(text);
  };
  const clear = () => setMessage(null);

  if (config.isPending) {
    return (
      <p className={styles.status} role="status">
        Setting the table…
      </p>
    );
  }
  if (config.isError) {
    return (
      <div className={styles.control}>
        <FormMessage>
          Chef Roastie can’t open the door just now. Check your connection and try again.
        </FormMessage>
        <Button variant="secondary" onClick={() => void config.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  const { googleClientId, localAccounts } = config.data;
  if (!googleClientId && !localAccounts) {
    return (
      <FormMessage>
        Signing in isn’t switched on for this Roastie yet. Please ask whoever runs it.
      </FormMessage>
    );
  }

  return (
    <div ref={controlRef} className={styles.control}>
      {googleClientId ? (
        <GoogleSignInButton
          clientId={googleClientId}
          onSignedIn={signedIn}
          onError={failed}
          onAttempt={clear}
        />
      ) : null}
      {googleClientId && localAccounts ? (
        <p className={styles.divider}>
          <span>or use your email</span>
        </p>
      ) : null}
      {localAccounts ? (
        <LocalAccountForms
          initialMode={initialMode}
          onSignedIn={signedIn}
          onError={failed}
          onAttempt={clear}
        />
      ) : null}
      <FormMessage ref={messageRef}>{message}</FormMessage>
    </div>
  );
}
