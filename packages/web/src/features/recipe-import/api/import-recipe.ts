// POST /api/recipe/import (docs/product.md section 7): a page address, a schema.org Recipe read from a
// file, or pasted text; answers the draft the editor opens.
import type { RecipeImportDraft, RecipeImportRequest } from '@roastie/core';
import { useMutation } from '@/lib/use-mutation';
import { api } from '@/lib/api-client';

export function importRecipe(request: RecipeImportRequest) {
  return api.post<RecipeImportDraft>('/api/recipe/import', request);
}

export function useImportRecipe() {
  return useMutation({ mutationFn: importRecipe });
}
