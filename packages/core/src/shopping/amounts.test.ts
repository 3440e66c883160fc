import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount, roundToHundredths, storedAmountString } from './format-amount.ts';
import { parseAmountText, parseEnteredAmount } from './parse-amount.ts';

describe('parseEnteredAmount (docs/product.md section 5)', () => {
  it.each([
    ['2', 2],
    ['1.5', 1.5],
    [' 1.5 ', 1.5],
    ['.5', 0.5],
    ['1,5', 1.5],
    ['0,125', 0.125],
    ['1/2', 0.5],
    ['1 / 4', 0.25],
    ['1 1/2', 1.5],
    ['½', 0.5],
    ['1½', 1.5],
    ['1 ½', 1.5],
    [3, 3],
    ['0.001', 0.001],
    ['1000000', 1_000_000],
  ])('%j -> %d', (text, value) => {
    expect(parseEnteredAmount(text)).toEqual({ ok: true, value });
  });

  it.each([
    '',
    '   ',
    '0',
    '0.0',
    '-1',
    '-1/2',
    '1/0',
    '0/5',
    'abc',
    '1.2.3',
    '1e3',
    'Infinity',
    '1,5,6',
    '1,000',
    '12,500',
    '1 1/2 3',
    '2 eggs',
    '0.0001',
    '1000001',
    0,
    -2,
    Number.NaN,
    Number.POSITIVE_INFINITY,
  ])('%j is refused with a reason', (text) => {
    const result = parseEnteredAmount(text);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason.length).toBeGreaterThan(0);
  });

  it('refuses every non-positive number', () => {
    fc.assert(
      fc.property(fc.double({ max: 0, noNaN: true }), (value) => {
        expect(parseEnteredAmount(value).ok).toBe(false);
        expect(parseEnteredAmount(String(value)).ok).toBe(false);
      }),
    );
  });

  // The limits keep every stored amount at 1e-6 or more (3e-6 is 0.001 pinch x 0.01 times, in ml).
  it('reads back every stored amount exactly', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-6, max: 1e9, noNaN: true }), (value) => {
        const stored = storedAmountString(value);
        expect(stored).toMatch(/^\d+(\.\d+)?$/);
        expect(stored.length).toBeLessThanOrEqual(20);
        expect(parseAmountText(stored)).toBe(Number(value.toPrecision(12)));
      }),
    );
  });
});

describe('formatAmount (docs/product.md section 9: at most 2 decimals, no trailing zeros)', () => {
  it.each([
    [1.2, '1.2'],
    [709.764, '709.76'],
    [3, '3'],
    [3.0001, '3'],
    [2.5, '2.5'],
    [1.005, '1.01'],
    [0.125, '0.13'],
    [0.1 + 0.2, '0.3'],
    [0.004, '0'],
    [1.999, '2'],
    [1234.5678, '1234.57'],
  ])('%d -> %s', (value, shown) => {
    expect(formatAmount(value)).toBe(shown);
  });

  it('never shows more than 2 decimals or a trailing zero, and stays within half a hundredth', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), (value) => {
        const shown = formatAmount(value);
        expect(shown).toMatch(/^\d+(\.\d?[1-9])?$/);
        expect(Math.abs(Number(shown) - value)).toBeLessThanOrEqual(0.005 + value * 1e-11);
      }),
    );
  });

  it('rounds halves up whatever the float noise', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (thousandths) => {
        // x.xx5 exactly in decimal rounds up to the next hundredth.
        const value = (thousandths * 10 + 5) / 1000;
        expect(roundToHundredths(value)).toBe((thousandths + 1) / 100);
      }),
    );
  });
});
