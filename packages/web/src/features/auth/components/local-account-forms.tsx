// "Login" and "Create account" as two tabs (WAI-ARIA APG tabs, automatic activation): arrows,
// Home and End move between them. Only the chosen form is on the page, so each label (Email,
// Password) names exactly one field.
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { CurrentUser } from '../api/get-current-user';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import styles from './sign-in-control.module.css';

export type LocalAccountMode = 'login' | 'register';

const TABS: { mode: LocalAccountMode; label: string }[] = [
  { mode: 'login', label: 'Login' },
  { mode: 'register', label: 'Create account' },
];

interface LocalAccountFormsProps {
  initialMode?: LocalAccountMode;
  onSignedIn: (user: CurrentUser) => void;
  onError: (error: unknown) => void;
  /** A new attempt (or a switch of tab): the last message no longer applies. */
  onAttempt: () => void;
}

export function LocalAccountForms({
  initialMode = 'login',
  onSignedIn,
  onError,
  onAttempt,
}: LocalAccountFormsProps) {
  const [mode, setMode] = useState(initialMode);
  const id = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    const tab = TABS[(index + TABS.length) % TABS.length];
    if (!tab) return;
    setMode(tab.mode);
    onAttempt();
    tabRefs.current[TABS.indexOf(tab)]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = TABS.findIndex((tab) => tab.mode === mode);
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: TABS.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  return (
    <div className={styles.local}>
      <div
        role="tablist"
        aria-label="Sign-in options"
        className={styles.tabs}
        onKeyDown={onKeyDown}
      >
        {TABS.map((tab, index) => (
          <button
            key={tab.mode}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${tab.mode}-tab`}
            aria-selected={mode === tab.mode}
            aria-controls={mode === tab.mode ? `${id}-panel` : undefined}
            tabIndex={mode === tab.mode ? 0 : -1}
            className={styles.tab}
            onClick={() => select(index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${mode}-tab`}>
        {mode === 'login' ? (
          <LoginForm onSignedIn={onSignedIn} onError={onError} onAttempt={onAttempt} />
        ) : (
          <RegisterForm onSignedIn={onSignedIn} onError={onError} onAttempt={onAttempt} />
        )}
      </div>
    </div>
  );
}
