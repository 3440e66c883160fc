import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './catalogue.ts';
import { KITCHEN_WEIGHTS } from './kitchen-weights.ts';

describe('kitchen-unit weights (data/kitchen-weights.json)', () => {
  it('name only catalogue foods, once each, with at least one weight and a source', () => {
    const ids = new Set(CATALOGUE.map((entry) => entry.id));
    const unknown = KITCHEN_WEIGHTS.foods.filter((entry) => !ids.has(entry.id)).map((e) => e.id);
    expect(unknown).toEqual([]);
    const seen = KITCHEN_WEIGHTS.foods.map((entry) => entry.id);
    expect(new Set(seen).size).toBe(seen.length);
    for (const entry of KITCHEN_WEIGHTS.foods) {
      expect(Object.keys(entry.weights).length, entry.id).toBeGreaterThan(0);
      expect(entry.source, entry.id).toMatch(/\w{3,}/);
    }
  });

  it('give each unit one typical weight', () => {
    const units = KITCHEN_WEIGHTS.units.map((entry) => entry.unit);
    expect(new Set(units).size).toBe(units.length);
    expect(units).toEqual(expect.arrayContaining(['can', 'knob', 'handful', 'sprig', 'rasher']));
  });

  it('keep a small one lighter than a large one', () => {
    for (const { id, weights } of KITCHEN_WEIGHTS.foods) {
      if (weights.small !== undefined && weights.large !== undefined) {
        expect(weights.small, id).toBeLessThan(weights.large);
      }
    }
  });
});
