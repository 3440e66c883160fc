// Accounts: local ones (email + scrypt hash) and Google ones (found by `sub`, never by email).
import { eq, sql } from 'drizzle-orm';
import type { GoogleIdentity } from '../../auth/google-id-token.ts';
import { sessionUserColumns, type SessionUser } from '../../auth/session-user.ts';
import type { Database } from '../../db/client.ts';
import { localCredentials, users } from '../../db/schema/index.ts';

const byEmail = (email: string) => sql`lower(${users.email}) = ${email.toLowerCase()}`;

export async function findLocalAccount(
  db: Database,
  email: string,
): Promise<{ user: SessionUser; passwordHash: string } | null> {
  const [row] = await db
    .select({ user: sessionUserColumns(users), passwordHash: localCredentials.passwordHash })
    .from(users)
    .innerJoin(localCredentials, eq(localCredentials.userId, users.id))
    .where(byEmail(email))
    .limit(1);
  return row ?? null;
}

/** The new user, or null when the email already has an account (of either kind). */
export async function createLocalUser(
  db: Database,
  input: { email: string; fullName: string; passwordHash: string },
): Promise<SessionUser | null> {
  return db.transaction(async (tx) => {
    // ON CONFLICT against the lower(email) index: a concurrent twin loses without an error.
    const [user] = await tx
      .insert(users)
      .values({ email: input.email, fullName: input.fullName })
      .onConflictDoNothing()
      .returning(sessionUserColumns(users));
    if (!user) return null;
    await tx.insert(localCredentials).values({ userId: user.id, passwordHash: input.passwordHash });
    return user;
  });
}

/**
 * The user linked to this Google account, created on first sign-in. 'email-taken' when another
 * account already has the email: we do not merge accounts silently (decision 0007).
 */
export async function findOrCreateGoogleUser(
  db: Database,
  identity: GoogleIdentity,
  fallbackName: string | undefined,
): Promise<SessionUser | 'email-taken'> {
  const bySub = () =>
    db
      .select(sessionUserColumns(users))
      .from(users)
      .where(eq(users.googleSub, identity.sub))
      .limit(1);
  const [existing] = await bySub();
  if (existing) return existing;
  const [created] = await db
    .insert(users)
    .values({
      email: identity.email,
      fullName: identity.name ?? (fallbackName || null),
      googleSub: identity.sub,
    })
    .onConflictDoNothing()
    .returning(sessionUserColumns(users));
  if (created) return created;
  // Either the same Google account signed in twice at once (its row exists now) or the email
  // belongs to someone else.
  const [raced] = await bySub();
  return raced ?? 'email-taken';
}
