// POST /api/recipe (docs/product.md section 7): a new recipe from the save payload; answers {recipe:{id}}.
import type { RecipeSavePayload } from '@roastie/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@/lib/use-mutation';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface SavedRecipe {
  recipe: { id: string };
}

export function createRecipe(payload: RecipeSavePayload): Promise<SavedRecipe> {
  return api.post<SavedRecipe>('/api/recipe', payload);
}

export function useCreateRecipe() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createRecipe,
    onSuccess: () => void client.invalidateQueries({ queryKey: queryKeys.recipes.lists }),
  });
}
