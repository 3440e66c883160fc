// Signs a fresh user in without going through the HTTP routes (no password hashing, no rate
// limits): for tests of other modules that only need "someone is signed in".
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE, USER_HINT_COOKIE } from '../../src/auth/session-cookies.ts';
import { createSession } from '../../src/auth/sessions.ts';
import { users } from '../../src/db/schema/index.ts';

export interface SignedIn {
  userId: string;
  email: string;
  fullName: string;
  /** The `cookie` request header of this user's session: `headers: { cookie }`. */
  cookie: string;
}

export interface SignInOptions {
  email?: string;
  fullName?: string;
}

export async function signInAs(
  app: FastifyInstance,
  options: SignInOptions = {},
): Promise<SignedIn> {
  const email = options.email ?? `cook-${randomBytes(6).toString('hex')}@roastie.test`;
  const fullName = options.fullName ?? 'Test Cook';
  const [user] = await app.db.insert(users).values({ email, fullName }).returning({ id: users.id });
  if (!user) throw new Error('signInAs: the user was not created');
  const { token } = await createSession(app.db, user.id, { ttlDays: 30 });
  return {
    userId: user.id,
    email,
    fullName,
    cookie: `${SESSION_COOKIE}=${token}; ${USER_HINT_COOKIE}=${user.id}`,
  };
}

/** The cookies a response set, as a `cookie` request header, to carry a session on. */
export function cookieHeaderFrom(res: LightMyRequestResponse): string {
  return res.cookies
    .filter((c) => c.value !== '')
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
}
