// Reads an amount as cooks type it. docs/product.md section 5: "the amount must be non-empty and parse to
// a number greater than zero, otherwise nothing is added; an edited amount must also be positive".
//
// Accepted: "2", "1.5", ".5", "1,5" (decimal comma), "1/2", "1 1/2", "½", "1½", "1 ½".
// Refused: empty, zero, negative, "1/0", exponents ("1e3"), words, and "1,000"-like text (a comma
// before exactly three digits may be a thousands separator: ambiguous, so the user is asked).
import { MAX_ENTERED_AMOUNT, MIN_ENTERED_AMOUNT } from './limits.ts';

// Unicode vulgar fractions a phone keyboard or a pasted recipe may contain.
const VULGAR_FRACTIONS: Readonly<Record<string, string>> = {
  '¼': '1/4',
  '½': '1/2',
  '¾': '3/4',
  '⅓': '1/3',
  '⅔': '2/3',
  '⅛': '1/8',
  '⅜': '3/8',
  '⅝': '5/8',
  '⅞': '7/8',
};

const DECIMAL = /^(\d+(\.\d*)?|\.\d+)$/;
const FRACTION = /^(\d+)\/(\d+)$/;
const MIXED = /^(\d+) (\d+)\/(\d+)$/;
const THOUSANDS_LIKE = /^[1-9]\d{0,2},\d{3}$/;

/** The value of an amount text, or null when it is not a plain number, fraction or mixed number. */
export function parseAmountText(text: string): number | null {
  let cleaned = text.trim();
  if (THOUSANDS_LIKE.test(cleaned)) return null;
  for (const [glyph, fraction] of Object.entries(VULGAR_FRACTIONS)) {
    cleaned = cleaned.replace(glyph, ` ${fraction}`);
  }
  cleaned = cleaned
    .replace(',', '.')
    .replace(/\s*\/\s*/g, '/')
    .replace(/\s+/g, ' ')
    .trim();
  const fraction = FRACTION.exec(cleaned);
  const mixed = MIXED.exec(cleaned);
  let value: number;
  if (DECIMAL.test(cleaned)) value = Number(cleaned);
  else if (fraction) value = Number(fraction[1]) / Number(fraction[2]);
  else if (mixed) value = Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  else return null;
  return Number.isFinite(value) ? value : null;
}

export type EnteredAmount = { ok: true; value: number } | { ok: false; reason: string };

/** An amount the user typed (or a recipe row holds): a number from 0.001 to 1,000,000. */
export function parseEnteredAmount(amount: string | number): EnteredAmount {
  if (typeof amount === 'string' && amount.trim() === '') {
    return { ok: false, reason: 'Enter an amount' };
  }
  const value = typeof amount === 'number' ? amount : parseAmountText(amount);
  if (value === null || !Number.isFinite(value)) {
    return {
      ok: false,
      reason: `"${String(amount)}" is not an amount: write 2, 1.5, 1,5 or 1 1/2`,
    };
  }
  if (value <= 0) return { ok: false, reason: 'Amount must be greater than zero' };
  if (value < MIN_ENTERED_AMOUNT) {
    return { ok: false, reason: `Amount must be at least ${MIN_ENTERED_AMOUNT}` };
  }
  if (value > MAX_ENTERED_AMOUNT) {
    return { ok: false, reason: `Amount must be at most ${MAX_ENTERED_AMOUNT}` };
  }
  return { ok: true, value };
}
