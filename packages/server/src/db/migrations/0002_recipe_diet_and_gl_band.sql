ALTER TABLE "recipes" ADD COLUMN "gl_band" text;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "diet" text;--> statement-breakpoint
CREATE INDEX "recipes_diet_random_idx" ON "recipes" USING btree ("diet","random_key");--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_gl_band_check" CHECK ("recipes"."gl_band" is null or "recipes"."gl_band" in ('Low', 'Medium', 'High'));--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_diet_check" CHECK ("recipes"."diet" is null or "recipes"."diet" in ('vegan', 'vegetarian', 'pescatarian', 'omnivore'));