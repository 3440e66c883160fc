// GET /api/ingredients: the catalogue, for suggestions and for the densities that let a mass and
// a volume of one food share a line. Loaded once per visit; the server answers with an ETag (a
// reload costs a 304) and the service worker keeps a copy for offline use. The query key is the
// recipe editor's, so a visit that opened the editor first does not load it twice.
import type { IngredientListItem } from '@roastie/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toIngredientCatalogue } from '../lib/catalogue';

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

const NO_INGREDIENTS: IngredientListItem[] = [];

/** The catalogue in core's shape; empty until it arrives (merging still works, minus densities). */
export function useShoppingCatalogue() {
  const { data } = useQuery(ingredientsQueryOptions());
  return toIngredientCatalogue(data ?? NO_INGREDIENTS);
}
