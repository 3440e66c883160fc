import { describe, expect, it } from 'vitest';
import { readSearchFacets } from './search-facets.ts';

const read = (query: string) => readSearchFacets(query.split(' '));

describe('readSearchFacets', () => {
  it('reads meals, diets and a low GI or GL, and leaves the food to search', () => {
    expect(read('vegan dinner')).toEqual({ facets: { type: 'Dinner', diet: 'vegan' }, words: [] });
    expect(read('low gi breakfast')).toEqual({
      facets: { type: 'Breakfast', gi: 'Low' },
      words: [],
    });
    expect(read('chickpea curry for lunch')).toEqual({
      facets: { type: 'Lunch' },
      words: ['chickpea', 'curry', 'for'],
    });
    expect(read('low glycemic load dessert recipes')).toEqual({
      facets: { type: 'Dessert', gl: 'Low' },
      words: [],
    });
    expect(read('quick pasta')).toEqual({ facets: { maxMinutes: 30 }, words: ['pasta'] });
    expect(read('plant based supper')).toEqual({
      facets: { type: 'Dinner', diet: 'vegan' },
      words: [],
    });
  });

  it('keeps the stricter diet and the first meal', () => {
    expect(read('vegan vegetarian').facets.diet).toBe('vegan');
    expect(read('vegetarian vegan').facets.diet).toBe('vegan');
    expect(read('breakfast or lunch')).toEqual({ facets: { type: 'Breakfast' }, words: ['or'] });
  });

  it('leaves a search with no filter word as it is', () => {
    expect(read('low fat yogurt recipes')).toEqual({
      facets: {},
      words: ['low', 'fat', 'yogurt', 'recipes'],
    });
    expect(read('salmon')).toEqual({ facets: {}, words: ['salmon'] });
  });
});
