// Email and password sign-in. A wrong pair gets the server's one message for both (it never says
// which of the two was wrong).
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useLogin } from '../api/login';
import type { CurrentUser } from '../api/get-current-user';
import { useAccountForm, type AccountFormCallbacks } from '../hooks/use-account-form';
import { validateLogin } from '../lib/validate-account-form';
import { textOf } from '../lib/form-helpers';
import styles from './sign-in-control.module.css';

interface LoginFormProps extends AccountFormCallbacks {
  onSignedIn: (user: CurrentUser) => void;
}

export function LoginForm({ onSignedIn, onError, onAttempt }: LoginFormProps) {
  const { fieldErrors, onSubmit, pending } = useAccountForm({
    mutation: useLogin({ onSuccess: onSignedIn }),
    read: (form) => ({ email: textOf(form, 'email').trim(), password: textOf(form, 'password') }),
    validate: validateLogin,
    onError,
    onAttempt,
  });

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={pending}>
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
      <Button type="submit" className={styles.submit} aria-disabled={pending}>
        {pending ? 'Logging in…' : 'Login'}
      </Button>
    </form>
  );
}
