// The shapes the parts of an ingredient line take, as the line reader looks for them: containers
// and the units that mean one of them, a leading "about", a measure's modifier, a size, a length,
// a name written first, a unit after the name, more of an amount
// (docs/decisions/0012-ingredient-line-parser.md).
import type { WrittenUnit } from '../units/written-units.ts';
import { NUMBER_SOURCE } from './line-quantity.ts';
import { SIZE_WORDS } from './line-words.ts';

export type LineSize = 'small' | 'medium' | 'large' | null;

export const CONTAINERS: ReadonlySet<WrittenUnit> = new Set([
  'can',
  'jar',
  'packet',
  'sheet',
  'ball',
]);
/**
 * Kitchen units that mean one of them when a line starts with them: "knob of butter",
 * "thumb-sized piece of ginger", "a good splash of milk".
 */
export const IMPLIED_ONE: ReadonlySet<WrittenUnit> = new Set([
  'piece',
  'pinch',
  'dash',
  'splash',
  'drizzle',
  'knob',
  'handful',
  'bunch',
  'sprig',
]);
/** Containers with no unit of their own: "1 (12-ounce) bottle beer" is one bottle of 12 oz. */
export const OTHER_CONTAINERS =
  /^(bottles?|cartons?|envelopes?|boxe?s?|bags?|tubs?|containers?|pouch(?:es)?|blocks?|bars?|pots?|loaf|loaves|punnets?)\b\s*(?:of\s+)?/i;
export const APPROXIMATELY =
  /^((?:very |firmly |lightly |loosely |well |tightly )?packed|about|approx\.?|approximately|around|roughly|up to|at least|generous|scant|heaped|heaping|rounded|level|good|a good|a generous|a scant|a heaped|a heaping|a level|a rounded)\s+(?=[\d½⅓⅔¼¾⅛a-z])/i;
/** Words between a quantity and its unit that say how it is measured: "1 packed cup", "4 thin slices". */
export const MEASURE_MODIFIER =
  /^((?:(?:very |firmly |lightly |loosely |well |tightly )?packed|heaped|heaping|level|rounded|scant|generous|good|full|big|small|thin|thick)(?:\s*,)?)\s+/i;
const SIZE_SOURCE = Object.keys(SIZE_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|');
const SIZE_AT_START = new RegExp(
  String.raw`^(${SIZE_SOURCE})(?:(?:\s+(?:or|to)\s+|-)(?:${NUMBER_SOURCE}\s+)?(${SIZE_SOURCE}))?(?=[\s,]|$)[\s,]*`,
  'i',
);
/** "juice of 1 lemon", "zest and juice 1 lime": a quantity given by what it comes from. */
export const FROM_QUANTITY = new RegExp(
  String.raw`^(.*?\s+(?:of|from)|(?:(?:finely\s+)?(?:grated\s+)?(?:zest|juice|rind)(?:\s+and\s+(?:zest|juice|rind))?))\s+(?=(?:${NUMBER_SOURCE}|a|an|one|half)\s)`,
  'i',
);
/** A length printed before a unit: "2-inch" in "1 2-inch piece of ginger", "5 cm" in "a 5 cm piece". */
export const LENGTH_BEFORE_UNIT = new RegExp(
  String.raw`^(${NUMBER_SOURCE}\s*-?\s*(?:inch(?:es)?|in\.|cm|centimet(?:re|er)s?)\b)\s*`,
  'i',
);
/** A name written first: "Lemon juice, 3 tablespoons", "Cake flour 2/3 cup (86 grams)". */
export const NAME_FIRST = new RegExp(
  String.raw`^([^\d(]*?[a-z][^\d(]*?)[,:]?\s+(?=${NUMBER_SOURCE}(?:\s|$))`,
  'i',
);
/** A unit written after the name: "4 garlic cloves, crushed", "2 thyme sprigs", "12 baguette slices". */
export const UNIT_AFTER_NAME =
  /^([a-z][a-z -]*?)\s+(cloves?|sprigs?|rashers?|sticks?|stalks?|slices?|heads?|bunch(?:es)?)(?=\s*(?:[,(;]|$))/i;
/** "plus 2 tablespoons", "minus 1 tbsp", "+ 1 tsp", "or so": more of the amount, a comment. */
export const AMOUNT_ADDITION = new RegExp(
  String.raw`^(?:(?:plus|minus|\+|and|or|to)\s+(?:a\s+|an\s+)?(?:${NUMBER_SOURCE}\s*)?[a-zA-Z.]*[a-zA-Z]\.?|or so|or more|each)(?=[\s,;)]|$)\s*`,
  'i',
);

/** Size words that are part of a variety's name: "little gem" and "baby gem" are lettuces. */
const VARIETY_AFTER_SIZE = /^(little|baby)\s+gems?\b/i;

export function takeSize(text: string): { size: LineSize; rest: string } {
  const match = SIZE_AT_START.exec(text);
  if (!match?.[1] || VARIETY_AFTER_SIZE.test(text)) return { size: null, rest: text };
  const size = SIZE_WORDS[match[1].toLowerCase()] ?? null;
  return { size, rest: text.slice(match[0].length) };
}
