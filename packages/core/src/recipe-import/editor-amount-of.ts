// A parsed ingredient line in the units the editor offers (docs/product.md section 5: g, kg,
// cup(s), piece(s), l, tablespoon(s), teaspoon(s)), so an imported or pasted row saves as it is:
// - cups, tablespoons, teaspoons and litres stay as written;
// - masses become grams (kg from 1000 g), with what the line adds ("1 lb 4 oz") and less what a
//   can of pulses drains ("400g can chickpeas");
// - other volumes (ml, fl oz, pints, a dessertspoon, a pinch) become teaspoons under a
//   tablespoon, tablespoons under a quarter cup, else litres;
// - a weight the line states beside its count or measure ("2 sweet potatoes (about 600g)") is the
//   amount, in grams: the author weighed it;
// - a plain count is pieces, unless the line prints the size of each ("1 bag (10 oz) spinach",
//   "1 3½-pound chicken"): then its grams;
// - a spoon or cup with what the line adds ("¾ cup plus 2 tbsp") is the total in the first unit;
// - kitchen units (a clove, a can, a bunch) become the grams the parser weighed them at, or
//   pieces for the countable ones when it could not;
// - no amount at all: null, for the cook to fill in (the row is never dropped).
import type { ParsedIngredient } from '../schemas/ingredient-parse.ts';
import {
  GRAMS_PER_MASS_UNIT,
  isMassUnit,
  isVolumeUnit,
  MILLILITRES_PER_VOLUME_UNIT,
} from '../units/unit-factors.ts';
import type { EditorUnit } from '../units/unit-lists.ts';
import { isWrittenUnit, WRITTEN_UNITS } from '../units/written-units.ts';
import { readIngredientLine } from '../matching/read-ingredient-line.ts';

export interface EditorAmount {
  amount: number | null;
  unit: EditorUnit;
}

const KEPT: Record<string, 'cup' | 'tablespoon' | 'teaspoon' | 'l'> = {
  cup: 'cup',
  tbsp: 'tablespoon',
  tsp: 'teaspoon',
  l: 'l',
};
const PLURAL = { cup: 'cups', piece: 'pieces', tablespoon: 'tablespoons', teaspoon: 'teaspoons' };
/** Parser units that count things, read as pieces when their weight is unknown. */
const COUNTABLE = new Set([
  'piece',
  'clove',
  'slice',
  'stick',
  'head',
  'stalk',
  'rasher',
  'sprig',
  'nest',
  'ear',
  'strip',
  'sheet',
]);
const round = (n: number) => Math.max(0.01, Math.round(n * 100) / 100);

/** "1 cup", "2 cups": the editor's spelling for the amount. */
function spelled(amount: number, unit: keyof typeof PLURAL | 'g' | 'kg' | 'l'): EditorAmount {
  const plural = unit in PLURAL && amount > 1 ? PLURAL[unit as keyof typeof PLURAL] : unit;
  return { amount, unit: plural as EditorUnit };
}

export function gramsAsEditorAmount(grams: number): EditorAmount {
  return grams >= 1000
    ? spelled(round(grams / 1000), 'kg')
    : spelled(grams >= 10 ? Math.round(grams) : round(grams), 'g');
}

/** Spoons as a cook measures them: 10 ml is 2 teaspoons, not 2.03 (a US teaspoon is 4.93 ml). */
function spoons(n: number): number {
  const quarters = Math.round(n * 4) / 4;
  return quarters > 0 && Math.abs(quarters - n) <= n * 0.03 ? quarters : round(n);
}

function millilitresAsEditorAmount(ml: number): EditorAmount {
  const tbsp = MILLILITRES_PER_VOLUME_UNIT.tbsp;
  if (ml < tbsp * 0.99) return spelled(spoons(ml / MILLILITRES_PER_VOLUME_UNIT.tsp), 'teaspoon');
  if (ml < (MILLILITRES_PER_VOLUME_UNIT.cup / 4) * 0.99)
    return spelled(spoons(ml / tbsp), 'tablespoon');
  return spelled(round(ml / 1000), 'l');
}

/** Millilitres of a written unit, when it is a volume. */
function millilitresOf(unit: string): number | undefined {
  const engine = isWrittenUnit(unit) ? WRITTEN_UNITS[unit].engine : null;
  return engine && isVolumeUnit(engine) ? MILLILITRES_PER_VOLUME_UNIT[engine] : undefined;
}

export function editorAmountOf(parsed: ParsedIngredient): EditorAmount {
  const { quantity, grams } = parsed;
  const unit = (parsed.unit ?? '').toLowerCase();
  if (quantity === null || quantity <= 0 || parsed.gramsStated) {
    return grams !== null && grams > 0 ? gramsAsEditorAmount(grams) : { amount: null, unit: 'g' };
  }
  // The parts of the line the parse answer does not carry: the size of each, what it adds.
  const read = readIngredientLine(parsed.line);
  if (unit === '') {
    const weighedEach = read.each !== null && grams !== null && grams > 0;
    return weighedEach ? gramsAsEditorAmount(grams) : spelled(round(quantity), 'piece');
  }
  const kept = KEPT[unit];
  const keptMl = millilitresOf(unit);
  if (kept && keptMl !== undefined && parsed.quantityMax === null && read.added.length > 0) {
    const addedMl = read.added.reduce(
      (sum, more) => sum + more.amount * (millilitresOf(more.unit) ?? Number.NaN),
      0,
    );
    if (Number.isFinite(addedMl) && quantity * keptMl + addedMl > 0) {
      const total = quantity + addedMl / keptMl;
      return spelled(kept === 'cup' || kept === 'l' ? round(total) : spoons(total), kept);
    }
  }
  if (kept) return spelled(round(quantity), kept);
  // A weight's grams, with what the line adds ("1 lb 4 oz") or drains ("400g can lentils").
  if (isMassUnit(unit)) {
    const weighed = parsed.quantityMax === null && grams !== null && grams > 0;
    return gramsAsEditorAmount(weighed ? grams : quantity * GRAMS_PER_MASS_UNIT[unit]);
  }
  const ml = millilitresOf(unit);
  if (ml !== undefined) return millilitresAsEditorAmount(quantity * ml);
  if (grams !== null && grams > 0) return gramsAsEditorAmount(grams);
  if (COUNTABLE.has(unit)) return spelled(round(quantity), 'piece');
  return { amount: null, unit: 'g' };
}
