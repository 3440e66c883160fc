// The weight a line states beside its count or measure: "2 sweet potatoes (about 600g)", "2 cups
// flour (250g)", "1 pack puff pastry (320g)", "4 salmon fillets, 150g each". The author weighed
// it, so it is the line's grams wherever the line's own unit is not a weight: it beats a typical
// sweet potato or a cup's density (docs/decisions/0012-ingredient-line-parser.md).
import { GRAMS_PER_MASS_UNIT, isMassUnit } from '../units/unit-factors.ts';
import { readAmountAt } from './read-ingredient-line.ts';

export interface StatedWeight {
  grams: number;
  /** "150g each": the weight of one of the counted items, not of them all. */
  each: boolean;
}

const ABOUT = /^(?:about|approx\.?|approximately|around|roughly|circa|ca\.|c\.)\s*/i;
const TAIL = /^(each|apiece|per piece|in total|total|all together|altogether)?$/i;

/** The weight stated in a line's comment, when one piece of it is nothing but a weight. */
export function statedWeightOf(comment: string | null): StatedWeight | null {
  if (!comment) return null;
  for (const piece of comment.split(/\s*[,;]\s*/)) {
    const amount = readAmountAt(piece.trim().replace(ABOUT, ''));
    if (!amount || !isMassUnit(amount.unit)) continue;
    let rest = amount.rest.trim();
    // "600g/1lb 5oz": the same weight again in other units.
    const slash = /^\/\s*/.exec(rest);
    const second = slash ? readAmountAt(rest.slice(slash[0].length)) : null;
    if (second) {
      rest = second.rest.trim();
      rest = readAmountAt(rest)?.rest.trim() ?? rest;
    }
    const tail = TAIL.exec(rest);
    if (!tail) continue;
    return {
      grams: amount.amount * GRAMS_PER_MASS_UNIT[amount.unit],
      each: /^(each|apiece|per piece)$/i.test(tail[1] ?? ''),
    };
  }
  return null;
}
