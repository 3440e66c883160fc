// After a memory is added or deleted: both feeds, and the linked recipe's cooked count (the
// recipe page caches it under ['recipes', 'cooked', id]), are out of date.
import type { QueryClient } from '@tanstack/react-query';
import { postsQueryKey } from './get-posts';
import { queryKeys } from '@/lib/query-keys';

export function invalidateMemories(queryClient: QueryClient, recipeId: string | null) {
  void queryClient.invalidateQueries({ queryKey: postsQueryKey });
  if (recipeId)
    void queryClient.invalidateQueries({ queryKey: queryKeys.recipes.cooked(recipeId) });
}
