// GET /api/like: the ids of the recipes the signed-in cook liked, `{likedRecipes, count}`, so the
// gallery can show which hearts are already filled.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface LikedRecipes {
  likedRecipes: string[];
  count: number;
}

export function getLikedRecipes(): Promise<LikedRecipes> {
  return api.get<LikedRecipes>('/api/like');
}

export const likedRecipesQueryKey = queryKeys.likes.of;

export function likedRecipesQueryOptions(userId: string) {
  return queryOptions({ queryKey: likedRecipesQueryKey(userId), queryFn: getLikedRecipes });
}

/** Asks only when someone is signed in: a visitor has liked nothing. */
export function useLikedRecipes(userId: string | null) {
  return useQuery({ ...likedRecipesQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
