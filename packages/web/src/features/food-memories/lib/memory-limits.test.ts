import { MAX_DISH_NAME_LENGTH, MAX_MEMORY_LENGTH } from '@roastie/core';
import { describe, expect, it } from 'vitest';
import { formatMemoryDate } from './format-memory-date';
import { DISH_NAME_MAX, MEMORY_TEXT_MAX } from './memory-limits';

describe('memory limits and dates', () => {
  it('match the server’s limits', () => {
    expect(DISH_NAME_MAX).toBe(MAX_DISH_NAME_LENGTH);
    expect(MEMORY_TEXT_MAX).toBe(MAX_MEMORY_LENGTH);
  });

  it('writes the day in long British form, whatever the time zone', () => {
    expect(formatMemoryDate('2026-11-22')).toBe('Sunday 22 November 2026');
    expect(formatMemoryDate('2024-02-29')).toBe('Thursday 29 February 2024');
  });
});
