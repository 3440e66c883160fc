import { describe, expect, it } from 'vitest';
import { rankSuggestions } from './rank-suggestions';

const item = (name: string, aliases: string[] = []) => ({ id: name, name, unit: 'g', aliases });

describe('rankSuggestions', () => {
  const catalogue = [
    item('rice flour', ['white rice flour']),
    item('white rice'),
    item('uncooked white rice'),
    item('wild rice'),
  ];

  it('matches case-insensitively anywhere in the name or an alias', () => {
    expect(rankSuggestions('RICE', catalogue).map((s) => s.item.name)).toEqual([
      'rice flour',
      'wild rice',
      'white rice',
      'uncooked white rice',
    ]);
  });

  it('prefers a match in the name over one in an alias when position and length tie', () => {
    const ranked = rankSuggestions('white rice', catalogue);
    expect(ranked.map((s) => [s.item.name, s.matchedAlias])).toEqual([
      ['white rice', null],
      ['rice flour', 'white rice flour'],
      ['uncooked white rice', null],
    ]);
  });

  it('gives nothing for a blank query and at most the limit', () => {
    expect(rankSuggestions('  ', catalogue)).toEqual([]);
    const many = Array.from({ length: 15 }, (_, i) => item(`oat ${String(i).padStart(2, '0')}`));
    expect(rankSuggestions('oat', many)).toHaveLength(10);
  });
});
