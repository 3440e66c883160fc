// The unit a merged line shows. Source: docs/product.md section 9, "same-name items with the same unit
// category are added in base units; the result shows kg or l at 1000 or more, and dozen when 12
// or more and divisible by 12".
//
// Decisions:
// - Below the thresholds a merged line shows the base unit (g, ml, pcs), whatever units went in:
//   2 cups + 1 cup = 709.76 ml, 1 lb + 1 oz = 481.94 g, 2 tbsp + 1 tbsp = 44.36 ml.
// - The 1000 threshold is tested on the total as it would show in the base unit (rounded to
//   hundredths), so 999.996 g shows "1 kg" rather than "1000 g".
// - "Divisible by 12" is tested after snapping float noise (0.5 dozen + 6 pcs = 1 dozen).
import type { UnitCategory } from '../units/unit-factors.ts';
import { PIECES_PER_COUNT_UNIT } from '../units/unit-factors.ts';
import type { ShoppingUnit } from '../units/unit-lists.ts';
import { roundToHundredths, snapToSignificant } from './format-amount.ts';
import { BASE_SHOPPING_UNIT, shoppingUnitInBase } from './shopping-units.ts';

/** Base units at which a merged mass shows in kg and a merged volume in l. docs/product.md section 9. */
export const LARGE_UNIT_THRESHOLD = 1000;

/** Pieces from which a merged count divisible by 12 shows in dozens. docs/product.md section 9. */
export const DOZEN_THRESHOLD_PIECES = PIECES_PER_COUNT_UNIT.dozen;

export interface ShownQuantity {
  amount: number;
  unit: ShoppingUnit;
}

function inUnit(baseAmount: number, unit: ShoppingUnit): ShownQuantity {
  return { amount: baseAmount / shoppingUnitInBase(unit).basePerUnit, unit };
}

/** How a merged total (grams, millilitres or pieces) shows. */
export function mergedQuantity(category: UnitCategory, baseAmount: number): ShownQuantity {
  if (category === 'count') {
    const dozens = snapToSignificant(baseAmount / DOZEN_THRESHOLD_PIECES);
    if (dozens >= 1 && Number.isInteger(dozens)) return { amount: dozens, unit: 'dozen' };
    return { amount: baseAmount, unit: 'pcs' };
  }
  if (roundToHundredths(baseAmount) >= LARGE_UNIT_THRESHOLD) {
    return inUnit(baseAmount, category === 'mass' ? 'kg' : 'l');
  }
  return { amount: baseAmount, unit: BASE_SHOPPING_UNIT[category] };
}
