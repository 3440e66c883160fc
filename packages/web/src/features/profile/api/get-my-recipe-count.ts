// GET /api/recipe?author=me: how many recipes the signed-in cook wrote. When the call fails the
// count is hidden (docs/product.md section 8), so a failure is just "no number".
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { countOf } from '../lib/count-of';
import { queryKeys } from '@/lib/query-keys';

export async function getMyRecipeCount(): Promise<number> {
  return countOf(await api.get<unknown>('/api/recipe', { query: { author: 'me' } }), 'data');
}

export function myRecipeCountQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeys.profile.recipeCount(userId),
    queryFn: getMyRecipeCount,
    retry: false,
  });
}

export function useMyRecipeCount(userId: string) {
  return useQuery(myRecipeCountQueryOptions(userId));
}
