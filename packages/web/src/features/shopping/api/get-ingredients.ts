// The ingredient catalogue (lib/ingredients-query.ts) in core's shape, for suggestions and for the
// densities that let a mass and a volume of one food share a line.
import type { IngredientListItem } from '@roastie/core';
import { useIngredients } from '@/lib/ingredients-query';
import { toIngredientCatalogue } from '../lib/catalogue';

const NO_INGREDIENTS: IngredientListItem[] = [];

/** The catalogue in core's shape; empty until it arrives (merging still works, minus densities). */
export function useShoppingCatalogue() {
  const { data } = useIngredients();
  return toIngredientCatalogue(data ?? NO_INGREDIENTS);
}
