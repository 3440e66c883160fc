// GET /api/recipe/{id}, read as core's addRecipe wants it: name, servings and the ingredient rows
// ({amount, unit, ingredients: {name}}). The service worker keeps recipe answers for offline use.
import type { Recipe, RecipeForShopping } from '@roastie/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function toRecipeForShopping(recipe: Recipe): RecipeForShopping {
  return {
    id: recipe.id,
    name: recipe.name,
    servings: recipe.servings,
    ingredients: recipe.ingredients.map((row) => ({
      name: row.ingredients.name,
      amount: row.amount,
      unit: row.unit,
    })),
  };
}

export async function getRecipeForShopping(id: string): Promise<RecipeForShopping> {
  const recipe = await api.get<Recipe>(`/api/recipe/${encodeURIComponent(id)}`);
  return toRecipeForShopping(recipe);
}

export function recipeForShoppingQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.shopping.recipe(id),
    queryFn: () => getRecipeForShopping(id),
    staleTime: 5 * 60_000,
  });
}

export function useRecipeForShopping(id: string) {
  return useQuery(recipeForShoppingQueryOptions(id));
}
