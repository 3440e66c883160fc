// The catalogue as core's merge rules want it (CatalogueIngredient), from the /api/ingredients
// list the browser has. Only names, aliases and household weights matter to the shopping list
// (an exact name match lends a density, so "1 cup honey" and "200 g honey" share a line); the
// server's list carries the same figures under its own field names.
import type {
  CatalogueIngredient,
  DefaultUnit,
  GiSource,
  IngredientCatalogue,
  IngredientCategory,
  IngredientListItem,
} from '@roastie/core';

const converted = new WeakMap<readonly IngredientListItem[], IngredientCatalogue>();

function toCatalogueIngredient(item: IngredientListItem): CatalogueIngredient {
  return {
    id: item.id,
    name: item.name,
    category: item.category as IngredientCategory,
    aliases: item.aliases,
    defaultUnit: item.unit as DefaultUnit,
    per100g: item.per100g,
    nutritionSource: item.nutritionSource,
    gi: item.glycemicIndex,
    giSource: item.giSource as GiSource | null,
    household: item.household,
  };
}

/** Converted once per list (the query keeps the same array for the whole visit). */
export function toIngredientCatalogue(items: readonly IngredientListItem[]): IngredientCatalogue {
  let catalogue = converted.get(items);
  if (!catalogue) {
    catalogue = items.map(toCatalogueIngredient);
    converted.set(items, catalogue);
  }
  return catalogue;
}
