// DELETE /api/recipe/{id}: the author's own recipe (the server checks it is theirs). Every recipe
// list and count is stale afterwards.
import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@/lib/use-mutation';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function deleteRecipe(id: string): Promise<void> {
  return api.delete<void>(`/api/recipe/${encodeURIComponent(id)}`);
}

export function useDeleteRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRecipe,
    // Not the deleted recipe's own query: the page still shows it until the cook is taken away,
    // and refetching it would only ask for a 404.
    onSuccess: async (_result, id) => {
      await Promise.all([
        queryClient.invalidateQueries({
          queryKey: queryKeys.recipes.all,
          predicate: ({ queryKey }) => !(queryKey[1] === 'detail' && queryKey[2] === id),
        }),
        queryClient.invalidateQueries({ queryKey: queryKeys.profile.all }),
      ]);
    },
  });
}
