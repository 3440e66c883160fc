// An amount and its unit where a line's text has one: "400g", "14-ounce", "5 fl oz", a unit alone
// ("tbsp."), and what a line adds to its first amount ("plus 2 tablespoons", "minus 1 tbsp").
// Used by the line reader (./read-ingredient-line.ts) and the stated-weight reader
// (./stated-amount.ts). Decisions: docs/decisions/0012-ingredient-line-parser.md.
import { readWrittenUnit, type WrittenUnit } from '../units/written-units.ts';
import { NUMBER_SOURCE, numberValue } from './line-quantity.ts';

export interface EachAmount {
  amount: number;
  unit: WrittenUnit;
}

/** A number or a range ("3- to 4-pound", "2-3 lb": the midpoint) before its unit. */
const NUMBER_AT_START = new RegExp(
  String.raw`^(${NUMBER_SOURCE})(?:\s*-?\s*(?:to|-|–)\s*(${NUMBER_SOURCE}))?\s*-?\s*`,
);

/** Reads a unit of up to two words at the start of `text` ("fl oz" before "fl"). */
export function readUnitAtStart(text: string): { unit: WrittenUnit; rest: string } | null {
  // A hyphenated first word only as part of a two-word unit: "thumb-sized piece".
  const hyphenated = /^([a-zA-Z]+-[a-zA-Z-]+)\s+([a-zA-Z][a-zA-Z.]*)/.exec(text);
  const joined = hyphenated ? readWrittenUnit(`${hyphenated[1]} ${hyphenated[2]}`) : null;
  if (hyphenated && joined) return { unit: joined, rest: text.slice(hyphenated[0].length) };
  const match = /^([a-zA-Z][a-zA-Z.]*)(?:\(s\))?(?:\s+([a-zA-Z][a-zA-Z.]*))?/.exec(text);
  if (!match?.[1]) return null;
  const first = match[1];
  if (match[2]) {
    const two = readWrittenUnit(`${first} ${match[2]}`);
    if (two) return { unit: two, rest: text.slice(match[0].length) };
  }
  const one = readWrittenUnit(first);
  const length = text.startsWith(`${first}(s)`) ? first.length + 3 : first.length;
  return one ? { unit: one, rest: text.slice(length) } : null;
}

/**
 * A number and its unit at the start of `text` ("400g", "14-ounce", "5 fl oz", "3- to 4-pound"),
 * with the rest.
 */
export function readAmountAt(text: string): (EachAmount & { rest: string }) | null {
  const number = NUMBER_AT_START.exec(text);
  if (!number?.[1]) return null;
  const low = numberValue(number[1]);
  const high = number[2] === undefined ? null : numberValue(number[2]);
  const amount = low !== null && high !== null && high > low ? (low + high) / 2 : low;
  const unit = readUnitAtStart(text.slice(number[0].length));
  return amount !== null && unit ? { amount, unit: unit.unit, rest: unit.rest } : null;
}

/**
 * More of the food a line adds to its first amount, or takes from it (a negative amount):
 * "plus 2 tablespoons", "+ 1 tsp.", "plus a tablespoon", "minus 2 tbsp". Null for anything else.
 */
export function addedAmountOf(text: string): EachAmount | null {
  const more = /^(plus|minus|\+)\s+(?:a\s+|an\s+)?(.*)$/i.exec(text.trim());
  if (!more?.[1] || !more[2]) return null;
  const unitAlone = readUnitAtStart(more[2]);
  const amount =
    readAmountAt(more[2]) ??
    (unitAlone && unitAlone.rest.trim() === '' ? { amount: 1, unit: unitAlone.unit } : null);
  if (!amount) return null;
  const sign = more[1].toLowerCase() === 'minus' ? -1 : 1;
  return { amount: sign * amount.amount, unit: amount.unit };
}
