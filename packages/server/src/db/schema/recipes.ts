// Recipes and their ingredient rows. Nutrition, GI and GL are recomputed by the engine on every
// save and stored with their provenance; a null user_id means Chef Roastie is the author.
import { sql, type SQL } from 'drizzle-orm';
import {
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { ingredients } from './ingredients.ts';
import { users } from './users.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const RECIPE_TYPES = ['Breakfast', 'Lunch', 'Dinner', 'Dessert'] as const;

export const recipes = pgTable(
  'recipes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    type: text('type').notNull(),
    imageKey: text('image_key'),
    cookTime: integer('cook_time').notNull().default(30),
    servings: integer('servings').notNull().default(4),
    instructions: jsonb('instructions').$type<{ description: string }[]>().notNull().default([]),
    /** Per serving: calories, protein, carbs, fat, fibre, sugars. */
    nutrition: jsonb('nutrition').$type<Record<string, number>>().notNull().default({}),
    glycemicIndex: integer('glycemic_index'),
    giBand: text('gi_band'),
    /** Where the GI likely lies (core glycemic-index-range.ts); null when the GI is stated. */
    giLow: integer('gi_low'),
    giHigh: integer('gi_high'),
    /** The author's own GI (0..100) and nutrition, kept apart from the engine's figures. */
    statedGlycemicIndex: integer('stated_glycemic_index'),
    statedNutrition: jsonb('stated_nutrition').$type<Record<string, number>>(),
    /** Engine and catalogue version the figures were computed with; stale ones are redone. */
    analysisVersion: text('analysis_version'),
    glycemicLoad: real('glycemic_load'),
    glBand: text('gl_band'),
    /** vegan, vegetarian, pescatarian or omnivore; null when an ingredient is unknown. */
    diet: text('diet'),
    /** Where the figures came from: computed or estimate, carbohydrate coverage, unmatched lines. */
    giProvenance: jsonb('gi_provenance').$type<Record<string, unknown>>().notNull().default({}),
    /**
     * Ingredient names joined (as typed, and the catalogue's name when they differ), kept in step
     * with recipe_ingredients so search can index them. Aliases stay out: the query is mapped to
     * the catalogue's name instead (modules/recipes/search-query.ts), so the document stays lean.
     */
    ingredientText: text('ingredient_text').notNull().default(''),
    search: tsvector('search').generatedAlwaysAs(
      // Weighted in the order results are ranked: name (A), ingredients (B), description (C).
      // Accents folded (fold_accents(), migration 0010): "nicoise" finds a Niçoise salad.
      (): SQL => sql`setweight(to_tsvector('english', fold_accents(coalesce(${recipes.name}, ''))), 'A') ||
        setweight(to_tsvector('english', fold_accents(coalesce(${recipes.ingredientText}, ''))), 'B') ||
        setweight(to_tsvector('english', fold_accents(coalesce(${recipes.description}, ''))), 'C')`,
    ),
    /**
     * Every pair of neighbouring words of the same document ("sweet potato"), one lexeme each, so a
     * phrase is found through the index instead of by re-reading every recipe that has both words
     * (word_pairs() in migration 0008; modules/recipes/search-recipes.ts).
     */
    searchPairs: tsvector('search_pairs').generatedAlwaysAs(
      (): SQL => sql`word_pairs(to_tsvector('english', fold_accents(coalesce(${recipes.name}, ''))) ||
        to_tsvector('english', fold_accents(coalesce(${recipes.ingredientText}, ''))) ||
        to_tsvector('english', fold_accents(coalesce(${recipes.description}, ''))))`,
    ),
    /** A uniform random key, indexed, so a random pick is an index seek, not a table sort. */
    randomKey: doublePrecision('random_key')
      .notNull()
      .default(sql`random()`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('recipes_type_check', sql`${t.type} in ('Breakfast', 'Lunch', 'Dinner', 'Dessert')`),
    check(
      'recipes_gi_band_check',
      sql`${t.giBand} is null or ${t.giBand} in ('Low', 'Medium', 'High')`,
    ),
    check(
      'recipes_gl_band_check',
      sql`${t.glBand} is null or ${t.glBand} in ('Low', 'Medium', 'High')`,
    ),
    check(
      'recipes_diet_check',
      sql`${t.diet} is null or ${t.diet} in ('vegan', 'vegetarian', 'pescatarian', 'omnivore')`,
    ),
    check('recipes_servings_check', sql`${t.servings} > 0`),
    check('recipes_cook_time_check', sql`${t.cookTime} >= 0`),
    index('recipes_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('recipes_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('recipes_type_created_idx').on(t.type, t.createdAt.desc(), t.id.desc()),
    index('recipes_band_created_idx').on(t.giBand, t.createdAt.desc(), t.id.desc()),
    index('recipes_random_idx').on(t.randomKey),
    index('recipes_type_gl_idx').on(t.type, t.glycemicLoad),
    index('recipes_diet_random_idx').on(t.diet, t.randomKey),
    index('recipes_search_idx').using('gin', t.search).with({ fastupdate: false }),
    index('recipes_search_pairs_idx').using('gin', t.searchPairs).with({ fastupdate: false }),
  ],
);

export const recipeIngredients = pgTable(
  'recipe_ingredients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipeId: uuid('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    ingredientId: text('ingredient_id').references(() => ingredients.id, { onDelete: 'set null' }),
    /** The name as the cook typed it; kept even when it matches a catalogue entry. */
    name: text('name').notNull(),
    amount: real('amount').notNull(),
    unit: text('unit').notNull(),
    grams: real('grams'),
  },
  (t) => [
    check('recipe_ingredients_amount_check', sql`${t.amount} > 0`),
    index('recipe_ingredients_recipe_idx').on(t.recipeId, t.position),
    index('recipe_ingredients_ingredient_idx').on(t.ingredientId),
  ],
);
