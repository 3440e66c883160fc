// Sessions in the database, so any server process can serve any request. Expired rows are never
// honoured and are swept whenever a new session starts.
//
// Idle timeout without a last-used column: `expires_at` is the earlier of the lifetime's end
// (created_at + SESSION_TTL_DAYS) and the idle limit after the last use, and a use slides it
// forward at most once an hour, so a busy session costs no write per request (issue 14,
// docs/decisions/0015-security-hardening.md).
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';
import { hashSessionToken, isWellFormedToken, newSessionToken } from './session-tokens.ts';
import { sessionUserColumns, type SessionUser } from './session-user.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A session nobody used for this long ends, even inside its lifetime. */
export const SESSION_IDLE_DAYS = 14;
/** How stale `expires_at` may grow before a use writes the slid one. */
export const SESSION_SLIDE_INTERVAL_MS = 60 * 60 * 1000;

export interface NewSession {
  token: string;
  expiresAt: Date;
}

export interface SessionClock {
  /** The session lifetime, SESSION_TTL_DAYS. */
  ttlDays: number;
  /** Tests move time; the server uses the real clock. */
  now?: Date;
}

/** When a session created at `createdAt` and used `now` should expire. */
export function slidExpiry(createdAt: Date, now: Date, ttlDays: number): Date {
  const lifetimeEnd = createdAt.getTime() + ttlDays * DAY_MS;
  return new Date(Math.min(lifetimeEnd, now.getTime() + SESSION_IDLE_DAYS * DAY_MS));
}

export async function createSession(
  db: Database,
  userId: string,
  { ttlDays, now = new Date(), userAgent }: SessionClock & { userAgent?: string | undefined },
): Promise<NewSession> {
  const token = newSessionToken();
  const expiresAt = slidExpiry(now, now, ttlDays);
  // Opportunistic cleanup: an index range delete, cheap next to the password hash before it.
  await db.delete(sessions).where(lte(sessions.expiresAt, now));
  await db.insert(sessions).values({
    idHash: hashSessionToken(token),
    userId,
    createdAt: now,
    expiresAt,
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  return { token, expiresAt };
}

/** The user behind a live session token, or null (unknown, revoked, expired or idle too long). */
export async function findSessionUser(
  db: Database,
  token: string,
  { ttlDays, now = new Date() }: SessionClock,
): Promise<SessionUser | null> {
  if (!isWellFormedToken(token)) return null;
  const idHash = hashSessionToken(token);
  const [row] = await db
    .select({
      user: sessionUserColumns(users),
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row) {
    await db.delete(sessions).where(and(eq(sessions.idHash, idHash), lte(sessions.expiresAt, now)));
    return null;
  }
  const expiry = slidExpiry(row.createdAt, now, ttlDays);
  if (expiry <= now) {
    // Past a lifetime that SESSION_TTL_DAYS has shortened since the row was written.
    await db.delete(sessions).where(eq(sessions.idHash, idHash));
    return null;
  }
  // Also shortens a row written before the idle limit existed.
  if (Math.abs(expiry.getTime() - row.expiresAt.getTime()) >= SESSION_SLIDE_INTERVAL_MS) {
    await db.update(sessions).set({ expiresAt: expiry }).where(eq(sessions.idHash, idHash));
  }
  return row.user;
}

export async function revokeSession(db: Database, token: string): Promise<void> {
  if (!isWellFormedToken(token)) return;
  await db.delete(sessions).where(eq(sessions.idHash, hashSessionToken(token)));
}
