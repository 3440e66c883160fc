// DELETE /api/like {recipeId} → {ok, likes}: the heart empties at once (liked → unliked, docs/product.md
// section 4); a failure puts it back and is logged (docs/product.md section 8).
import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@/lib/use-mutation';
import { api } from '@/lib/api-client';
import { recipeQueryKey } from './get-recipe';
import { refreshRecipeLists, setRecipeLikes } from './set-recipe-likes';

export function unlikeRecipe(recipeId: string): Promise<{ ok: true; likes: number }> {
  return api.delete<{ ok: true; likes: number }>('/api/like', { recipeId });
}

export function useUnlikeRecipe(recipeId: string, viewerId: string | null) {
  const client = useQueryClient();
  const key = recipeQueryKey(recipeId, viewerId);
  return useMutation({
    mutationFn: () => unlikeRecipe(recipeId),
    onMutate: () =>
      setRecipeLikes(client, key, (recipe) => ({
        likes: Math.max(0, recipe.likes - 1),
        likedByMe: false,
      })),
    onSuccess: ({ likes }) => {
      setRecipeLikes(client, key, () => ({ likes, likedByMe: false }));
      refreshRecipeLists(client);
    },
    onError: (error, _variables, before) => {
      console.error('Failed to unlike recipe', error);
      if (before) client.setQueryData(key, before);
    },
  });
}
