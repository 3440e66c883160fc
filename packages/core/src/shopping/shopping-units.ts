// Shopping units (docs/product.md section 9: pcs, kg, g, lb, oz, cups, tbsp, tsp, ml, l, qt, pt, gal,
// dozen) and their size in base units. The factors are the one copy in ../units/unit-factors.ts.
//
// Any unit normaliseUnit knows is accepted as typed: the editor's g, kg, cup(s), piece(s), l,
// tablespoon(s), teaspoon(s) (docs/product.md section 5) map to g, kg, cups, pcs, l, tbsp, tsp. The few
// known units that are not shopping units (fl oz, pinch, dash) are converted to millilitres.
import { normaliseUnit } from '../units/normalise-unit.ts';
import {
  GRAMS_PER_MASS_UNIT,
  MILLILITRES_PER_VOLUME_UNIT,
  PIECES_PER_COUNT_UNIT,
  isCountUnit,
  isMassUnit,
  type CanonicalUnit,
  type UnitCategory,
} from '../units/unit-factors.ts';
import { SHOPPING_UNIT_CANONICAL, type ShoppingUnit } from '../units/unit-lists.ts';

/** The base unit of each category: merging adds in these. Source: docs/product.md section 9. */
export const BASE_SHOPPING_UNIT = {
  mass: 'g',
  volume: 'ml',
  count: 'pcs',
} as const satisfies Record<UnitCategory, ShoppingUnit>;

const SHOPPING_UNIT_OF_CANONICAL = new Map<CanonicalUnit, ShoppingUnit>(
  Object.entries(SHOPPING_UNIT_CANONICAL).map(([shopping, canonical]) => [
    canonical,
    shopping as ShoppingUnit,
  ]),
);

export interface UnitInBase {
  category: UnitCategory;
  /** Grams, millilitres or pieces in one of the unit. */
  basePerUnit: number;
}

function canonicalInBase(unit: CanonicalUnit): UnitInBase {
  if (isMassUnit(unit)) return { category: 'mass', basePerUnit: GRAMS_PER_MASS_UNIT[unit] };
  if (isCountUnit(unit)) return { category: 'count', basePerUnit: PIECES_PER_COUNT_UNIT[unit] };
  return { category: 'volume', basePerUnit: MILLILITRES_PER_VOLUME_UNIT[unit] };
}

/** The category of a shopping unit and how many base units one of it holds. */
export function shoppingUnitInBase(unit: ShoppingUnit): UnitInBase {
  return canonicalInBase(SHOPPING_UNIT_CANONICAL[unit]);
}

/** Amount x unit in grams, millilitres or pieces. */
export function toBaseAmount(amount: number, unit: ShoppingUnit): number {
  return amount * shoppingUnitInBase(unit).basePerUnit;
}

/** The shopping unit for a written unit ("cup(s)" -> "cups"), with the amount in it, or null. */
export function toShoppingQuantity(
  amount: number,
  writtenUnit: string,
): { amount: number; unit: ShoppingUnit } | null {
  const normalised = normaliseUnit(writtenUnit);
  if (!normalised) return null;
  const shopping = SHOPPING_UNIT_OF_CANONICAL.get(normalised.unit);
  if (shopping) return { amount, unit: shopping };
  const { category, basePerUnit } = canonicalInBase(normalised.unit);
  return { amount: amount * basePerUnit, unit: BASE_SHOPPING_UNIT[category] };
}

/** Whether a written unit maps to a shopping unit. */
export function isKnownShoppingUnitText(writtenUnit: string): boolean {
  return toShoppingQuantity(1, writtenUnit) !== null;
}
