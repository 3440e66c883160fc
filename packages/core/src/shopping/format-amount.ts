// How amounts are shown and stored.
//
// Shown: docs/product.md section 9, "Amounts show at most 2 decimals with no trailing zeros" ("1.2",
// "709.76", "3"). Halves round up (1.005 -> "1.01"), as a cook reading the decimal would expect.
//
// Stored: the exact total, snapped to 12 significant digits. Binary floating point adds noise in
// the 16th digit (0.1 + 0.2 = 0.30000000000000004); snapping removes it, so the same additions in
// any order give the same stored string, and the display never drifts by repeated rounding.

const SIGNIFICANT_DIGITS = 12;

/** The value with float noise beyond 12 significant digits removed. */
export function snapToSignificant(value: number): number {
  return Number(value.toPrecision(SIGNIFICANT_DIGITS));
}

/** Rounded to hundredths, halves up, immune to float noise (1.005 * 100 = 100.49999999999999). */
export function roundToHundredths(value: number): number {
  const hundredths = Math.round(snapToSignificant(value * 100));
  return hundredths / 100 + 0; // + 0 turns -0 into 0
}

/** "1.2", "709.76", "3": at most 2 decimals, no trailing zeros. */
export function formatAmount(amount: number): string {
  if (!Number.isFinite(amount)) return String(amount);
  return String(roundToHundredths(amount));
}

/** The amount string a stored item holds: a plain decimal, never an exponent. */
export function storedAmountString(amount: number): string {
  const snapped = snapToSignificant(amount);
  if (snapped === 0 || Math.abs(snapped) >= 1e-6) return String(snapped);
  // String() writes 1e-7 for tiny numbers; spell them out (the limits keep them above 1e-12).
  return snapped.toFixed(SIGNIFICANT_DIGITS).replace(/0+$/, '');
}
