import { describe, expect, it } from 'vitest';
import { ReadyJsonCache } from './ready-json-cache.ts';

describe('ReadyJsonCache', () => {
  it('answers from memory until the TTL passes, or the entry is forgotten or cleared', () => {
    let now = 1_000;
    const cache = new ReadyJsonCache(5_000, () => now);
    cache.set('a', '{"id":"a"}');
    expect(cache.get('a')).toBe('{"id":"a"}');
    now += 4_999;
    expect(cache.get('a')).toBe('{"id":"a"}');
    now += 1;
    expect(cache.get('a')).toBeUndefined();
    cache.set('b', '{}');
    cache.forget('b');
    expect(cache.get('b')).toBeUndefined();
    cache.set('c', '{}');
    cache.set('d', '{}');
    cache.clear();
    expect(cache.get('c')).toBeUndefined();
    expect(cache.get('d')).toBeUndefined();
  });

  it('makes an entry once and answers it from memory until it is forgotten', async () => {
    const cache = new ReadyJsonCache(5_000, () => 0);
    let made = 0;
    const make = async () => `{"made":${++made}}`;
    expect(await cache.getOrMake('page', make)).toBe('{"made":1}');
    expect(await cache.getOrMake('page', make)).toBe('{"made":1}');
    cache.forget('page');
    expect(await cache.getOrMake('page', make)).toBe('{"made":2}');
  });

  it('keeps at most 2,000 entries, dropping the oldest', () => {
    const cache = new ReadyJsonCache(5_000, () => 0);
    for (let i = 0; i <= 2_000; i++) cache.set(String(i), '{}');
    expect(cache.get('0')).toBeUndefined();
    expect(cache.get('1')).toBe('{}');
    expect(cache.get('2000')).toBe('{}');
  });
});
