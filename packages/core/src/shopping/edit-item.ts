// Inline edit of one line (docs/product.md sections 2 and 5: "an edited amount must also be positive").
// Any refused field leaves the whole list unchanged, with the reason.
//
// Decisions: an edit is a correction, not a conversion: "2 cups" with the unit changed to tbsp is
// "2 tbsp". The line stays where it is and does not merge with other lines (the user sees the row
// they edited). Changing the amount or unit drops the approximate mark: the figure is now the
// user's own. The ticked state is kept.
import { cleanItemName } from './item-name.ts';
import { storedAmountString } from './format-amount.ts';
import { parseAmountText, parseEnteredAmount } from './parse-amount.ts';
import { toShoppingQuantity } from './shopping-units.ts';
import type { ShoppingItem, ShoppingList, ShoppingOutcome } from './types.ts';

export interface ShoppingItemChanges {
  name?: string;
  amount?: string | number;
  unit?: string;
}

export function editItem(
  list: ShoppingList,
  id: string,
  changes: ShoppingItemChanges,
): ShoppingOutcome {
  const index = list.items.findIndex((item) => item.id === id);
  const item = list.items[index];
  if (!item) return { ok: false, list, code: 'not-found', reason: 'No such item on the list' };

  let next: ShoppingItem = { ...item };
  if (changes.name !== undefined) {
    const name = cleanItemName(changes.name);
    if (!name.ok) return { ...name, list };
    next.name = name.name;
  }
  if (changes.amount !== undefined || changes.unit !== undefined) {
    let amount = parseAmountText(item.amount) ?? Number.NaN;
    if (changes.amount !== undefined) {
      const entered = parseEnteredAmount(changes.amount);
      if (!entered.ok) return { ok: false, list, code: 'invalid-amount', reason: entered.reason };
      amount = entered.value;
    }
    if (!(amount > 0)) {
      return { ok: false, list, code: 'invalid-amount', reason: 'Enter an amount above zero' };
    }
    const quantity = toShoppingQuantity(amount, changes.unit ?? item.unit);
    if (!quantity) {
      return { ok: false, list, code: 'unknown-unit', reason: `Unknown unit "${changes.unit}"` };
    }
    const { approximate: _dropped, ...rest } = next;
    next = { ...rest, amount: storedAmountString(quantity.amount), unit: quantity.unit };
  }
  const items = [...list.items];
  items[index] = next;
  return { ok: true, list: { ...list, items } };
}
