// Chef Roastie's seed recipe library: every original recipe the server loads on the first start
// of an empty database, in type order. The data lives in one file per type.
import { BREAKFAST_RECIPES } from './breakfast.ts';
import { DESSERT_RECIPES } from './dessert.ts';
import { DINNER_RECIPES } from './dinner.ts';
import { LUNCH_RECIPES } from './lunch.ts';
import type { SeedRecipe } from './seed-recipe.ts';

export * from './seed-recipe.ts';
export { BREAKFAST_RECIPES, DESSERT_RECIPES, DINNER_RECIPES, LUNCH_RECIPES };

export const SEED_RECIPES: readonly SeedRecipe[] = [
  ...BREAKFAST_RECIPES,
  ...LUNCH_RECIPES,
  ...DINNER_RECIPES,
  ...DESSERT_RECIPES,
];
