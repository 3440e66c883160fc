// A list line in the units a cook shops and measures in, at kitchen precision (issue 15, docs/decisions/
// 0016-cooking-from-a-recipe.md): recipe amounts arrive in millilitres and grams (merging adds in
// base units, merged-quantity.ts), so "2 tbsp olive oil" x 3 is stored as 88.7202 ml; nobody buys
// "88.72 ml". The stored amount stays exact (merging stays order-independent); only the display
// rounds.
//
// Decisions:
// - Under 60 ml, an amount that is not a whole multiple of 5 ml came from spoons: it shows in
//   teaspoons (under a tablespoon) or tablespoons, in kitchen fractions ("1 tsp", "2 tbsp").
//   Typed round amounts ("50 ml") stay in ml.
// - Other grams and millilitres round to a kitchen step (core/kitchen): "90 ml", "480 g"; kg and
//   l to 0.05 ("1.25 kg").
// - Pieces you cannot buy in halves round up: 1.5 onions -> "2 pcs".
// - Cups, spoons, pounds, ounces, pints, quarts and gallons show as kitchen fractions ("1½ cups").
import { toKitchenFraction } from '../kitchen/kitchen-fraction.ts';
import { formatKilosOrLitres, roundGramsOrMillilitres } from '../kitchen/round-kitchen-amount.ts';
import { MILLILITRES_PER_VOLUME_UNIT } from '../units/unit-factors.ts';
import type { ShoppingUnit } from '../units/unit-lists.ts';
import { formatAmount } from './format-amount.ts';
import { parseAmountText } from './parse-amount.ts';
import type { ShoppingItem } from './types.ts';

export interface KitchenQuantity {
  amount: string;
  unit: ShoppingUnit | 'cup';
}

/** Below this many millilitres, spoon-sized amounts show in spoons. */
export const SPOON_DISPLAY_BELOW_ML = 60;

/** How close to a whole number a count must be to count as whole (float noise, 0.999 pcs). */
const WHOLE_TOLERANCE = 0.01;

function isWholeMultiple(value: number, of: number): boolean {
  const ratio = value / of;
  return Math.abs(ratio - Math.round(ratio)) < WHOLE_TOLERANCE;
}

function spoons(millilitres: number): KitchenQuantity {
  const unit =
    millilitres < MILLILITRES_PER_VOLUME_UNIT.tbsp * (1 - WHOLE_TOLERANCE) ? 'tsp' : 'tbsp';
  return {
    amount: toKitchenFraction(millilitres / MILLILITRES_PER_VOLUME_UNIT[unit]).text,
    unit,
  };
}

/** The amount and unit a line shows: "6 tbsp", "90 ml", "1½ cups", "2 pcs". */
export function kitchenQuantity(item: Pick<ShoppingItem, 'amount' | 'unit'>): KitchenQuantity {
  const value = parseAmountText(item.amount);
  if (value === null || value <= 0) return { amount: item.amount.trim(), unit: item.unit };
  switch (item.unit) {
    case 'ml':
      if (value < SPOON_DISPLAY_BELOW_ML && !isWholeMultiple(value, 5)) return spoons(value);
      return { amount: String(roundGramsOrMillilitres(value)), unit: 'ml' };
    case 'g':
      return { amount: String(roundGramsOrMillilitres(value)), unit: 'g' };
    case 'kg':
    case 'l':
      return { amount: formatKilosOrLitres(value), unit: item.unit };
    case 'pcs': {
      const whole = isWholeMultiple(value, 1) ? Math.round(value) : Math.ceil(value);
      return { amount: String(whole), unit: 'pcs' };
    }
    case 'dozen':
      return { amount: formatAmount(value), unit: 'dozen' };
    default: {
      const fraction = toKitchenFraction(value);
      const unit = item.unit === 'cups' && fraction.value <= 1 ? 'cup' : item.unit;
      return { amount: fraction.text, unit };
    }
  }
}

/** "6 tbsp olive oil", "≈ 350 g honey": the line as the list shows it. */
export function kitchenLine(item: ShoppingItem): string {
  const { amount, unit } = kitchenQuantity(item);
  return `${item.approximate ? '≈ ' : ''}${amount} ${unit} ${item.name}`;
}
