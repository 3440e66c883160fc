// PUT /api/recipe/:id (docs/product.md section 7): the owner's changes; answers {recipe:{id}}.
import type { RecipeSavePayload } from '@roastie/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@/lib/use-mutation';
import { api } from '@/lib/api-client';
import type { SavedRecipe } from './create-recipe';
import { queryKeys } from '@/lib/query-keys';

export interface UpdateRecipeInput {
  id: string;
  payload: RecipeSavePayload;
}

export function updateRecipe({ id, payload }: UpdateRecipeInput): Promise<SavedRecipe> {
  return api.put<SavedRecipe>(`/api/recipe/${encodeURIComponent(id)}`, payload);
}

export function useUpdateRecipe() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateRecipe,
    onSuccess: (_saved, { id }) => {
      void client.invalidateQueries({ queryKey: queryKeys.recipes.detailOf(id) });
      void client.invalidateQueries({ queryKey: queryKeys.recipes.lists });
    },
  });
}
