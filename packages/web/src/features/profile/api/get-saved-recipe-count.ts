// GET /api/like: the recipes the signed-in cook liked, `{likedRecipes, count}`. When the call
// fails the count is hidden (docs/product.md section 8).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { countOf } from '../lib/count-of';
import { queryKeys } from '@/lib/query-keys';

export async function getSavedRecipeCount(): Promise<number> {
  return countOf(await api.get<unknown>('/api/like'), 'likedRecipes');
}

export function savedRecipeCountQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeys.profile.savedCount(userId),
    queryFn: getSavedRecipeCount,
    retry: false,
  });
}

export function useSavedRecipeCount(userId: string) {
  return useQuery(savedRecipeCountQueryOptions(userId));
}
