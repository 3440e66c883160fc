// Chef Roastie's seed recipe library: every original recipe the server loads on the first start
// of an empty database, in type order. The recipes are data (data/<type>.json, one file per recipe
// type), validated against core's seed recipe schema when this module loads.
import {
  RECIPE_TYPES,
  seedRecipeFileSchema,
  type RecipeType,
  type SeedRecipe,
} from '@roastie/core';
import breakfast from './data/breakfast.json' with { type: 'json' };
import dessert from './data/dessert.json' with { type: 'json' };
import dinner from './data/dinner.json' with { type: 'json' };
import lunch from './data/lunch.json' with { type: 'json' };

export { SEED_RECIPE_UNITS, type SeedIngredient, type SeedRecipe } from '@roastie/core';

/** The raw data files by the recipe type they hold. */
export const SEED_RECIPE_FILES: Readonly<Record<RecipeType, unknown>> = {
  Breakfast: breakfast,
  Lunch: lunch,
  Dinner: dinner,
  Dessert: dessert,
};

/** Validates one data file; a bad value fails with the file, the recipe and the field named. */
export function readSeedRecipeFile(type: RecipeType, data: unknown): SeedRecipe[] {
  const parsed = seedRecipeFileSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `Seed recipes data/${type.toLowerCase()}.json are invalid at [${issue?.path.join('.') ?? ''}]: ${issue?.message}`,
    );
  }
  const misplaced = parsed.data.find((recipe) => recipe.type !== type);
  if (misplaced) {
    throw new Error(
      `Seed recipes data/${type.toLowerCase()}.json hold ${misplaced.slug}, a ${misplaced.type}`,
    );
  }
  return parsed.data;
}

export const SEED_RECIPES: readonly SeedRecipe[] = RECIPE_TYPES.flatMap((type) =>
  readSeedRecipeFile(type, SEED_RECIPE_FILES[type]),
);
