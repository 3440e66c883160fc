// GET /api/ingredients: the ingredient catalogue, for the editor's name autocomplete and the
// shopping list's suggestions and densities. Loaded once per visit under one query key, whichever
// screen asks first; the server answers with an ETag (a reload costs a 304) and the service worker
// keeps a copy for offline use.
import type { IngredientListItem } from '@roastie/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from './query-keys';

export function getIngredients(): Promise<IngredientListItem[]> {
  return api.get<IngredientListItem[]>('/api/ingredients');
}

export function ingredientsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.ingredients,
    queryFn: getIngredients,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function useIngredients() {
  return useQuery(ingredientsQueryOptions());
}
