// The search vocabulary: every word stem (lexeme) that appears in a recipe's name, description or
// ingredient names, with a trigram index, so a mistyped word ("chiken") is corrected to the nearest
// real one ("chicken") in the same statement as the search (docs/product.md, Home / search).
// Kept in step with saves by a trigger on recipes (migration 0003), whatever path wrote the row.
import { sql } from 'drizzle-orm';
import { index, pgTable, text } from 'drizzle-orm/pg-core';

export const searchWords = pgTable('search_words', { lexeme: text('lexeme').primaryKey() }, (t) => [
  index('search_words_lexeme_trgm_idx')
    .using('gin', sql`${t.lexeme} gin_trgm_ops`)
    .with({ fastupdate: false }),
]);
