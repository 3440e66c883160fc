import { describe, expect, it } from 'vitest';
import { isWithinWelcomeWindow, WELCOME_WINDOW_MS } from './welcome-window';

const created = '2026-03-01T12:00:00.000Z';
const after = (minutes: number, seconds = 0) =>
  new Date(Date.parse(created) + (minutes * 60 + seconds) * 1000);

describe('new-account welcome window (docs/product.md section 9: 5 minutes)', () => {
  it('is five minutes long', () => {
    expect(WELCOME_WINDOW_MS).toBe(300_000);
  });

  it('is open at 4:59 and closed at 5:00 and 5:01', () => {
    expect(isWithinWelcomeWindow(created, after(0))).toBe(true);
    expect(isWithinWelcomeWindow(created, after(4, 59))).toBe(true);
    expect(isWithinWelcomeWindow(created, after(5, 0))).toBe(false);
    expect(isWithinWelcomeWindow(created, after(5, 1))).toBe(false);
  });

  it('counts a clock a little behind the server’s as new, and an unreadable date as not', () => {
    expect(isWithinWelcomeWindow(created, after(0, -20))).toBe(true);
    expect(isWithinWelcomeWindow('not a date', after(0))).toBe(false);
  });
});
