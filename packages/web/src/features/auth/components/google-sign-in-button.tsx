// The "Sign in with Google" button (docs/product.md section 2), drawn by Google into a slot of ours. The
// credential it hands back goes to POST /api/set-cookie; a failed attempt gets a fresh button
// (and so a fresh nonce).
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { CurrentUser } from '../api/get-current-user';
import { useGoogleSignIn } from '../api/google-sign-in';
import { useGoogleButton } from '../hooks/use-google-button';
import styles from './sign-in-control.module.css';

interface GoogleSignInButtonProps {
  clientId: string;
  onSignedIn: (user: CurrentUser) => void;
  /** Gets an Error, or the message string Google's side failed with. */
  onError: (error: unknown) => void;
  onAttempt: () => void;
}

export function GoogleSignInButton({
  clientId,
  onSignedIn,
  onError,
  onAttempt,
}: GoogleSignInButtonProps) {
  const [attempt, setAttempt] = useState(0);
  const signIn = useGoogleSignIn({ onSuccess: onSignedIn });

  const onCredential = (credential: string) => {
    onAttempt();
    signIn.mutate(credential, {
      onError: (error) => {
        onError(error);
        setAttempt((count) => count + 1);
      },
    });
  };

  return (
    <div className={styles.google}>
      <GoogleButtonSlot
        key={attempt}
        clientId={clientId}
        onCredential={onCredential}
        onError={(message) => onError(new Error(message))}
        onRetry={() => {
          onAttempt();
          setAttempt((count) => count + 1);
        }}
      />
      {signIn.isPending ? (
        <p className={styles.status} role="status">
          Checking with Google…
        </p>
      ) : null}
    </div>
  );
}

interface GoogleButtonSlotProps {
  clientId: string;
  onCredential: (credential: string) => void;
  onError: (message: string) => void;
  onRetry: () => void;
}

function GoogleButtonSlot({ clientId, onCredential, onError, onRetry }: GoogleButtonSlotProps) {
  const slotRef = useRef<HTMLDivElement>(null);
  const state = useGoogleButton(slotRef, { clientId, onCredential, onError });
  return (
    <>
      <div
        ref={slotRef}
        className={styles.googleSlot}
        data-state={state}
        aria-busy={state === 'loading' || undefined}
      />
      {state === 'loading' ? (
        <p className={styles.status} role="status">
          Fetching the Google button…
        </p>
      ) : null}
      {state === 'failed' ? (
        <Button variant="secondary" onClick={onRetry}>
          Try Google sign-in again
        </Button>
      ) : null}
    </>
  );
}
