// Reads the quantity at the start of an ingredient line: integers, decimals (with a point or a
// European comma), unicode and typed fractions ("1½", "1 1/2", "1-1/2", "¾"), ranges ("2-3",
// "2 to 3", "1 or 2") and the words cooks use for small numbers ("a", "one", "half", "a couple").
// The value of each number comes from numeric-quantity (docs/decisions/0012-ingredient-line-parser.md).
import { numericQuantity } from 'numeric-quantity';

const FRACTION_CHARS = '½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞';
/** One number as a regex source: mixed numbers first, then fractions, decimals, unicode fractions. */
export const NUMBER_SOURCE = String.raw`(?:\d+(?:\s+|-)\d+\s*[/⁄]\s*\d+|\d+\s*[/⁄]\s*\d+|\d+(?:[.,]\d+)?(?:\s?[${FRACTION_CHARS}])?|[${FRACTION_CHARS}]|\.\d+)`;
const RANGE_SEPARATOR = String.raw`\s*(?:-|–|—|~)\s*|\s+(?:to|or)\s+`;

const LEADING_QUANTITY = new RegExp(
  String.raw`^(${NUMBER_SOURCE})(?:(${RANGE_SEPARATOR})(${NUMBER_SOURCE}))?(?![\d/])`,
);

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  half: 0.5,
  'a half': 0.5,
  'half a': 0.5,
  'half an': 0.5,
  'a couple of': 2,
  'a couple': 2,
  couple: 2,
  'a few': 3,
  few: 3,
};
const NUMBER_WORD = new RegExp(
  String.raw`^(${Object.keys(NUMBER_WORDS)
    .sort((a, b) => b.length - a.length)
    .join('|')})(?=\s|$)`,
  'i',
);

/** The article after a fraction of one: "½ a cucumber". */
const PART_OF_ONE = /^\s+an?\s/i;

/** The value of one written number, or null. "1,5" is 1.5 (a decimal comma); "1-1/2" is 1.5. */
export function numberValue(text: string): number | null {
  const cleaned = text
    .replace(/⁄/g, '/')
    .replace(/^(\d+)-(\d+\s*\/)/, '$1 $2')
    .replace(/^(\d+),(\d{1,2})$/, '$1.$2')
    .replace(/\s*\/\s*/g, '/')
    .trim();
  const value = numericQuantity(cleaned, { round: false });
  return Number.isFinite(value) && value >= 0 ? value : null;
}

export interface LeadingQuantity {
  quantity: number;
  quantityMax: number | null;
  /** The text after the quantity. */
  rest: string;
}

/** The quantity (or range) at the start of `text`, or null when the text does not start with one. */
export function readLeadingQuantity(text: string): LeadingQuantity | null {
  const match = LEADING_QUANTITY.exec(text);
  if (match) {
    const [whole, first = '', , second] = match;
    const quantity = numberValue(first);
    if (quantity === null) return null;
    const upper = second === undefined ? null : numberValue(second);
    // "1-2" is a range only when it rises; "2-1" is more likely a typo than a range.
    const quantityMax = upper !== null && upper > quantity ? upper : null;
    const rest = text.slice(whole.length);
    // "½ a cucumber", "1/2 an onion": a part of one, said as cooks say "half a".
    const partOfOne = quantity < 1 && quantityMax === null ? PART_OF_ONE.exec(rest) : null;
    return { quantity, quantityMax, rest: partOfOne ? rest.slice(partOfOne[0].length - 1) : rest };
  }
  const word = NUMBER_WORD.exec(text);
  if (!word?.[1]) return null;
  const quantity = NUMBER_WORDS[word[1].toLowerCase()];
  return quantity === undefined
    ? null
    : { quantity, quantityMax: null, rest: text.slice(word[0].length) };
}
