// Sessions in the database, so any server process can serve any request. Expired rows are never
// honoured and are swept whenever a new session starts.
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';
import { hashSessionToken, isWellFormedToken, newSessionToken } from './session-tokens.ts';
import { sessionUserColumns, type SessionUser } from './session-user.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface NewSession {
  token: string;
  expiresAt: Date;
}

export async function createSession(
  db: Database,
  userId: string,
  { ttlDays, userAgent }: { ttlDays: number; userAgent?: string | undefined },
): Promise<NewSession> {
  const token = newSessionToken();
  const expiresAt = new Date(Date.now() + ttlDays * DAY_MS);
  // Opportunistic cleanup: an index range delete, cheap next to the password hash before it.
  await db.delete(sessions).where(lte(sessions.expiresAt, new Date()));
  await db.insert(sessions).values({
    idHash: hashSessionToken(token),
    userId,
    expiresAt,
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  return { token, expiresAt };
}

/** The user behind a live session token, or null (unknown, revoked or expired). */
export async function findSessionUser(db: Database, token: string): Promise<SessionUser | null> {
  if (!isWellFormedToken(token)) return null;
  const idHash = hashSessionToken(token);
  const [row] = await db
    .select(sessionUserColumns(users))
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, new Date())))
    .limit(1);
  if (row) return row;
  await db
    .delete(sessions)
    .where(and(eq(sessions.idHash, idHash), lte(sessions.expiresAt, new Date())));
  return null;
}

export async function revokeSession(db: Database, token: string): Promise<void> {
  if (!isWellFormedToken(token)) return;
  await db.delete(sessions).where(eq(sessions.idHash, hashSessionToken(token)));
}
