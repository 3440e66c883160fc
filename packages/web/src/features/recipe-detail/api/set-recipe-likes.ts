// The like and unlike calls change the recipe already on screen at once, then settle on the
// server's count; both use these helpers.
import type { Recipe } from '@roastie/core';
import type { QueryClient } from '@tanstack/react-query';
import type { recipeQueryKey } from './get-recipe';
import { queryKeys } from '@/lib/query-keys';

export function setRecipeLikes(
  client: QueryClient,
  key: ReturnType<typeof recipeQueryKey>,
  change: (recipe: Recipe) => Pick<Recipe, 'likes' | 'likedByMe'>,
): Recipe | undefined {
  const before = client.getQueryData<Recipe>(key);
  if (before) client.setQueryData<Recipe>(key, { ...before, ...change(before) });
  return before;
}

/** Lists show the count too: ask again next time they are shown. */
export function refreshRecipeLists(client: QueryClient) {
  void client.invalidateQueries({ queryKey: queryKeys.recipes.lists });
  void client.invalidateQueries({ queryKey: queryKeys.likes.all });
}
