// Likes and food memories (posts): what users share about recipes.
import { sql } from 'drizzle-orm';
import { date, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { recipes } from './recipes.ts';
import { users } from './users.ts';

/** One like per user and recipe: the primary key makes concurrent likes idempotent. */
export const likes = pgTable(
  'likes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipeId: uuid('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.recipeId] }),
    index('likes_recipe_idx').on(t.recipeId),
    index('likes_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);

export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipeId: uuid('recipe_id').references(() => recipes.id, { onDelete: 'set null' }),
    recipeName: text('recipe_name').notNull(),
    content: text('content').notNull(),
    imageKey: text('image_key').notNull(),
    date: date('date').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('posts_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('posts_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('posts_recipe_idx')
      .on(t.recipeId)
      .where(sql`${t.recipeId} is not null`),
  ],
);
