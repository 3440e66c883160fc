// The sign-in contract (docs/product.md section 4): what register, login and Google sign-in send,
// and which ways of signing in an instance offers. The server validates with these and the
// browser checks a form with the same schemas before asking, so a cook reads the same words.
import { z } from 'zod';
import { safeText } from './safe-text.ts';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
export const FULL_NAME_MAX_LENGTH = 100;

/** Emails are stored trimmed and lower-case; the unique index compares them that way too. */
export const emailSchema = safeText({ error: 'Please enter your email.' })
  .trim()
  .toLowerCase()
  .min(1, 'Please enter your email.')
  .max(254, 'That email is longer than any real one.')
  .regex(z.regexes.email, 'That email looks undercooked: please check it.');

const fullNameTooLong = `Names can have at most ${FULL_NAME_MAX_LENGTH} characters.`;
const passwordTooLong = `Passwords can have at most ${PASSWORD_MAX_LENGTH} characters.`;

export const registerBodySchema = z.object({
  email: emailSchema,
  password: safeText({ error: 'Please choose a password.' })
    .min(PASSWORD_MIN_LENGTH, `Passwords need at least ${PASSWORD_MIN_LENGTH} characters.`)
    .max(PASSWORD_MAX_LENGTH, passwordTooLong),
  fullName: safeText({ error: 'Please tell Chef Roastie your name.' })
    .trim()
    .min(1, 'Please tell Chef Roastie your name.')
    .max(FULL_NAME_MAX_LENGTH, fullNameTooLong),
});
export type RegisterBody = z.input<typeof registerBodySchema>;

export const loginBodySchema = z.object({
  email: emailSchema,
  password: safeText({ error: 'Please enter your password.' })
    .min(1, 'Please enter your password.')
    .max(PASSWORD_MAX_LENGTH, passwordTooLong),
});
export type LoginBody = z.input<typeof loginBodySchema>;

/** GET /api/auth/config: which ways of signing in this instance offers. */
export const authConfigSchema = z.object({
  localAccounts: z.boolean(),
  /** Set when the operator configured Google sign-in. */
  googleClientId: z.string().nullable(),
});
export type AuthConfig = z.infer<typeof authConfigSchema>;

/** docs/product.md section 7: `accessToken` is the Google ID token (the credential Google's button gives). */
export const setCookieBodySchema = z.object({
  accessToken: safeText({ error: 'The Google credential is missing.' })
    .min(1, 'The Google credential is missing.')
    .max(8192, 'That credential is too long to be a Google ID token.'),
  fullName: safeText().trim().max(FULL_NAME_MAX_LENGTH, fullNameTooLong).optional(),
});
