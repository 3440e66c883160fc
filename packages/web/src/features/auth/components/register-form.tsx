// A new local account: name, email and password (8 characters or more). The server signs the cook
// in at once.
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import type { CurrentUser } from '../api/get-current-user';
import {
  FULL_NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  useRegister,
} from '../api/register';
import { fieldErrorsOf, type FieldErrors } from '../lib/form-errors';
import { validateRegistration } from '../lib/validate-account-form';
import { focusFirstInvalid, textOf } from './form-helpers';
import styles from './sign-in-control.module.css';

interface RegisterFormProps {
  onSignedIn: (user: CurrentUser) => void;
  onError: (error: unknown) => void;
  onAttempt: () => void;
}

export function RegisterForm({ onSignedIn, onError, onAttempt }: RegisterFormProps) {
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const register = useRegister({ onSuccess: onSignedIn });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (register.isPending) return;
    const form = event.currentTarget;
    const input = {
      fullName: textOf(form, 'fullName').trim(),
      email: textOf(form, 'email').trim(),
      password: textOf(form, 'password'),
    };
    const errors = validateRegistration(input);
    setFieldErrors(errors);
    onAttempt();
    if (Object.keys(errors).length) {
      focusFirstInvalid(form, errors);
      return;
    }
    register.mutate(input, {
      onError: (error) => {
        setFieldErrors(fieldErrorsOf(error));
        onError(error);
      },
    });
  };

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={register.isPending}>
      <TextField
        label="Your name"
        name="fullName"
        autoComplete="name"
        maxLength={FULL_NAME_MAX_LENGTH}
        error={fieldErrors.fullName}
      />
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
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters. A short sentence is easy to remember.`}
        error={fieldErrors.password}
      />
      <Button type="submit" className={styles.submit} aria-disabled={register.isPending}>
        {register.isPending ? 'Creating your account…' : 'Create account'}
      </Button>
    </form>
  );
}
