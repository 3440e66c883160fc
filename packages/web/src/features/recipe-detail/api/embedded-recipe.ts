// The recipe a recipe page's HTML carries for a visitor (core EMBEDDED_RECIPE_ELEMENT_ID, written
// by the server as GET /api/recipe/:id would answer it): put in the query cache before the first
// render, so the page draws the recipe at once instead of a placeholder and then a request
// (docs/decisions/0014-speed.md). Signed-in cooks ask with their own key (likedByMe) and fetch.
import { EMBEDDED_RECIPE_ELEMENT_ID, type Recipe } from '@roastie/core';
import type { QueryClient } from '@tanstack/react-query';
import { recipeQueryKey } from './get-recipe';

export function seedEmbeddedRecipe(client: QueryClient, doc: Document = document): void {
  const element = doc.getElementById(EMBEDDED_RECIPE_ELEMENT_ID);
  if (!element?.textContent) return;
  // Read once: a later visit to the page asks the server, as any other.
  element.remove();
  try {
    const recipe = JSON.parse(element.textContent) as Recipe;
    client.setQueryData(recipeQueryKey(recipe.id, null), recipe);
  } catch {
    // A damaged block is no worse than none: the page fetches the recipe.
  }
}
