// Nonces bind a Google ID token to one sign-in attempt that we started: issued here, embedded by
// Google in the token, and accepted once.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { authNonces } from '../db/schema/index.ts';

export const NONCE_TTL_MS = 10 * 60 * 1000;

export async function issueNonce(db: Database): Promise<string> {
  const nonce = randomBytes(32).toString('base64url');
  // Opportunistic cleanup of nonces nobody will use any more.
  await db.delete(authNonces).where(lte(authNonces.expiresAt, new Date()));
  await db.insert(authNonces).values({ nonce, expiresAt: new Date(Date.now() + NONCE_TTL_MS) });
  return nonce;
}

/**
 * Marks the nonce used and says whether it was ours, unexpired and unused. One UPDATE, so two
 * requests racing with the same token cannot both succeed.
 */
export async function consumeNonce(db: Database, nonce: string): Promise<boolean> {
  const now = new Date();
  const used = await db
    .update(authNonces)
    .set({ usedAt: now })
    .where(
      and(eq(authNonces.nonce, nonce), isNull(authNonces.usedAt), gt(authNonces.expiresAt, now)),
    )
    .returning({ nonce: authNonces.nonce });
  return used.length === 1;
}
