// POST /api/like {recipeId} → {ok, likes}: the heart fills at once (not liked → liked, docs/product.md
// section 4); a failure puts it back and is logged (docs/product.md section 8).
import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@/lib/use-mutation';
import { api } from '@/lib/api-client';
import { recipeQueryKey } from './get-recipe';
import { refreshRecipeLists, setRecipeLikes } from './set-recipe-likes';

export function likeRecipe(recipeId: string): Promise<{ ok: true; likes: number }> {
  return api.post<{ ok: true; likes: number }>('/api/like', { recipeId });
}

export function useLikeRecipe(recipeId: string, viewerId: string | null) {
  const client = useQueryClient();
  const key = recipeQueryKey(recipeId, viewerId);
  return useMutation({
    mutationFn: () => likeRecipe(recipeId),
    onMutate: () =>
      setRecipeLikes(client, key, (recipe) => ({ likes: recipe.likes + 1, likedByMe: true })),
    onSuccess: ({ likes }) => {
      setRecipeLikes(client, key, () => ({ likes, likedByMe: true }));
      refreshRecipeLists(client);
    },
    onError: (error, _variables, before) => {
      console.error('Failed to like recipe', error);
      if (before) client.setQueryData(key, before);
    },
  });
}
