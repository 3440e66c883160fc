CREATE TABLE "search_words" (
	"lexeme" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "recipes_name_trgm_idx";--> statement-breakpoint
DROP INDEX "recipes_ingredient_text_trgm_idx";--> statement-breakpoint
ALTER TABLE "recipes" drop column "search";--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("recipes"."name", '')), 'A') ||
        setweight(to_tsvector('english', coalesce("recipes"."ingredient_text", '')), 'B') ||
        setweight(to_tsvector('english', coalesce("recipes"."description", '')), 'C')) STORED;--> statement-breakpoint
-- The lean document: ingredient names as typed plus the catalogue's name, without every alias.
UPDATE "recipes" r SET "ingredient_text" = coalesce((
  SELECT string_agg(n, ' ') FROM (
    SELECT DISTINCT lower(ri."name") AS n FROM "recipe_ingredients" ri WHERE ri."recipe_id" = r."id"
    UNION
    SELECT lower(i."name") FROM "recipe_ingredients" ri JOIN "ingredients" i ON i."id" = ri."ingredient_id"
    WHERE ri."recipe_id" = r."id"
  ) names), '');--> statement-breakpoint
CREATE INDEX "recipes_search_idx" ON "recipes" USING gin ("search");--> statement-breakpoint
CREATE INDEX "search_words_lexeme_trgm_idx" ON "search_words" USING gin ("lexeme" gin_trgm_ops);--> statement-breakpoint
-- The vocabulary follows every write of a recipe's words, whichever code path made it.
CREATE FUNCTION "recipes_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("lexeme")
  SELECT unnest(tsvector_to_array(NEW."search")) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "recipes_search_words" AFTER INSERT OR UPDATE OF "name", "description", "ingredient_text"
  ON "recipes" FOR EACH ROW EXECUTE FUNCTION "recipes_search_words"();--> statement-breakpoint
INSERT INTO "search_words" ("lexeme")
  SELECT DISTINCT unnest(tsvector_to_array("search")) FROM "recipes" ON CONFLICT DO NOTHING;