// Adds several recipes to the shopping list at once, each scaled to the servings wanted, through
// the list's own merge rules (core's addRecipe) and its sync, exactly as adding them one by one on
// /shop would. The list is opened only when something is added: visiting the planner syncs nothing. Used by the meal planner's "Add this week to the shopping list".
import { useCallback } from 'react';
import { addRecipe } from '@roastie/core';
import { useQueryClient } from '@tanstack/react-query';
import { newItemId } from '@/lib/new-id';
import { recipeForShoppingQueryOptions } from '../api/get-recipe-for-shopping';
import { useShoppingCatalogue } from '../api/get-ingredients';
import { openShoppingList, type ShoppingIdentity } from './use-shopping-list';

export interface RecipeServings {
  recipeId: string;
  servings: number;
}

export interface AddedToList {
  recipes: number;
  /** Ingredient names the list could not hold (no amount, "to taste"). */
  skipped: string[];
  /** Recipes that could not be added (deleted, or the list is full). */
  failed: string[];
}

export function useAddRecipesToList(identity: ShoppingIdentity) {
  const queryClient = useQueryClient();
  const catalogue = useShoppingCatalogue();
  const { owner, confirmed, onUnauthorized } = identity;

  return useCallback(
    async (wanted: readonly RecipeServings[]): Promise<AddedToList> => {
      const result: AddedToList = { recipes: 0, skipped: [], failed: [] };
      const recipes = await Promise.all(
        wanted.map(async ({ recipeId, servings }) => {
          try {
            const recipe = await queryClient.fetchQuery(recipeForShoppingQueryOptions(recipeId));
            return { recipe, servings };
          } catch {
            result.failed.push(recipeId);
            return null;
          }
        }),
      );
      const list = openShoppingList({ owner, confirmed, onUnauthorized }, catalogue);
      for (const found of recipes) {
        if (!found) continue;
        const { recipe, servings } = found;
        const times = servings / (recipe.servings > 0 ? recipe.servings : servings);
        const outcome = list.apply((current) =>
          addRecipe(current, recipe, times, catalogue, newItemId),
        );
        if (!outcome.ok) {
          result.failed.push(recipe.name);
          continue;
        }
        result.recipes += 1;
        for (const ingredient of outcome.skipped) {
          if (!result.skipped.includes(ingredient.name)) result.skipped.push(ingredient.name);
        }
      }
      // Saved (or kept on this device to send later) before the cook is told it is done.
      await list.sync();
      return result;
    },
    [queryClient, catalogue, owner, confirmed, onUnauthorized],
  );
}
