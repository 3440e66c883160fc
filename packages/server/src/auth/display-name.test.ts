import { describe, expect, it } from 'vitest';
import { displayName, firstName, lastName } from './display-name.ts';

describe('display names', () => {
  it("falls back to 'User'", () => {
    for (const missing of [null, undefined, '', '   ']) {
      expect(displayName(missing)).toBe('User');
      expect(firstName(missing)).toBe('User');
      expect(lastName(missing)).toBe('');
    }
  });

  it('takes the first space-separated word as the first name', () => {
    expect(displayName('  Ada   King  Lovelace ')).toBe('Ada King Lovelace');
    expect(firstName('Ada King Lovelace')).toBe('Ada');
    expect(lastName('Ada King Lovelace')).toBe('King Lovelace');
    expect(firstName('Cher')).toBe('Cher');
    expect(lastName('Cher')).toBe('');
  });
});
