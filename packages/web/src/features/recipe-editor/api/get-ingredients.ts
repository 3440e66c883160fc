// GET /api/ingredients: the ingredient catalogue for the name autocomplete. Loaded once per visit
// (the server answers with an ETag, so a reload costs a 304).
import type { IngredientListItem } from '@roastie/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getIngredients(): Promise<IngredientListItem[]> {
  return api.get<IngredientListItem[]>('/api/ingredients');
}

export function ingredientsQueryOptions() {
  return queryOptions({
    queryKey: ['ingredients'] as const,
    queryFn: getIngredients,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function useIngredients() {
  return useQuery(ingredientsQueryOptions());
}
