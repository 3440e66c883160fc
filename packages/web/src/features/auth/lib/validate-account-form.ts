// The checks the browser can make before asking the server: core's own sign-in schemas
// (packages/core/src/schemas/auth.ts), so a cook sees the same message either way.
import { loginBodySchema, registerBodySchema } from '@roastie/core';
import type { FieldErrors } from './form-errors';

/** The first message for each field the schema refuses. */
function fieldErrorsFrom(
  issues: readonly { path: readonly PropertyKey[]; message: string }[] = [],
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

export function validateLogin(input: { email: string; password: string }): FieldErrors {
  return fieldErrorsFrom(loginBodySchema.safeParse(input).error?.issues);
}

export function validateRegistration(input: {
  fullName: string;
  email: string;
  password: string;
}): FieldErrors {
  return fieldErrorsFrom(registerBodySchema.safeParse(input).error?.issues);
}
