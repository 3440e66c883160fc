// Answers to the preferences questionnaire, one row per user.
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    /** The meal planner's daily glycemic-load budget; null: the default (docs/product.md section 10). */
    dailyGlBudget: integer('daily_gl_budget'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'preferences_cooking_meal_check',
      sql`${t.cookingMeal} is null or ${t.cookingMeal} in ('Breakfast', 'Lunch', 'Dinner')`,
    ),
  ],
);
