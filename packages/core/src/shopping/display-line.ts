// One list line as the product shows it: "1.2 kg flour", "2 cups milk", "≈ 350 g honey".
// The "≈" marks a line that adds a mass and a volume through a catalogue density
// (merge-addition.ts). Units are the product's shopping units (section 9), except that exactly one
// cup reads "1 cup" rather than "1 cups".
import { formatAmount } from './format-amount.ts';
import { parseAmountText } from './parse-amount.ts';
import type { ShoppingItem } from './types.ts';

/** The amount as shown: at most 2 decimals, no trailing zeros; unreadable text as it is. */
export function displayAmount(item: Pick<ShoppingItem, 'amount'>): string {
  const value = parseAmountText(item.amount);
  return value === null ? item.amount.trim() : formatAmount(value);
}

/** The unit as shown after an amount. */
export function displayUnit(amount: string, unit: ShoppingItem['unit']): string {
  return unit === 'cups' && amount === '1' ? 'cup' : unit;
}

export function displayLine(item: ShoppingItem): string {
  const amount = displayAmount(item);
  const prefix = item.approximate ? '≈ ' : '';
  return `${prefix}${amount} ${displayUnit(amount, item.unit)} ${item.name}`;
}
