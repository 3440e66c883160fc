// Payloads of the sign-in calls. They will move to @roastie/core with the other API schemas.
import { z } from 'zod';

/** Emails are stored trimmed and lower-case; the unique index compares them that way too. */
export const emailSchema = z
  .string({ error: 'Please enter your email.' })
  .trim()
  .toLowerCase()
  .max(254, 'That email is longer than any real one.')
  .regex(z.regexes.email, 'That email looks undercooked: please check it.');

export const registerBodySchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'Please choose a password.' })
    .min(8, 'Passwords need at least 8 characters.')
    .max(200, 'Passwords can have at most 200 characters.'),
  fullName: z
    .string({ error: 'Please tell Chef Roastie your name.' })
    .trim()
    .min(1, 'Please tell Chef Roastie your name.')
    .max(100, 'Names can have at most 100 characters.'),
});

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'Please enter your password.' })
    .min(1, 'Please enter your password.')
    .max(200, 'Passwords can have at most 200 characters.'),
});

export const authConfigSchema = z.object({
  localAccounts: z.boolean(),
  googleClientId: z.string().nullable(),
});

export const okSchema = z.object({ ok: z.literal(true) });

export const nonceSchema = z.object({ nonce: z.string() });

/** docs/product.md section 7: `accessToken` is the Google ID token (the credential Google's button gives). */
export const setCookieBodySchema = z.object({
  accessToken: z
    .string({ error: 'The Google credential is missing.' })
    .min(1, 'The Google credential is missing.')
    .max(8192, 'That credential is too long to be a Google ID token.'),
  fullName: z.string().trim().max(100, 'Names can have at most 100 characters.').optional(),
});
