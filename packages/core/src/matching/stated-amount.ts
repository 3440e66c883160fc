// The weight a line states beside its count or measure: "2 sweet potatoes (about 600g)", "2 cups
// flour (250g)", "1 pack puff pastry (320g)", "4 salmon fillets, 150g each". The author weighed
// it, so it is the line's grams wherever the line's own unit is not a weight: it beats a typical
// sweet potato or a cup's density. A volume beside a count ("1 butternut squash, cubed (about 4
// cups)") weighs only a count the catalogue cannot weigh
// (docs/decisions/0012-ingredient-line-parser.md).
import { isMassUnit, isVolumeUnit } from '../units/unit-factors.ts';
import type { WrittenUnit } from '../units/written-units.ts';
import { WRITTEN_UNITS } from '../units/written-units.ts';
import { readAmountAt } from './line-amounts.ts';

export interface StatedAmount {
  amount: number;
  unit: WrittenUnit;
  /** A weight: the author's grams. Else a volume. */
  mass: boolean;
  /** "150g each": the amount in one of the counted items, not in them all. */
  each: boolean;
}

/** "about", "weighing about", "each about": words before a stated amount ("each" makes it one item's). */
const ABOUT =
  /^(each\s+)?(?:(?:weighing|weighs|weighed|weight)\s+)?(?:(?:about|approx\.?|approximately|around|roughly|circa|ca\.|c\.)\s*)?/i;
const TAIL = /^(each|apiece|per piece|in total|total|all together|altogether)?$/i;

/** The weight or volume stated in a line's comment, when one piece of it is nothing else. */
export function statedAmountOf(comment: string | null): StatedAmount | null {
  if (!comment) return null;
  for (const piece of comment.split(/\s*[,;]\s*/)) {
    const lead = ABOUT.exec(piece.trim());
    const read = readAmountAt(piece.trim().slice(lead?.[0].length ?? 0));
    const engine = read ? WRITTEN_UNITS[read.unit].engine : null;
    if (!read || !engine || !(isMassUnit(engine) || isVolumeUnit(engine))) continue;
    let rest = read.rest.trim();
    // "600g/1lb 5oz", "4 cups/1 litre": the same amount again in other units.
    const slash = /^\/\s*/.exec(rest);
    const second = slash ? readAmountAt(rest.slice(slash[0].length)) : null;
    if (second) {
      rest = second.rest.trim();
      rest = readAmountAt(rest)?.rest.trim() ?? rest;
    }
    const tail = TAIL.exec(rest);
    if (!tail) continue;
    return {
      amount: read.amount,
      unit: read.unit,
      mass: isMassUnit(engine),
      each: Boolean(lead?.[1]) || /^(each|apiece|per piece)$/i.test(tail[1] ?? ''),
    };
  }
  return null;
}
