// Chef Roastie's seed recipe library: every original recipe the server loads on the first start
// of an empty database, in type order. The data lives in data/, one file per type.
import { BREAKFAST_RECIPES } from './data/breakfast.ts';
import { DESSERT_RECIPES } from './data/dessert.ts';
import { DINNER_RECIPES } from './data/dinner.ts';
import { LUNCH_RECIPES } from './data/lunch.ts';
import type { SeedRecipe } from './seed-recipe.ts';

export * from './seed-recipe.ts';
export { BREAKFAST_RECIPES, DESSERT_RECIPES, DINNER_RECIPES, LUNCH_RECIPES };

export const SEED_RECIPES: readonly SeedRecipe[] = [
  ...BREAKFAST_RECIPES,
  ...LUNCH_RECIPES,
  ...DINNER_RECIPES,
  ...DESSERT_RECIPES,
];
