// GET /api/cooked-recipe?recipe_id=: how many food memories are linked to the recipe, `{posts}`.
// When the call fails the count is hidden (docs/product.md section 8).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export async function getCookedCount(recipeId: string): Promise<number> {
  const { posts } = await api.get<{ posts: number | unknown[] }>('/api/cooked-recipe', {
    query: { recipe_id: recipeId },
  });
  return Array.isArray(posts) ? posts.length : Number(posts) || 0;
}

export function cookedCountQueryOptions(recipeId: string) {
  return queryOptions({
    queryKey: queryKeys.recipes.cooked(recipeId),
    queryFn: () => getCookedCount(recipeId),
    retry: false,
  });
}

export function useCookedCount(recipeId: string) {
  return useQuery(cookedCountQueryOptions(recipeId));
}
