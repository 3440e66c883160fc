// POST /api/like {recipeId} → {ok, likes}. In the gallery a recipe can only be liked, never
// unliked, and the count goes up at once, before the server answers (docs/product.md section 4). A
// failure puts the count back and is logged (docs/product.md section 8).
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@/lib/use-mutation';
import { api } from '@/lib/api-client';
import { recipeListsQueryKey, type RecipePage } from './get-recipes';
import { likedRecipesQueryKey, type LikedRecipes } from './get-liked-recipes';
import { queryKeys } from '@/lib/query-keys';

export function likeRecipe(recipeId: string): Promise<{ ok: true; likes: number }> {
  return api.post<{ ok: true; likes: number }>('/api/like', { recipeId });
}

function setLikes(client: QueryClient, recipeId: string, likes: (current: number) => number) {
  client.setQueriesData<InfiniteData<RecipePage>>({ queryKey: recipeListsQueryKey }, (lists) =>
    lists
      ? {
          ...lists,
          pages: lists.pages.map((page) => ({
            ...page,
            data: page.data.map((card) =>
              card.id === recipeId ? { ...card, likes: likes(card.likes) } : card,
            ),
          })),
        }
      : lists,
  );
}

function setLiked(client: QueryClient, userId: string, recipeId: string, liked: boolean) {
  client.setQueryData<LikedRecipes>(likedRecipesQueryKey(userId), (current) => {
    const ids = new Set(current?.likedRecipes ?? []);
    if (liked) ids.add(recipeId);
    else ids.delete(recipeId);
    return { likedRecipes: [...ids], count: ids.size };
  });
}

export function useLikeRecipe(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: likeRecipe,
    onMutate: (recipeId) => {
      setLikes(client, recipeId, (count) => count + 1);
      setLiked(client, userId, recipeId, true);
    },
    onSuccess: ({ likes }, recipeId) => {
      setLikes(client, recipeId, () => likes);
      // The recipe's own page asks again next time it opens.
      void client.invalidateQueries({ queryKey: queryKeys.recipes.detailOf(recipeId) });
    },
    onError: (error, recipeId) => {
      console.error('Failed to like recipe', error);
      setLikes(client, recipeId, (count) => Math.max(0, count - 1));
      setLiked(client, userId, recipeId, false);
    },
  });
}
