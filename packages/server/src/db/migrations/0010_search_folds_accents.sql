-- Search folds accents: "nicoise" finds the Niçoise salad, "creme brulee" a crème brûlée. The
-- search documents are built from the folded text and the query's words are folded the same way
-- before they reach the database (core's foldAccents(), modules/recipes/search-query.ts); server
-- tests check the two agree letter by letter. Both decompose the text (NFKD), drop the marks and
-- map the letters that do not decompose (ø, ł, œ, ß); every function used is IMMUTABLE, as a
-- generated column needs, and none needs an extension. normalize() needs a UTF8 database, the
-- default of PostgreSQL and PGlite (docs/decisions/0014-speed.md).
CREATE FUNCTION "fold_accents"(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT normalize(replace(replace(replace(replace(replace(replace(translate(
    regexp_replace(normalize(t, NFKD), '[\u0300-\u036f]', '', 'g'),
    'ĐđĦħıŁłØøŦŧ', 'DdHhiLlOoTt'),
    'Œ', 'OE'), 'œ', 'oe'), 'Æ', 'AE'), 'æ', 'ae'), 'ß', 'ss'), 'ẞ', 'SS'), NFC)
$$;--> statement-breakpoint
ALTER TABLE "recipes" drop column "search";--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', fold_accents(coalesce("recipes"."name", ''))), 'A') ||
        setweight(to_tsvector('english', fold_accents(coalesce("recipes"."ingredient_text", ''))), 'B') ||
        setweight(to_tsvector('english', fold_accents(coalesce("recipes"."description", ''))), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "recipes" drop column "search_pairs";--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "search_pairs" "tsvector" GENERATED ALWAYS AS (word_pairs(to_tsvector('english', fold_accents(coalesce("recipes"."name", ''))) ||
        to_tsvector('english', fold_accents(coalesce("recipes"."ingredient_text", ''))) ||
        to_tsvector('english', fold_accents(coalesce("recipes"."description", ''))))) STORED;--> statement-breakpoint
CREATE INDEX "recipes_search_idx" ON "recipes" USING gin ("search") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "recipes_search_pairs_idx" ON "recipes" USING gin ("search_pairs") WITH (fastupdate=false);--> statement-breakpoint
-- The vocabulary for typo corrections learns the folded words.
INSERT INTO "search_words" ("lexeme")
  SELECT DISTINCT unnest(tsvector_to_array("search")) FROM "recipes" ON CONFLICT DO NOTHING;
