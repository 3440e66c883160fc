import { describe, expect, it } from 'vitest';
import { countLabel } from './count-label';

describe('countLabel', () => {
  const recipes = { one: 'recipe', other: 'recipes' };
  it('uses the singular for one and the plural otherwise', () => {
    expect(countLabel(1, recipes)).toBe('1 recipe');
    expect(countLabel(0, recipes)).toBe('0 recipes');
    expect(countLabel(2, recipes)).toBe('2 recipes');
    expect(countLabel(1.5, recipes)).toBe('1.5 recipes');
  });
});
