// Any amount a generator writes ("400 ml", "1 lb", "2 cans", "a pinch") in the units the editor
// offers (docs/product.md section 5: g, kg, cup(s), piece(s), l, tablespoon(s), teaspoon(s)).
//
// Decisions:
// - Mass: grams, or kg from 1000 g. Pounds and ounces become grams (docs/product.md section 9 factors).
// - Volume: cups, tablespoons, teaspoons and litres stay as written. Other volumes (ml, fl oz,
//   pints, a pinch) become the measure a cook would reach for, by size: under a tablespoon in
//   teaspoons, under a quarter cup in tablespoons, under a litre in cups, then litres; a round
//   metric amount (a multiple of 50 ml from 250 ml) stays exact in litres. A round figure (a quarter cup, half a
//   tablespoon) is used when it is within 5 % of the amount; otherwise two decimals, because the
//   GI engine weighs volumes through the ingredient's density and should not be fed a guess.
// - Count: pieces (a dozen is 12).
// - Words that are not units: a can or tin is 400 g (the common European and US size), a handful
//   30 g, a bunch 100 g; anything else is counted as pieces, which the editor lets the cook fix.
import {
  GRAMS_PER_MASS_UNIT,
  MILLILITRES_PER_VOLUME_UNIT,
  normaliseUnit,
  PIECES_PER_COUNT_UNIT,
  type EditorUnit,
} from '@roastie/core';

export interface EditorAmount {
  amount: number;
  unit: EditorUnit;
}

const NON_UNITS_IN_GRAMS: Record<string, number> = {
  can: 400,
  cans: 400,
  tin: 400,
  tins: 400,
  handful: 30,
  handfuls: 30,
  bunch: 100,
  bunches: 100,
};

const PLURAL: Partial<Record<EditorUnit, EditorUnit>> = {
  cup: 'cups',
  piece: 'pieces',
  tablespoon: 'tablespoons',
  teaspoon: 'teaspoons',
};

const KEPT_VOLUME_UNITS: Partial<Record<string, EditorUnit>> = {
  cup: 'cup',
  tbsp: 'tablespoon',
  tsp: 'teaspoon',
  l: 'l',
};

const twoDecimals = (n: number) => Math.max(0.01, Math.round(n * 100) / 100);

/** `amount` rounded to a multiple of `step` when that is within 5 %, else to two decimals. */
function kitchenRound(amount: number, step: number): number {
  const rounded = Math.round(amount / step) * step;
  return rounded > 0 && Math.abs(rounded - amount) / amount <= 0.05 ? rounded : twoDecimals(amount);
}

/** The spelling the editor sends for this amount: "2 cups", "1 cup", "0.5 cup". */
export function spelled(amount: number, unit: EditorUnit): EditorAmount {
  const singular = (Object.entries(PLURAL).find(([, p]) => p === unit)?.[0] ?? unit) as EditorUnit;
  return { amount, unit: amount > 1 ? (PLURAL[singular] ?? singular) : singular };
}

export function gramsToEditor(grams: number): EditorAmount {
  return grams >= 1000
    ? spelled(twoDecimals(grams / 1000), 'kg')
    : spelled(grams >= 10 ? Math.round(grams) : twoDecimals(grams), 'g');
}

export function millilitresToEditor(ml: number): EditorAmount {
  const tsp = MILLILITRES_PER_VOLUME_UNIT.tsp;
  const tbsp = MILLILITRES_PER_VOLUME_UNIT.tbsp;
  const cup = MILLILITRES_PER_VOLUME_UNIT.cup;
  // Round metric amounts stay exact: 400 ml of coconut milk is 0.4 l, not "1.69 cups".
  if (ml >= 250 && Number.isInteger(Math.round(ml * 1000) / 50000)) {
    return spelled(twoDecimals(ml / 1000), 'l');
  }
  // A hair under each boundary, so that exactly one tablespoon is not three teaspoons.
  if (ml < tbsp * 0.99) return spelled(kitchenRound(ml / tsp, 0.25), 'teaspoon');
  if (ml < (cup / 4) * 0.99) return spelled(kitchenRound(ml / tbsp, 0.5), 'tablespoon');
  if (ml < 990) return spelled(kitchenRound(ml / cup, 0.25), 'cup');
  return spelled(twoDecimals(ml / 1000), 'l');
}

export function toEditorAmount(amount: number, writtenUnit: string): EditorAmount {
  const unit = normaliseUnit(writtenUnit);
  if (!unit) {
    const grams = NON_UNITS_IN_GRAMS[writtenUnit.trim().toLowerCase()];
    return grams ? gramsToEditor(amount * grams) : spelled(twoDecimals(amount), 'piece');
  }
  if (unit.category === 'mass') return gramsToEditor(amount * GRAMS_PER_MASS_UNIT[unit.unit]);
  if (unit.category === 'volume') {
    const kept = KEPT_VOLUME_UNITS[unit.unit];
    if (kept) return spelled(twoDecimals(amount), kept);
    return millilitresToEditor(amount * MILLILITRES_PER_VOLUME_UNIT[unit.unit]);
  }
  return spelled(twoDecimals(amount * PIECES_PER_COUNT_UNIT[unit.unit]), 'piece');
}
