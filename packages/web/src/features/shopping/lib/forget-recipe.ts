// Takes a recipe off the "recipes on this list" record. Its ingredient lines stay: they were
// merged with everything else and cannot be told apart, and the cook may still want them.
import type { ShoppingList } from '@roastie/core';

export function forgetRecipe(list: ShoppingList, id: string): ShoppingList {
  if (!list.recipes.some((recipe) => recipe.id === id)) return list;
  return { ...list, recipes: list.recipes.filter((recipe) => recipe.id !== id) };
}
