// A new local account: name, email and password (8 characters or more). The server signs the cook
// in at once.
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import type { CurrentUser } from '../api/get-current-user';
import { FULL_NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@roastie/core';
import { useRegister } from '../api/register';
import { useAccountForm, type AccountFormCallbacks } from '../hooks/use-account-form';
import { validateRegistration } from '../lib/validate-account-form';
import { textOf } from '../lib/form-helpers';
import styles from './sign-in-control.module.css';

interface RegisterFormProps extends AccountFormCallbacks {
  onSignedIn: (user: CurrentUser) => void;
}

export function RegisterForm({ onSignedIn, onError, onAttempt }: RegisterFormProps) {
  const { fieldErrors, onSubmit, pending } = useAccountForm({
    mutation: useRegister({ onSuccess: onSignedIn }),
    read: (form) => ({
      fullName: textOf(form, 'fullName').trim(),
      email: textOf(form, 'email').trim(),
      password: textOf(form, 'password'),
    }),
    validate: validateRegistration,
    onError,
    onAttempt,
  });

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={pending}>
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
      <Button type="submit" className={styles.submit} aria-disabled={pending}>
        {pending ? 'Creating your account…' : 'Create account'}
      </Button>
    </form>
  );
}
