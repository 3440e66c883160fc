// The shape of one seed recipe: Chef Roastie's library, loaded on the first start of an empty
// database from JSON data files (packages/server/src/db/seed/recipes/data/, one per recipe type).
// It mirrors the recipe save payload plus what a library needs to be browsed: a stable slug, a
// cuisine, tags and a diet.
//
// Conventions the data files keep (the server's seed-recipes.test.ts checks them):
// - Ingredient names are catalogue names or aliases exactly ('basmati rice', 'eggs', 'olive oil'),
//   with no preparation words: "chopped", "sliced" and the like belong in the steps.
// - Pasta, noodles, couscous, rice and grains in grams are read as bought, dry
//   (docs/decisions/0012-ingredient-line-parser.md), so they are listed dry (300 g basmati rice,
//   about 900 g cooked), or as "cooked ..." when a dish starts from cooked rice. Legumes are listed
//   at their cooked weight, as the catalogue stores them ("lentils, boiled") and cans hold them.
// - Eggs, onions, garlic cloves, lemons, tortillas, slices of bread and the like are counted in
//   pieces; meat and fish without a catalogue piece weight are weighed in grams.
import { z } from 'zod';
import { DIETS, RECIPE_TYPES } from './recipes.ts';

/** The units a seed ingredient line may use (the editor's units in their short spelling, plus ml). */
export const SEED_RECIPE_UNITS = ['g', 'kg', 'ml', 'l', 'cup', 'tbsp', 'tsp', 'piece'] as const;

export const seedIngredientSchema = z.strictObject({
  /** A catalogue name or alias, lower case. */
  name: z.string().min(1),
  amount: z.number().positive(),
  unit: z.enum(SEED_RECIPE_UNITS),
});
export type SeedIngredient = z.infer<typeof seedIngredientSchema>;

export const seedRecipeSchema = z.strictObject({
  /** Unique, kebab-case, stable: how a seeded recipe is recognised again. */
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  name: z.string().min(1),
  type: z.enum(RECIPE_TYPES),
  cuisine: z.string().min(1),
  /** One or two sentences, in Chef Roastie's voice. */
  description: z.string().min(1),
  /** Minutes, active plus passive cooking (not overnight soaking or freezing). */
  cookTime: z.number().int().positive(),
  servings: z.number().int().positive(),
  ingredients: z.array(seedIngredientSchema).min(1).readonly(),
  /** In the order a cook works: prep, cook, finish, serve. */
  instructions: z
    .array(z.strictObject({ description: z.string().min(1) }))
    .min(1)
    .readonly(),
  tags: z.array(z.string().min(1)).readonly().optional(),
  diet: z.enum(DIETS),
});
export type SeedRecipe = z.infer<typeof seedRecipeSchema>;

/** One data file: every seed recipe of one type. */
export const seedRecipeFileSchema = z.array(seedRecipeSchema);
