// POST /api/ingredients/parse: pasted ingredient lines read into quantity, unit and name, one result
// per line, in order (the editor's 'Paste ingredients').
import type { IngredientParseResponse } from '@roastie/core';
import { useMutation } from '@/lib/use-mutation';
import { api } from '@/lib/api-client';

export function parseIngredients(lines: string[]) {
  return api.post<IngredientParseResponse>('/api/ingredients/parse', { lines });
}

export function useParseIngredients() {
  return useMutation({ mutationFn: parseIngredients });
}
