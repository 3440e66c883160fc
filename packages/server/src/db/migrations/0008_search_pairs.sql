-- A phrase ("sweet potato") found through an index. Postgres finds recipes holding both words in
-- the GIN index of search, then re-reads each one's document to check the words stand side by
-- side; when no recipe has the phrase that is every recipe with both words (about a thousand at
-- 100,000 recipes, 35 ms). Each neighbouring pair of the document is stored as one lexeme, so a
-- two-word phrase is one index lookup (docs/decisions/0014-speed.md). The search reads the
-- pairs a query asks for from its phrase (modules/recipes/search-recipes.ts).
CREATE FUNCTION "word_pairs"(doc tsvector) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_to_tsvector(array_agg(DISTINCT a.lexeme || ' ' || b.lexeme)), ''::tsvector)
  FROM (SELECT lexeme, unnest(positions) AS pos FROM unnest(doc)) a
  JOIN (SELECT lexeme, unnest(positions) AS pos FROM unnest(doc)) b ON b.pos = a.pos + 1
$$;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "search_pairs" "tsvector" GENERATED ALWAYS AS (word_pairs(to_tsvector('english', coalesce("recipes"."name", '')) ||
        to_tsvector('english', coalesce("recipes"."ingredient_text", '')) ||
        to_tsvector('english', coalesce("recipes"."description", '')))) STORED;--> statement-breakpoint
CREATE INDEX "recipes_search_pairs_idx" ON "recipes" USING gin ("search_pairs") WITH (fastupdate=false);