// Email and password sign-in. A wrong pair gets the server's one message for both (it never says
// which of the two was wrong).
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useLogin } from '../api/login';
import type { CurrentUser } from '../api/get-current-user';
import { fieldErrorsOf, type FieldErrors } from '../lib/form-errors';
import { validateLogin } from '../lib/validate-account-form';
import { focusFirstInvalid, textOf } from './form-helpers';
import styles from './sign-in-control.module.css';

interface LoginFormProps {
  onSignedIn: (user: CurrentUser) => void;
  onError: (error: unknown) => void;
  onAttempt: () => void;
}

export function LoginForm({ onSignedIn, onError, onAttempt }: LoginFormProps) {
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const login = useLogin({ onSuccess: onSignedIn });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending) return;
    const form = event.currentTarget;
    const input = { email: textOf(form, 'email').trim(), password: textOf(form, 'password') };
    const errors = validateLogin(input);
    setFieldErrors(errors);
    onAttempt();
    if (Object.keys(errors).length) {
      focusFirstInvalid(form, errors);
      return;
    }
    login.mutate(input, {
      onError: (error) => {
        setFieldErrors(fieldErrorsOf(error));
        onError(error);
      },
    });
  };

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={login.isPending}>
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        error={fieldErrors.email}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        error={fieldErrors.password}
      />
      <Button type="submit" className={styles.submit} aria-disabled={login.isPending}>
        {login.isPending ? 'Logging in…' : 'Login'}
      </Button>
    </form>
  );
}
