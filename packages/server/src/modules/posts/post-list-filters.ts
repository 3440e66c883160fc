// The feed's filter (everyone's memories, or the signed-in cook's) and its keyset cursor: a page
// is "the next N after this (created_at, id)", so deep pages cost the same as the first and
// never skip or repeat a post. Same cursor shape as the recipe gallery's (modules do not share
// code, and the two may diverge).
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { posts } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-errors.ts';

export const encodePostCursor = (createdAt: string, id: string) =>
  Buffer.from(JSON.stringify([createdAt, id])).toString('base64url');

function decodePostCursor(cursor: string): [string, string] {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === 'string')) {
      const [createdAt, id] = value as [string, string];
      if (!Number.isNaN(Date.parse(createdAt)) && /^[0-9a-f-]{36}$/i.test(id))
        return [createdAt, id];
    }
  } catch {
    // fall through to the error below
  }
  throw badRequest('That page marker is not valid: please start from the first page.', {
    cursor: 'Not a valid cursor',
  });
}

/** `authorId`: only this cook's posts (My Posts), or null for the community feed. */
export function postListConditions(authorId: string | null, cursor?: string): SQL | undefined {
  const conditions: SQL[] = [];
  if (authorId) conditions.push(eq(posts.userId, authorId));
  if (cursor) {
    const [createdAt, id] = decodePostCursor(cursor);
    conditions.push(
      sql`(${posts.createdAt}, ${posts.id}) < (${createdAt}::timestamptz, ${id}::uuid)`,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}
