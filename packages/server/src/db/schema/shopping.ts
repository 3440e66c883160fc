// A signed-in user's shopping list. `version` increases on every write so that two devices never
// silently overwrite each other (a PUT names the version it started from).
import { integer, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const shoppingLists = pgTable('shopping_lists', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  items: jsonb('items').$type<unknown[]>().notNull().default([]),
  recipes: jsonb('recipes').$type<unknown[]>().notNull().default([]),
  version: integer('version').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
