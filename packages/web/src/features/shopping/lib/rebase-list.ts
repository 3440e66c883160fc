// Replays this device's changes onto the list another device saved in the meantime (a three-way
// merge: `base` is the list as the server last had it here, `local` is that plus this device's
// changes, `remote` is the server's current list). Used when a PUT answers 409.
//
// Why not only core's mergeLists(remote, local)? It counts an item both lists have "as the
// server holds it", which is right for a visitor's list joining an account, but here it would
// undo what this device did to shared lines: ticks made offline in the shop, edits, removals.
//
// Rules, per line (by id):
// - removed here: removed, unless the other device edited it (then its edit shows it is wanted);
// - changed here: each field changed here takes this device's value, the others keep theirs;
//   when both changed the amount of a line in the same unit category, both changes count
//   (remote + (local - base), in base units), so flour added on two phones adds up;
// - new here: added by core's merge rules (merge-lists), so "200 g flour" joins "1 kg flour";
// - removed there and untouched here: stays removed.
// Recipe records follow the same rules, their multipliers adding up the same way.
import {
  mergeLists,
  mergedQuantity,
  parseAmountText,
  shoppingUnitInBase,
  snapToSignificant,
  storedAmountString,
  MAX_SHOPPING_RECIPES,
  type AddedRecipe,
  type IngredientCatalogue,
  type ShoppingItem,
  type ShoppingList,
} from '@roastie/core';

const byId = <T extends { id: string }>(entries: readonly T[]) =>
  new Map(entries.map((entry) => [entry.id, entry]));

const sameItem = (a: ShoppingItem, b: ShoppingItem) =>
  a.name === b.name &&
  a.amount === b.amount &&
  a.unit === b.unit &&
  a.checked === b.checked &&
  Boolean(a.approximate) === Boolean(b.approximate);

function inBase(item: ShoppingItem) {
  const amount = parseAmountText(item.amount);
  if (amount === null) return null;
  const { category, basePerUnit } = shoppingUnitInBase(item.unit);
  return { category, base: amount * basePerUnit };
}

/** Both sides changed the quantity: add both changes, when they are in one unit category. */
function addedUp(base: ShoppingItem, mine: ShoppingItem, theirs: ShoppingItem) {
  const [b, m, t] = [inBase(base), inBase(mine), inBase(theirs)];
  if (!b || !m || !t || b.category !== m.category || m.category !== t.category) return null;
  const total = t.base + (m.base - b.base);
  if (!(total > 0)) return null;
  const shown = mergedQuantity(t.category, total);
  const approximate = Boolean(base.approximate || mine.approximate || theirs.approximate);
  return { amount: storedAmountString(shown.amount), unit: shown.unit, approximate };
}

function rebaseItem(base: ShoppingItem, mine: ShoppingItem, theirs: ShoppingItem): ShoppingItem {
  const quantityHere = mine.amount !== base.amount || mine.unit !== base.unit;
  const quantityThere = theirs.amount !== base.amount || theirs.unit !== base.unit;
  let quantity = quantityHere ? mine : theirs;
  if (quantityHere && quantityThere) quantity = { ...mine, ...addedUp(base, mine, theirs) };
  const { approximate: _dropped, ...rest } = theirs;
  const merged: ShoppingItem = {
    ...rest,
    name: mine.name !== base.name ? mine.name : theirs.name,
    checked: mine.checked !== base.checked ? mine.checked : theirs.checked,
    amount: quantity.amount,
    unit: quantity.unit,
  };
  return quantity.approximate ? { ...merged, approximate: true } : merged;
}

function rebaseRecipes(
  base: readonly AddedRecipe[],
  local: readonly AddedRecipe[],
  remote: readonly AddedRecipe[],
): AddedRecipe[] {
  const [before, mine, theirs] = [byId(base), byId(local), byId(remote)];
  const recipes: AddedRecipe[] = [];
  for (const recipe of remote) {
    const was = before.get(recipe.id);
    const here = mine.get(recipe.id);
    if (was && !here) continue;
    const delta = was && here ? here.multiplier - was.multiplier : 0;
    const multiplier = snapToSignificant(recipe.multiplier + delta);
    recipes.push(multiplier > 0 ? { ...recipe, multiplier } : recipe);
  }
  for (const recipe of local) {
    if (theirs.has(recipe.id) || recipes.length >= MAX_SHOPPING_RECIPES) continue;
    const was = before.get(recipe.id);
    if (!was || was.multiplier !== recipe.multiplier) recipes.push(recipe);
  }
  return recipes;
}

export function rebaseList(
  base: ShoppingList,
  local: ShoppingList,
  remote: ShoppingList,
  catalogue: IngredientCatalogue,
): ShoppingList {
  const [before, mine, theirs] = [byId(base.items), byId(local.items), byId(remote.items)];
  const items: ShoppingItem[] = [];
  for (const item of remote.items) {
    const was = before.get(item.id);
    const here = mine.get(item.id);
    if (!was || !here) {
      // New there, or removed here: removed unless the other device changed it since.
      if (!was || !sameItem(was, item)) items.push(item);
      continue;
    }
    items.push(rebaseItem(was, here, item));
  }
  const fromHere = local.items.filter((item) => {
    if (theirs.has(item.id)) return false;
    const was = before.get(item.id);
    return !was || was.amount !== item.amount || was.unit !== item.unit || was.name !== item.name;
  });
  const recipes = rebaseRecipes(base.recipes, local.recipes, remote.recipes);
  // Lines that no longer fit (a full list) are dropped by mergeLists; the list stays valid.
  return mergeLists({ items, recipes }, { items: fromHere, recipes: [] }, catalogue).list;
}
