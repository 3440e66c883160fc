// A signed-in user's shopping list, one row per user, written with optimistic concurrency: a
// write names the version it was based on and lands only if that is still the stored version.
// The check and the write are one statement, so two writes based on the same version can never
// both land (the second waits for the first's row lock, then finds the version moved on).
import { addedRecipeSchema, shoppingItemSchema, type ShoppingListResponse } from '@roastie/core';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { shoppingLists } from '../../db/schema/index.ts';

export type ShoppingListBody = Omit<ShoppingListResponse, 'version'>;

export type SaveOutcome =
  { saved: true; list: ShoppingListResponse } | { saved: false; current: ShoppingListResponse };

export const EMPTY_LIST: ShoppingListResponse = { items: [], recipes: [], version: 0 };

type Row = { items: unknown[]; recipes: unknown[]; version: number };

// Rows are written only through the validated PUT, but a row that no longer fits the schema (a
// later release tightened it) must not turn every GET into a 500: the lines that fail are left
// out of the answer, and the rest of the list still shows.
function validEntries<T>(schema: z.ZodType<T>, entries: unknown[]): T[] {
  return entries.flatMap((entry) => {
    const parsed = schema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

function toResponse(row: Row): ShoppingListResponse {
  return {
    items: validEntries(shoppingItemSchema, row.items),
    recipes: validEntries(addedRecipeSchema, row.recipes),
    version: row.version,
  };
}

const columns = {
  items: shoppingLists.items,
  recipes: shoppingLists.recipes,
  version: shoppingLists.version,
};

export async function findShoppingList(db: Database, userId: string) {
  const [row] = await db
    .select(columns)
    .from(shoppingLists)
    .where(eq(shoppingLists.userId, userId));
  return row ? toResponse(row) : EMPTY_LIST;
}

export async function saveShoppingList(
  db: Database,
  userId: string,
  list: ShoppingListBody,
  baseVersion: number,
): Promise<SaveOutcome> {
  const values = {
    items: [...list.items],
    recipes: [...list.recipes],
    version: sql`${shoppingLists.version} + 1`,
    updatedAt: sql`now()`,
  };
  // Version 0 means "no list yet": the first write inserts, and if another first write got there
  // before, the conflict update applies only while that row is still at version 0.
  const rows =
    baseVersion === 0
      ? await db
          .insert(shoppingLists)
          .values({ userId, items: values.items, recipes: values.recipes, version: 1 })
          .onConflictDoUpdate({
            target: shoppingLists.userId,
            set: values,
            setWhere: eq(shoppingLists.version, 0),
          })
          .returning(columns)
      : await db
          .update(shoppingLists)
          .set(values)
          .where(and(eq(shoppingLists.userId, userId), eq(shoppingLists.version, baseVersion)))
          .returning(columns);
  const [row] = rows;
  if (row) return { saved: true, list: toResponse(row) };
  return { saved: false, current: await findShoppingList(db, userId) };
}
