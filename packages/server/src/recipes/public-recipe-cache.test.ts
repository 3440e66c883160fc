import { describe, expect, it } from 'vitest';
import { PUBLIC_RECIPE_TTL_MS, PublicRecipeCache } from './public-recipe-cache.ts';

describe('PublicRecipeCache', () => {
  it('answers from memory until the TTL passes or the recipe is forgotten', () => {
    let now = 1_000;
    const cache = new PublicRecipeCache(() => now);
    cache.set('a', '{"id":"a"}');
    expect(cache.get('a')).toBe('{"id":"a"}');
    now += PUBLIC_RECIPE_TTL_MS - 1;
    expect(cache.get('a')).toBe('{"id":"a"}');
    now += 1;
    expect(cache.get('a')).toBeUndefined();
    cache.set('b', '{}');
    cache.forget('b');
    expect(cache.get('b')).toBeUndefined();
  });
});
