// The checks the browser can make before asking the server, with the server's own words
// (packages/server auth.schemas.ts), so a cook sees the same message either way.
import { FULL_NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../api/register';
import type { FieldErrors } from './form-errors';

/** Loose on purpose: the server has the last word on what an email looks like. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function checkEmail(email: string): string | undefined {
  if (!email) return 'Please enter your email.';
  if (!EMAIL_SHAPE.test(email)) return 'That email looks undercooked: please check it.';
  return undefined;
}

export function validateLogin({ email, password }: { email: string; password: string }) {
  const errors: FieldErrors = {
    email: checkEmail(email),
    password: password ? undefined : 'Please enter your password.',
  };
  return withoutEmpty(errors);
}

export function validateRegistration(input: { fullName: string; email: string; password: string }) {
  const { fullName, email, password } = input;
  const errors: FieldErrors = {
    fullName: !fullName
      ? 'Please tell Chef Roastie your name.'
      : fullName.length > FULL_NAME_MAX_LENGTH
        ? `Names can have at most ${FULL_NAME_MAX_LENGTH} characters.`
        : undefined,
    email: checkEmail(email),
    password:
      password.length < PASSWORD_MIN_LENGTH
        ? `Passwords need at least ${PASSWORD_MIN_LENGTH} characters.`
        : password.length > PASSWORD_MAX_LENGTH
          ? `Passwords can have at most ${PASSWORD_MAX_LENGTH} characters.`
          : undefined,
  };
  return withoutEmpty(errors);
}

function withoutEmpty(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => Boolean(message)));
}
