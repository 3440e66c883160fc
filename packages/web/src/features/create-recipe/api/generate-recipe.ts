// POST /api/generateRecipe (docs/product.md section 7): a form with the (compressed) photo or PDF as
// `image` and the `dishDescription`; answers the draft recipe the editor opens.
import type { GenerationDraft } from '@roastie/core';
import { useMutation } from '@/lib/use-mutation';
import { api } from '@/lib/api-client';

export interface GenerateRecipeInput {
  file: File;
  description: string;
}

export function generateRecipe({ file, description }: GenerateRecipeInput) {
  const form = new FormData();
  form.append('image', file);
  form.append('dishDescription', description);
  return api.post<GenerationDraft>('/api/generateRecipe', form);
}

export function useGenerateRecipe() {
  return useMutation({ mutationFn: generateRecipe });
}
