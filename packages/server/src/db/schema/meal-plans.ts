// A signed-in cook's meal plan, one row per ISO week ("2026-W48"). Like the shopping list,
// `version` increases on every write so two devices never silently overwrite each other.
import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { PlanEntry } from '@roastie/core';
import { users } from './users.ts';

export const mealPlans = pgTable(
  'meal_plans',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    week: text('week').notNull(),
    entries: jsonb('entries').$type<PlanEntry[]>().notNull().default([]),
    version: integer('version').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.week] })],
);
