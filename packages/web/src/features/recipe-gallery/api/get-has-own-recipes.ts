// GET /api/recipe?author=me&limit=1: whether the signed-in cook has written any recipe, so the
// gallery opens on My Recipes only when there is something in it (issue 15).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export async function getHasOwnRecipes(): Promise<boolean> {
  const page = await api.get<{ data: unknown[] }>('/api/recipe', {
    query: { author: 'me', limit: 1 },
  });
  return page.data.length > 0;
}

/** String keys in one place for this feature (the web query-key registry folds them in). */
export const hasOwnRecipesQueryKey = (userId: string) => queryKeys.recipes.hasOwn(userId);

export function hasOwnRecipesQueryOptions(userId: string) {
  return queryOptions({ queryKey: hasOwnRecipesQueryKey(userId), queryFn: getHasOwnRecipes });
}

/** Undefined until known; false when the call fails (Community then, the library is never hidden). */
export function useHasOwnRecipes(userId: string | null): boolean | undefined {
  const query = useQuery({
    ...hasOwnRecipesQueryOptions(userId ?? ''),
    enabled: userId !== null,
  });
  if (query.isError) return false;
  return query.data;
}
