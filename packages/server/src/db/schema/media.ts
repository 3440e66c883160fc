// Every stored image (recipe photos, avatars, memories, generation input) with its variants, so
// orphans can be found and removed, and ownership checked on replace.
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const MEDIA_KINDS = ['recipe', 'avatar', 'post', 'generation'] as const;

export const media = pgTable(
  'media',
  {
    /** Generated name, never the uploader's file name. */
    key: text('key').primaryKey(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Widths of the stored WebP variants. */
    variants: integer('variants').array().notNull(),
    /** A tiny blurred WebP as a data URI, shown while the image loads. */
    placeholder: text('placeholder').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('media_kind_check', sql`${t.kind} in ('recipe', 'avatar', 'post', 'generation')`),
    index('media_owner_idx').on(t.ownerId),
    index('media_created_idx').on(t.createdAt),
  ],
);

/** Recipe generations per user and day, for the daily quota. */
export const generationUsage = pgTable(
  'generation_usage',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
