ALTER TABLE "recipes" ADD COLUMN "gi_low" integer;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "gi_high" integer;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "stated_glycemic_index" integer;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "stated_nutrition" jsonb;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "analysis_version" text;--> statement-breakpoint
-- An author's GI used to be stored in glycemic_index when the catalogue knew too little: keep it
-- as the stated value so the re-analysis at start (reanalyse-recipes.ts) can still show it.
UPDATE "recipes" SET "stated_glycemic_index" = least(100, greatest(0, "glycemic_index")) WHERE "gi_provenance"->>'source' = 'estimate' AND "glycemic_index" IS NOT NULL;--> statement-breakpoint
UPDATE "recipes" SET "stated_nutrition" = "nutrition" - 'fibre' - 'sugars' WHERE "gi_provenance"->>'nutritionSource' = 'estimate';
