// A recipe as every visitor sees it, as the JSON GET /api/recipe/:id sends: kept ready for a few
// seconds (public-recipe-cache.ts) and shared by that route and the recipe page's HTML, which
// carries it for the page's first render (docs/decisions/0014-speed.md).
import { recipeSchema } from '@roastie/core';
import type { Database } from '../db/client.ts';
import { publicRecipeCache } from './public-recipe-cache.ts';
import { findRecipe } from './recipe-queries.ts';

/** The visitor's JSON of the recipe with this id, or null when there is none. */
export async function publicRecipeJson(db: Database, id: string): Promise<string | null> {
  const cache = publicRecipeCache(db);
  const ready = cache.get(id);
  if (ready) return ready;
  const recipe = await findRecipe(db, id, null);
  if (!recipe) return null;
  const json = JSON.stringify(recipeSchema.parse(recipe));
  cache.set(id, json);
  return json;
}
