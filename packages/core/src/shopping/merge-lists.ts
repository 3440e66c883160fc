// Merges a visitor's browser list into a signed-in user's server list at sign-in.
//
// Decisions:
// - An item id already on the server list is the same item (the browser kept a copy of it): it is
//   counted once, as the server holds it. Other visitor items are added by the merge rules
//   (merge-addition.ts), keeping their id, ticked state and approximate mark; a ticked visitor
//   item merges only into a ticked server line, as everywhere.
// - A recipe record on both lists keeps the larger multiplier: the record is a label of what
//   was planned, and adding the two would count a copied record twice.
// - What the list cannot hold (over MAX_SHOPPING_ITEMS, an unreadable amount or unit) comes back
//   in `dropped` for the caller to show, never silently lost.
import type { IngredientCatalogue } from '../matching/name-index.ts';
import { MAX_SHOPPING_RECIPES } from './limits.ts';
import { mergeAddition } from './merge-addition.ts';
import { parseAmountText } from './parse-amount.ts';
import type { AddedRecipe, ShoppingItem, ShoppingList } from './types.ts';

export interface MergeListsResult {
  list: ShoppingList;
  /** Visitor items that could not be kept. */
  dropped: ShoppingItem[];
}

function mergeRecipes(
  server: readonly AddedRecipe[],
  visitor: readonly AddedRecipe[],
): AddedRecipe[] {
  const recipes = [...server];
  for (const record of visitor) {
    const index = recipes.findIndex((r) => r.id === record.id);
    const existing = recipes[index];
    if (existing) {
      if (record.multiplier > existing.multiplier) recipes[index] = { ...record };
    } else if (recipes.length < MAX_SHOPPING_RECIPES) {
      recipes.push({ ...record });
    }
  }
  return recipes;
}

export function mergeLists(
  server: ShoppingList,
  visitor: ShoppingList,
  catalogue: IngredientCatalogue = [],
): MergeListsResult {
  const seen = new Set(server.items.map((item) => item.id));
  let items: ShoppingItem[] = [...server.items];
  const dropped: ShoppingItem[] = [];
  for (const item of visitor.items) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    const amount = parseAmountText(item.amount);
    if (amount === null || amount <= 0) {
      dropped.push(item);
      continue;
    }
    const merged = mergeAddition(
      items,
      {
        name: item.name,
        amount,
        unit: item.unit,
        checked: item.checked,
        approximate: item.approximate === true,
        form: 'as-entered',
        id: item.id,
      },
      catalogue,
      () => item.id,
    );
    if (merged.ok) items = merged.items;
    else dropped.push(item);
  }
  return { list: { items, recipes: mergeRecipes(server.recipes, visitor.recipes) }, dropped };
}
