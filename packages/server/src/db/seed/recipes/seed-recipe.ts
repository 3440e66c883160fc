// The shape of one seed recipe: Chef Roastie's library, loaded on the first start of an empty
// database. It mirrors the recipe save payload (SPEC.md section 3) plus what a library needs to
// be browsed: a stable slug, a cuisine, tags and a diet.
//
// Conventions the data files keep (seed-recipes.test.ts checks them):
// - Ingredient names are catalogue names or aliases exactly ('basmati rice', 'eggs', 'olive oil'),
//   with no preparation words: "chopped", "sliced" and the like belong in the steps.
// - Rice, pasta, noodles, grains and legumes are listed at their COOKED weight, because that is how
//   the catalogue stores them ("rice, white, boiled"); 300 g dry basmati is about 900 g cooked. The
//   exceptions are foods the catalogue itself stores dry: glass noodles and tapioca pearls.
// - Eggs, onions, garlic cloves, lemons, tortillas, slices of bread and the like are counted in
//   pieces; meat and fish without a catalogue piece weight are weighed in grams.

export const SEED_RECIPE_TYPES = ['Breakfast', 'Lunch', 'Dinner', 'Dessert'] as const;
export type SeedRecipeType = (typeof SEED_RECIPE_TYPES)[number];

/** The units a seed ingredient line may use (the editor's units, SPEC.md section 5, plus ml). */
export const SEED_RECIPE_UNITS = ['g', 'kg', 'ml', 'l', 'cup', 'tbsp', 'tsp', 'piece'] as const;
export type SeedRecipeUnit = (typeof SEED_RECIPE_UNITS)[number];

export const SEED_RECIPE_DIETS = ['vegan', 'vegetarian', 'pescatarian', 'omnivore'] as const;
export type SeedRecipeDiet = (typeof SEED_RECIPE_DIETS)[number];

export interface SeedIngredient {
  /** A catalogue name or alias, lower case. */
  name: string;
  /** Greater than zero. */
  amount: number;
  unit: SeedRecipeUnit;
}

export interface SeedInstruction {
  description: string;
}

export interface SeedRecipe {
  /** Unique, kebab-case, stable: how a seeded recipe is recognised again. */
  slug: string;
  name: string;
  type: SeedRecipeType;
  cuisine: string;
  /** One or two sentences, in Chef Roastie's voice. */
  description: string;
  /** Minutes, active plus passive cooking (not overnight soaking or freezing). */
  cookTime: number;
  servings: number;
  ingredients: readonly SeedIngredient[];
  /** In the order a cook works: prep, cook, finish, serve. */
  instructions: readonly SeedInstruction[];
  tags?: readonly string[];
  diet: SeedRecipeDiet;
}
