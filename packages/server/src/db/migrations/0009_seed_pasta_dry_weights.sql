-- Pasta, noodles and couscous weighed in grams are read as bought, dry (analysis engine 5;
-- docs/decisions/0012-ingredient-line-parser.md). Five of Chef Roastie's seed recipes wrote their
-- cooked weight under the bare name, their steps giving the dry weight: a library stocked before
-- this gets the dry weights the seed files now give, so the re-analysis at start does not read
-- 700 g of cooked spaghetti as 700 g of dry. Only those lines, in recipes without an author, as
-- they were seeded.
UPDATE "recipe_ingredients" SET "amount" = 280
FROM "recipes"
WHERE "recipe_ingredients"."recipe_id" = "recipes"."id" AND "recipes"."user_id" IS NULL
  AND "recipes"."name" = 'Weeknight Spaghetti Bolognese'
  AND "recipe_ingredients"."name" = 'spaghetti' AND "recipe_ingredients"."amount" = 700
  AND "recipe_ingredients"."unit" = 'g';--> statement-breakpoint
UPDATE "recipe_ingredients" SET "amount" = 200
FROM "recipes"
WHERE "recipe_ingredients"."recipe_id" = "recipes"."id" AND "recipes"."user_id" IS NULL
  AND "recipes"."name" IN ('Vietnamese Rice Noodle Salad with Crispy Tofu', 'Pad Thai with Shrimp')
  AND "recipe_ingredients"."name" = 'rice noodles' AND "recipe_ingredients"."amount" = 600
  AND "recipe_ingredients"."unit" = 'g';--> statement-breakpoint
UPDATE "recipe_ingredients" SET "amount" = 220
FROM "recipes"
WHERE "recipe_ingredients"."recipe_id" = "recipes"."id" AND "recipes"."user_id" IS NULL
  AND "recipes"."name" = 'Moroccan Couscous with Roasted Vegetables and Chickpeas'
  AND "recipe_ingredients"."name" = 'couscous' AND "recipe_ingredients"."amount" = 600
  AND "recipe_ingredients"."unit" = 'g';--> statement-breakpoint
UPDATE "recipe_ingredients" SET "amount" = 330
FROM "recipes"
WHERE "recipe_ingredients"."recipe_id" = "recipes"."id" AND "recipes"."user_id" IS NULL
  AND "recipes"."name" = 'Lamb and Apricot Tagine with Couscous'
  AND "recipe_ingredients"."name" = 'couscous' AND "recipe_ingredients"."amount" = 900
  AND "recipe_ingredients"."unit" = 'g';
