import { describe, expect, it } from 'vitest';
import { makeEntry } from '../../test/fixtures/make-entry.ts';
import { rankIngredientSuggestions } from './rank-ingredient-suggestions.ts';

const entry = (name: string, aliases: string[] = []) =>
  makeEntry({
    id: name.replace(/\s/g, '-'),
    name,
    category: 'other',
    macros: [0, 0, 0, 0, 0, 0],
    gi: null,
    aliases,
  });

const CATALOGUE = [
  entry('brown rice'),
  entry('rice'),
  entry('basmati rice'),
  entry('rice noodles'),
  entry('wild rice'),
  entry('licorice'),
  entry('aubergine', ['eggplant']),
  entry('egg'),
];

describe('rankIngredientSuggestions (docs/product.md section 5)', () => {
  it('ranks the exact name, then prefixes, then word starts, then matches inside a word', () => {
    const names = rankIngredientSuggestions('RICE', CATALOGUE).map((s) => s.name);
    expect(names).toEqual([
      'rice',
      'rice noodles',
      'wild rice',
      'brown rice',
      'basmati rice',
      'licorice',
    ]);
  });

  it('puts an exact alias before a longer name that starts with the query', () => {
    const catalogue = [
      entry('flour tortilla'),
      entry('oat flour'),
      entry('all-purpose flour', ['flour']),
      entry('tuna in oil', ['oil-packed tuna']),
      entry('pasta', ['boiled pasta']),
      entry('olive oil'),
    ];
    expect(rankIngredientSuggestions('flour', catalogue).map((s) => s.name)).toEqual([
      'all-purpose flour',
      'flour tortilla',
      'oat flour',
    ]);
    expect(rankIngredientSuggestions('oil', catalogue).map((s) => s.name)).toEqual([
      'tuna in oil',
      'olive oil',
      'pasta',
    ]);
  });

  it('matches aliases but shows the name', () => {
    const [first, second] = rankIngredientSuggestions('egg', CATALOGUE);
    expect(first).toMatchObject({ name: 'egg', matchedAlias: null, position: 0 });
    expect(second).toMatchObject({ name: 'aubergine', matchedAlias: 'eggplant', position: 0 });
  });

  it('gives at most 10 suggestions and nothing for an empty query', () => {
    const many = Array.from({ length: 25 }, (_, i) => entry(`bean ${String(i).padStart(2, '0')}`));
    expect(rankIngredientSuggestions('bean', many)).toHaveLength(10);
    expect(rankIngredientSuggestions('  ', CATALOGUE)).toEqual([]);
  });
});
