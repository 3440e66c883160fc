// The ingredient catalogue as the database holds it: loaded from @roastie/core's catalogue at
// start, so recipe rows can reference entries and search can join on their names.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, real, text } from 'drizzle-orm/pg-core';

export const ingredients = pgTable(
  'ingredients',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull().unique(),
    unit: text('unit').notNull(),
    category: text('category').notNull(),
    aliases: text('aliases')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    kcal: real('kcal').notNull(),
    protein: real('protein').notNull(),
    fat: real('fat').notNull(),
    carbs: real('carbs').notNull(),
    fibre: real('fibre').notNull(),
    sugars: real('sugars').notNull(),
    gi: integer('gi'),
    giSource: jsonb('gi_source'),
    nutritionSource: jsonb('nutrition_source').notNull(),
    household: jsonb('household').notNull(),
  },
  (t) => [index('ingredients_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`)],
);
