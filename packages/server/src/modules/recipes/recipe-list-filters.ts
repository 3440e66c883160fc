// The gallery's server-side filters and its keyset cursor: a page is "the next N after this
// (created_at, id)", so deep pages cost the same as the first and never skip or repeat a recipe.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { likes, recipes } from '../../db/schema/index.ts';
import { badRequest, unauthorized } from '../../lib/http-errors.ts';

export interface ListFilters {
  type?: string | undefined;
  gi?: string | undefined;
  author?: 'me' | undefined;
  liked?: 'me' | undefined;
  cursor?: string | undefined;
}

export const encodeCursor = (createdAt: string, id: string) =>
  Buffer.from(JSON.stringify([createdAt, id])).toString('base64url');

function decodeCursor(cursor: string): [string, string] {
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

export function listConditions(filters: ListFilters, viewerId: string | null): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.type) conditions.push(eq(recipes.type, filters.type));
  if (filters.gi) conditions.push(eq(recipes.giBand, filters.gi));
  if (filters.author === 'me' || filters.liked === 'me') {
    if (!viewerId) throw unauthorized('Please sign in to see your own recipes.');
  }
  if (filters.author === 'me') conditions.push(eq(recipes.userId, viewerId!));
  if (filters.liked === 'me') {
    conditions.push(
      sql`exists (select 1 from ${likes} where ${likes.recipeId} = ${recipes.id} and ${likes.userId} = ${viewerId})`,
    );
  }
  if (filters.cursor) {
    const [createdAt, id] = decodeCursor(filters.cursor);
    conditions.push(
      sql`(${recipes.createdAt}, ${recipes.id}) < (${createdAt}::timestamptz, ${id}::uuid)`,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}
