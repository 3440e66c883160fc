// Keyset pages for lists newest first (the recipe gallery, the food memory feed): a page is "the
// next N after this (created_at, id)", so deep pages cost the same as the first and never skip or
// repeat a row. The cursor carries the timestamp as PostgreSQL text: a JS Date would drop its
// microseconds and skip rows.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { badRequest } from './http-errors.ts';

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

/** The rows after `cursor` in (createdAt, id) descending order; a bad cursor is a 400. */
export function afterCursor(createdAt: AnyColumn, id: AnyColumn, cursor: string): SQL {
  const [at, rowId] = decodeCursor(cursor);
  return sql`(${createdAt}, ${id}) < (${at}::timestamptz, ${rowId}::uuid)`;
}
