// Keyset pages for lists newest first (the recipe gallery, the food memory feed): a page is "the
// next N after this (created_at, id)", so deep pages cost the same as the first and never skip or
// repeat a row. The cursor carries the timestamp as PostgreSQL text: a JS Date would drop its
// microseconds and skip rows.
import { isoDateToUtcMs } from '@roastie/core';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { badRequest } from './http-errors.ts';

/** A timestamp as PostgreSQL writes it ("2026-11-24 23:07:52.123456+00"), or in ISO form. */
const TIMESTAMP =
  /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?(Z|[+-](\d{2})(:?\d{2})?)$/;

/**
 * True for a timestamp PostgreSQL will take: a real day and time, not merely one Date.parse
 * accepts ("1", "2022-02-30" roll over or pass there and fail in the database: issue 14).
 */
export function isCursorTimestamp(text: string): boolean {
  const match = TIMESTAMP.exec(text);
  if (!match) return false;
  const [, day, hours, minutes, seconds, , , offsetHours] = match;
  return (
    isoDateToUtcMs(day ?? '') !== null &&
    Number(hours) < 24 &&
    Number(minutes) < 60 &&
    Number(seconds) < 60 &&
    Number(offsetHours ?? 0) <= 15
  );
}

// Any 8-4-4-4-12 hex form: PostgreSQL's uuid type takes every one, whatever its version bits.
const isUuid = (text: string) => z.guid().safeParse(text).success;

export const encodeCursor = (createdAt: string, id: string) =>
  Buffer.from(JSON.stringify([createdAt, id])).toString('base64url');

function decodeCursor(cursor: string): [string, string] {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === 'string')) {
      const [createdAt, id] = value as [string, string];
      if (isCursorTimestamp(createdAt) && isUuid(id)) return [createdAt, id];
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

/**
 * Newest first, in exactly the order of the (created_at DESC NULLS LAST, id DESC NULLS LAST)
 * indexes: a plain DESC means NULLS FIRST, which those indexes cannot serve, so every page would
 * sort the whole table (the columns are NOT NULL; the planner does not use that).
 */
export function newestFirst(createdAt: AnyColumn, id: AnyColumn): SQL[] {
  return [sql`${createdAt} desc nulls last`, sql`${id} desc nulls last`];
}

/**
 * One page from rows fetched with `limit + 1`: the first `limit` as items, and the cursor of the
 * last of them when the extra row shows there is more.
 */
export function keysetPage<Row, Item>(
  rows: readonly Row[],
  limit: number,
  toItem: (row: Row) => Item,
  keyOf: (row: Row) => { createdAtText: string; id: string },
): { data: Item[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const key = rows.length > limit && last ? keyOf(last) : null;
  return {
    data: page.map(toItem),
    nextCursor: key ? encodeCursor(key.createdAtText, key.id) : null,
  };
}
