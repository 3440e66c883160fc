// Reading a user, finishing onboarding, and deleting an account the way the privacy policy says.
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { sessionUserColumns, type SessionUser } from '../../auth/session-user.ts';
import type { Database } from '../../db/client.ts';
import { media, users } from '../../db/schema/index.ts';
import { isUnattached } from '../../media/unattached-media.ts';

export async function findUserById(db: Database, id: string): Promise<SessionUser | null> {
  const [user] = await db.select(sessionUserColumns(users)).from(users).where(eq(users.id, id));
  return user ?? null;
}

export async function markOnboarded(db: Database, id: string): Promise<void> {
  // Keeps the first date: finishing the dialog again changes nothing.
  await db
    .update(users)
    .set({ onboardedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), isNull(users.onboardedAt)));
}

/** Images that go with the account; recipe photos stay with the recipes they illustrate. */
const PERSONAL_MEDIA = ['avatar', 'post', 'generation'];

/**
 * Deletes the account. The foreign keys do the rest in the same statement: sessions, password,
 * likes, preferences, shopping list, generation usage and posts are deleted (cascade), and the
 * user's recipes stay with `user_id` null, so Chef Roastie becomes their author (set null).
 * Answers the media keys removed, whose files the storage plugin should delete.
 */
export async function deleteAccount(db: Database, id: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    // Personal images, and uploads nothing shows by the orphan sweep's definition (issue 14: left
    // ownerless, anyone could attach them). The caller removes the rows and their stored files.
    const removed = await tx
      .select({ key: media.key })
      .from(media)
      .where(
        and(
          eq(media.ownerId, id),
          or(inArray(media.kind, PERSONAL_MEDIA), isUnattached(media.key)),
        ),
      );
    await tx.delete(users).where(eq(users.id, id));
    return removed.map((m) => m.key);
  });
}
