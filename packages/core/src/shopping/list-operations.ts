// The simple list operations: each returns a new list and leaves its argument untouched. An
// unknown id gives back the same list.
import type { ShoppingList } from './types.ts';

export function removeItem(list: ShoppingList, id: string): ShoppingList {
  if (!list.items.some((item) => item.id === id)) return list;
  return { ...list, items: list.items.filter((item) => item.id !== id) };
}

/** Ticks or unticks one line. It does not merge with other lines: the row stays as the user sees it. */
export function toggleItem(list: ShoppingList, id: string): ShoppingList {
  if (!list.items.some((item) => item.id === id)) return list;
  return {
    ...list,
    items: list.items.map((item) => (item.id === id ? { ...item, checked: !item.checked } : item)),
  };
}

/**
 * Removes every ticked line. The added-recipe records stay: they say what was planned, and
 * adding the same recipe again still bumps its multiplier.
 */
export function clearChecked(list: ShoppingList): ShoppingList {
  return { ...list, items: list.items.filter((item) => !item.checked) };
}
