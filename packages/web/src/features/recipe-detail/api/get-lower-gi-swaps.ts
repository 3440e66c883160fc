// POST /api/glycemic/estimate with the recipe's ingredients: the lower-GI swaps the engine
// suggests, each with the GI and GL per serving the recipe would have after it.
import { ESTIMATE_UNITS, type GlycemicEstimateResponse, type Recipe } from '@roastie/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type GlycemicSwap = GlycemicEstimateResponse['swaps'][number];

interface EstimateLine {
  name: string;
  amount: number;
  unit: string;
}

/** Only rows the estimate can read: a positive amount in a unit it knows. */
export function estimateLinesOf(recipe: Pick<Recipe, 'ingredients'>): EstimateLine[] {
  const units: readonly string[] = ESTIMATE_UNITS;
  return recipe.ingredients
    .map((row) => ({
      name: row.ingredients.name,
      amount: row.amount,
      unit: row.unit.toLowerCase(),
    }))
    .filter((line) => line.name.trim() && line.amount > 0 && units.includes(line.unit));
}

export async function getLowerGiSwaps(
  lines: EstimateLine[],
  servings: number,
  signal?: AbortSignal,
): Promise<GlycemicSwap[]> {
  const estimate = await api.post<GlycemicEstimateResponse>(
    '/api/glycemic/estimate',
    { ingredients: lines, servings: Math.min(100, Math.max(1, Math.round(servings))) },
    { signal },
  );
  return estimate.swaps;
}

export function lowerGiSwapsQueryOptions(recipe: Recipe) {
  const lines = estimateLinesOf(recipe);
  return queryOptions({
    queryKey: queryKeys.recipes.swaps(recipe.id, recipe.updated_at),
    queryFn: ({ signal }) => getLowerGiSwaps(lines, recipe.servings, signal),
    staleTime: Infinity,
  });
}

/** `wanted`: the swaps are asked for only once the cook nears them on the page. */
export function useLowerGiSwaps(recipe: Recipe, wanted = true) {
  const options = lowerGiSwapsQueryOptions(recipe);
  return useQuery({ ...options, enabled: wanted && estimateLinesOf(recipe).length > 0 });
}
