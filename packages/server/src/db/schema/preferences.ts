// Answers to the preferences questionnaire, one row per user.
import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const preferences = pgTable(
  'preferences',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    foodPreferences: text('food_preferences')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    cookingMeal: text('cooking_meal'),
    dishPriority: text('dish_priority'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'preferences_cooking_meal_check',
      sql`${t.cookingMeal} is null or ${t.cookingMeal} in ('Breakfast', 'Lunch', 'Dinner')`,
    ),
  ],
);
