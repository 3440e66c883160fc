// Checks what the user typed (name, amount, unit) and turns it into a shopping quantity.
import { cleanItemName } from './item-name.ts';
import { parseEnteredAmount } from './parse-amount.ts';
import { toShoppingQuantity } from './shopping-units.ts';
import type { ShoppingItemInput, ShoppingRejection } from './types.ts';
import type { ShoppingUnit } from '../units/unit-lists.ts';

export interface ReadInput {
  name: string;
  amount: number;
  unit: ShoppingUnit;
}

export function readItemInput(
  input: ShoppingItemInput,
): ({ ok: true } & ReadInput) | ({ ok: false } & ShoppingRejection) {
  const name = cleanItemName(input.name);
  if (!name.ok) return name;
  const amount = parseEnteredAmount(input.amount);
  if (!amount.ok) return { ok: false, code: 'invalid-amount', reason: amount.reason };
  const quantity = toShoppingQuantity(amount.value, input.unit);
  if (!quantity) {
    return { ok: false, code: 'unknown-unit', reason: `Unknown unit "${input.unit}"` };
  }
  return { ok: true, name: name.name, amount: quantity.amount, unit: quantity.unit };
}
