// The feed's filter (everyone's memories, or the signed-in cook's), and where its keyset page
// starts (lib/keyset-cursor.ts, shared with the recipe gallery).
import { and, eq, type SQL } from 'drizzle-orm';
import { posts } from '../../db/schema/index.ts';
import { afterCursor } from '../../lib/keyset-cursor.ts';

/** `authorId`: only this cook's posts (My Posts), or null for the community feed. */
export function postListConditions(authorId: string | null, cursor?: string): SQL | undefined {
  const conditions: SQL[] = [];
  if (authorId) conditions.push(eq(posts.userId, authorId));
  if (cursor) {
    conditions.push(afterCursor(posts.createdAt, posts.id, cursor));
  }
  return conditions.length ? and(...conditions) : undefined;
}
