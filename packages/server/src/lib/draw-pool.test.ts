import { describe, expect, it } from 'vitest';
import { DrawPool } from './draw-pool.ts';

/** A reader that answers the next run of numbers, counting its reads. */
function runsOf(size: number) {
  let next = 0;
  const reader = {
    reads: 0,
    read: async () => {
      reader.reads++;
      await Promise.resolve();
      return Array.from({ length: size }, () => next++);
    },
  };
  return reader;
}

describe('DrawPool', () => {
  it('hands out a run one pick at a time, in order, before reading the next', async () => {
    const pool = new DrawPool<number>(5_000, () => 0);
    const reader = runsOf(3);
    const picks = [];
    for (let i = 0; i < 7; i++) picks.push(await pool.draw('all', reader.read));
    expect(picks).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(reader.reads).toBe(3);
  });

  it('lets concurrent draws share one read, and reads again when they used it up', async () => {
    const pool = new DrawPool<number>(5_000, () => 0);
    const reader = runsOf(4);
    const picks = await Promise.all(
      Array.from({ length: 10 }, () => pool.draw('all', reader.read)),
    );
    expect(new Set(picks).size).toBe(10);
    expect(reader.reads).toBe(3);
  });

  it('keeps a run per key', async () => {
    const pool = new DrawPool<string>(5_000, () => 0);
    expect(await pool.draw('a', async () => ['a1', 'a2'])).toBe('a1');
    expect(await pool.draw('b', async () => ['b1'])).toBe('b1');
    expect(await pool.draw('a', async () => ['never'])).toBe('a2');
  });

  it('drops a run when its time is up or when cleared', async () => {
    let now = 0;
    const pool = new DrawPool<number>(5_000, () => now);
    const reader = runsOf(10);
    expect(await pool.draw('all', reader.read)).toBe(0);
    now = 4_999;
    expect(await pool.draw('all', reader.read)).toBe(1);
    now = 5_000;
    expect(await pool.draw('all', reader.read)).toBe(10);
    pool.clear();
    expect(await pool.draw('all', reader.read)).toBe(20);
    expect(reader.reads).toBe(3);
  });

  it('answers null while nothing matches, and asks again once that answer expires', async () => {
    let now = 0;
    const pool = new DrawPool<number>(5_000, () => now);
    let rows: number[] = [];
    let reads = 0;
    const read = async () => {
      reads++;
      return [...rows];
    };
    expect(await pool.draw('none', read)).toBeNull();
    rows = [7];
    expect(await pool.draw('none', read)).toBeNull();
    expect(reads).toBe(1);
    now = 5_000;
    expect(await pool.draw('none', read)).toBe(7);
  });

  it('passes a failed read on to every waiting draw, and reads afresh on the next', async () => {
    const pool = new DrawPool<number>(5_000, () => 0);
    const failing = async (): Promise<number[]> => {
      throw new Error('database away');
    };
    await expect(
      Promise.all([pool.draw('all', failing), pool.draw('all', failing)]),
    ).rejects.toThrow('database away');
    expect(await pool.draw('all', async () => [1])).toBe(1);
  });
});
