// Amounts as a cook reads them off a measuring cup or spoon: whole numbers with the common
// fractions ⅛ ¼ ⅓ ½ ⅔ ¾ ("1½ cups", "¾ tsp"), never "0.37" (docs/decisions/0016-cooking-from-a-recipe.md).
//
// Decisions: below 1 the nearest of ⅛ … ¾ (a positive amount never shows as 0: at least ⅛);
// from 1 to 10 the nearest of ¼ ⅓ ½ ⅔ ¾ (a measuring set has no ⅛ cup worth adding to a whole);
// from 10 on, whole numbers, as nobody measures 12⅓ of anything.

export interface KitchenFraction {
  /** The value shown, for sums and tests: 1.5 for "1½". */
  value: number;
  text: string;
}

const SMALL_FRACTIONS: readonly [number, string][] = [
  [1 / 8, '⅛'],
  [1 / 4, '¼'],
  [1 / 3, '⅓'],
  [1 / 2, '½'],
  [2 / 3, '⅔'],
  [3 / 4, '¾'],
];

/** Fractions added to a whole number (no ⅛ there). */
const PART_FRACTIONS = SMALL_FRACTIONS.filter(([value]) => value >= 1 / 4);

/** Whole numbers from this value on. */
export const WHOLE_NUMBERS_FROM = 10;

function nearest(value: number, candidates: readonly [number, string][]): [number, string] {
  let best = candidates[0]!;
  for (const candidate of candidates) {
    if (Math.abs(candidate[0] - value) < Math.abs(best[0] - value)) best = candidate;
  }
  return best;
}

/** "⅓", "1½", "2", "12": the nearest kitchen fraction of a positive amount. */
export function toKitchenFraction(amount: number): KitchenFraction {
  if (!Number.isFinite(amount) || amount <= 0) return { value: 0, text: '0' };
  if (amount >= WHOLE_NUMBERS_FROM) {
    const whole = Math.round(amount);
    return { value: whole, text: String(whole) };
  }
  if (amount < 1) {
    const [value, text] = nearest(amount, [...SMALL_FRACTIONS, [1, '1']]);
    return { value, text };
  }
  const whole = Math.floor(amount);
  const [part, partText] = nearest(amount - whole, [[0, ''], ...PART_FRACTIONS, [1, '']]);
  const wholeValue = whole + (part === 1 ? 1 : 0);
  const text = part === 0 || part === 1 ? String(wholeValue) : `${whole}${partText}`;
  return { value: part === 1 ? wholeValue : whole + part, text };
}
