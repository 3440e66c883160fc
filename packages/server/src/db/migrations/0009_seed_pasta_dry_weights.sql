-- Pasta, noodles, couscous, rice and grains weighed in grams are read as bought, dry (analysis
-- engine 5; docs/decisions/0012-ingredient-line-parser.md). Chef Roastie's seed recipes wrote
-- their cooked weight under the bare name, their steps giving the dry weight: a library stocked
-- before this gets what the seed files now give (the dry weight, or "cooked" in the name where
-- the dish starts from cooked rice), so the re-analysis at start does not read 700 g of cooked
-- spaghetti as 700 g of dry. Only those lines, in recipes without an author, as they were seeded.
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
  AND "recipe_ingredients"."unit" = 'g';--> statement-breakpoint
UPDATE "recipe_ingredients" SET "amount" = 200
FROM "recipes"
WHERE "recipe_ingredients"."recipe_id" = "recipes"."id" AND "recipes"."user_id" IS NULL
  AND "recipes"."name" = 'Kinche (Cracked Wheat with Spiced Butter)'
  AND "recipe_ingredients"."name" = 'bulgur' AND "recipe_ingredients"."amount" = 550
  AND "recipe_ingredients"."unit" = 'g';--> statement-breakpoint
UPDATE "recipe_ingredients" SET "amount" = 100
FROM "recipes"
WHERE "recipe_ingredients"."recipe_id" = "recipes"."id" AND "recipes"."user_id" IS NULL
  AND "recipes"."name" = 'Quinoa Porridge with Apple and Cinnamon'
  AND "recipe_ingredients"."name" = 'quinoa' AND "recipe_ingredients"."amount" = 300
  AND "recipe_ingredients"."unit" = 'g';--> statement-breakpoint
UPDATE "recipe_ingredients" SET "name" = 'cooked white rice'
FROM "recipes"
WHERE "recipe_ingredients"."recipe_id" = "recipes"."id" AND "recipes"."user_id" IS NULL
  AND "recipes"."name" = 'Gyeran-bap (Egg Rice with Soy and Sesame)'
  AND "recipe_ingredients"."name" = 'white rice' AND "recipe_ingredients"."amount" = 400
  AND "recipe_ingredients"."unit" = 'g';--> statement-breakpoint
UPDATE "recipe_ingredients" SET "amount" = 250
FROM "recipes"
WHERE "recipe_ingredients"."recipe_id" = "recipes"."id" AND "recipes"."user_id" IS NULL
  AND "recipes"."name" = 'Mango Sticky Rice'
  AND "recipe_ingredients"."name" = 'sticky rice' AND "recipe_ingredients"."amount" = 600
  AND "recipe_ingredients"."unit" = 'g';--> statement-breakpoint
UPDATE "recipe_ingredients" SET "amount" = 250
FROM "recipes"
WHERE "recipe_ingredients"."recipe_id" = "recipes"."id" AND "recipes"."user_id" IS NULL
  AND "recipes"."name" = 'Thai Green Vegetable Curry with Jasmine Rice'
  AND "recipe_ingredients"."name" = 'jasmine rice' AND "recipe_ingredients"."amount" = 700
  AND "recipe_ingredients"."unit" = 'g';--> statement-breakpoint
UPDATE "recipe_ingredients" SET "amount" = 200
FROM "recipes"
WHERE "recipe_ingredients"."recipe_id" = "recipes"."id" AND "recipes"."user_id" IS NULL
  AND "recipes"."name" = 'Butter Chicken with Basmati Rice'
  AND "recipe_ingredients"."name" = 'basmati rice' AND "recipe_ingredients"."amount" = 600
  AND "recipe_ingredients"."unit" = 'g';--> statement-breakpoint
UPDATE "recipe_ingredients" SET "amount" = 220
FROM "recipes"
WHERE "recipe_ingredients"."recipe_id" = "recipes"."id" AND "recipes"."user_id" IS NULL
  AND "recipes"."name" = 'Salmon Teriyaki with Rice and Bok Choy'
  AND "recipe_ingredients"."name" = 'sushi rice' AND "recipe_ingredients"."amount" = 600
  AND "recipe_ingredients"."unit" = 'g';--> statement-breakpoint
UPDATE "recipe_ingredients" SET "amount" = 220
FROM "recipes"
WHERE "recipe_ingredients"."recipe_id" = "recipes"."id" AND "recipes"."user_id" IS NULL
  AND "recipes"."name" = 'Beef and Broccoli Stir-Fry with Jasmine Rice'
  AND "recipe_ingredients"."name" = 'jasmine rice' AND "recipe_ingredients"."amount" = 600
  AND "recipe_ingredients"."unit" = 'g';--> statement-breakpoint
UPDATE "recipe_ingredients" SET "amount" = 220
FROM "recipes"
WHERE "recipe_ingredients"."recipe_id" = "recipes"."id" AND "recipes"."user_id" IS NULL
  AND "recipes"."name" = 'Lomo Saltado (Peruvian Beef and Potato Stir-Fry)'
  AND "recipe_ingredients"."name" = 'white rice' AND "recipe_ingredients"."amount" = 600
  AND "recipe_ingredients"."unit" = 'g';--> statement-breakpoint
UPDATE "recipe_ingredients" SET "amount" = 220
FROM "recipes"
WHERE "recipe_ingredients"."recipe_id" = "recipes"."id" AND "recipes"."user_id" IS NULL
  AND "recipes"."name" = 'Kung Pao Chicken with Jasmine Rice'
  AND "recipe_ingredients"."name" = 'jasmine rice' AND "recipe_ingredients"."amount" = 600
  AND "recipe_ingredients"."unit" = 'g';--> statement-breakpoint
UPDATE "recipe_ingredients" SET "amount" = 220
FROM "recipes"
WHERE "recipe_ingredients"."recipe_id" = "recipes"."id" AND "recipes"."user_id" IS NULL
  AND "recipes"."name" = 'Jerk Chicken with Rice and Peas'
  AND "recipe_ingredients"."name" = 'white rice' AND "recipe_ingredients"."amount" = 600
  AND "recipe_ingredients"."unit" = 'g';--> statement-breakpoint
UPDATE "recipe_ingredients" SET "amount" = 300
FROM "recipes"
WHERE "recipe_ingredients"."recipe_id" = "recipes"."id" AND "recipes"."user_id" IS NULL
  AND "recipes"."name" = 'Vegetable Paella with Smoked Paprika'
  AND "recipe_ingredients"."name" = 'medium-grain rice' AND "recipe_ingredients"."amount" = 800
  AND "recipe_ingredients"."unit" = 'g';--> statement-breakpoint
UPDATE "recipe_ingredients" SET "amount" = 150
FROM "recipes"
WHERE "recipe_ingredients"."recipe_id" = "recipes"."id" AND "recipes"."user_id" IS NULL
  AND "recipes"."name" = 'Mujaddara (Lentils and Rice with Crispy Onions)'
  AND "recipe_ingredients"."name" = 'basmati rice' AND "recipe_ingredients"."amount" = 450
  AND "recipe_ingredients"."unit" = 'g';--> statement-breakpoint
UPDATE "recipe_ingredients" SET "amount" = 300
FROM "recipes"
WHERE "recipe_ingredients"."recipe_id" = "recipes"."id" AND "recipes"."user_id" IS NULL
  AND "recipes"."name" = 'Chicken Katsu Curry with Rice'
  AND "recipe_ingredients"."name" = 'japanese rice' AND "recipe_ingredients"."amount" = 800
  AND "recipe_ingredients"."unit" = 'g';--> statement-breakpoint
UPDATE "recipe_ingredients" SET "amount" = 120
FROM "recipes"
WHERE "recipe_ingredients"."recipe_id" = "recipes"."id" AND "recipes"."user_id" IS NULL
  AND "recipes"."name" = 'Tabbouleh with Bulgur and Herbs'
  AND "recipe_ingredients"."name" = 'bulgur' AND "recipe_ingredients"."amount" = 360
  AND "recipe_ingredients"."unit" = 'g';--> statement-breakpoint
UPDATE "recipe_ingredients" SET "amount" = 300
FROM "recipes"
WHERE "recipe_ingredients"."recipe_id" = "recipes"."id" AND "recipes"."user_id" IS NULL
  AND "recipes"."name" = 'Bibimbap with Beef and Vegetables'
  AND "recipe_ingredients"."name" = 'short-grain rice' AND "recipe_ingredients"."amount" = 800
  AND "recipe_ingredients"."unit" = 'g';--> statement-breakpoint
UPDATE "recipe_ingredients" SET "amount" = 200
FROM "recipes"
WHERE "recipe_ingredients"."recipe_id" = "recipes"."id" AND "recipes"."user_id" IS NULL
  AND "recipes"."name" = 'Rajma Chawal (Kidney Bean Curry with Basmati)'
  AND "recipe_ingredients"."name" = 'basmati rice' AND "recipe_ingredients"."amount" = 600
  AND "recipe_ingredients"."unit" = 'g';--> statement-breakpoint
UPDATE "recipe_ingredients" SET "name" = 'cooked jasmine rice'
FROM "recipes"
WHERE "recipe_ingredients"."recipe_id" = "recipes"."id" AND "recipes"."user_id" IS NULL
  AND "recipes"."name" = 'Vegetable Egg Fried Rice'
  AND "recipe_ingredients"."name" = 'jasmine rice' AND "recipe_ingredients"."amount" = 700
  AND "recipe_ingredients"."unit" = 'g';--> statement-breakpoint
UPDATE "recipe_ingredients" SET "name" = 'cooked white rice'
FROM "recipes"
WHERE "recipe_ingredients"."recipe_id" = "recipes"."id" AND "recipes"."user_id" IS NULL
  AND "recipes"."name" = 'Kimchi Fried Rice with a Fried Egg'
  AND "recipe_ingredients"."name" = 'white rice' AND "recipe_ingredients"."amount" = 400
  AND "recipe_ingredients"."unit" = 'g';--> statement-breakpoint
UPDATE "recipe_ingredients" SET "amount" = 320
FROM "recipes"
WHERE "recipe_ingredients"."recipe_id" = "recipes"."id" AND "recipes"."user_id" IS NULL
  AND "recipes"."name" = 'Salmon Onigiri with Quick Cucumber Pickle'
  AND "recipe_ingredients"."name" = 'sushi rice' AND "recipe_ingredients"."amount" = 800
  AND "recipe_ingredients"."unit" = 'g';
