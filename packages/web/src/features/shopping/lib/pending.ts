// What the cook picked or typed, waiting for an amount (docs/product.md sections 2 and 4: "suggestion or
// typed text, pending item awaiting amount, added to list").
import {
  matchIngredientName,
  toShoppingQuantity,
  type IngredientCatalogue,
  type ShoppingUnit,
} from '@roastie/core';

/** An item typed with its amount ("200 g flour") carries it and is added at once. */
export type Pending =
  | { kind: 'item'; name: string; unit: ShoppingUnit; amount?: string }
  | { kind: 'recipe'; id: string; name: string };

/** The shopping unit for a catalogue entry's usual unit (g, ml, piece, cup, tbsp, tsp). */
export function shoppingUnitFor(catalogueUnit: string): ShoppingUnit {
  return toShoppingQuantity(1, catalogueUnit)?.unit ?? 'pcs';
}

/**
 * The unit the amount field starts with: the catalogue's usual unit for a food it knows by that
 * exact name (flour in g, milk in ml, eggs in pcs), else pieces.
 */
export function defaultShoppingUnit(name: string, catalogue: IngredientCatalogue): ShoppingUnit {
  const match = matchIngredientName(name, catalogue);
  if (!match || match.how !== 'exact') return 'pcs';
  return shoppingUnitFor(match.ingredient.defaultUnit);
}
