// The heavy-work pool's limits, on the test worker: a task past its deadline is terminated while
// the event loop keeps ticking, the pool serves afterwards, the thread limit holds and a full
// queue answers 503 at once. Assertions are on events and order, never on tight timings.
import { afterEach, describe, expect, it } from 'vitest';
import { jpeg } from '../../test/helpers/images.ts';
import { HttpError } from '../lib/http-errors.ts';
import { HeavyWorkTimeout, KITCHEN_FULL, type HeavyWorkPool } from './heavy-work-pool.ts';
import { testPool } from './testing/test-pool.ts';
import type { TestWorkKinds } from './testing/test-worker.ts';

let pool: HeavyWorkPool<TestWorkKinds> | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

/** Counts event-loop turns while `work` is pending. */
async function ticksDuring(work: Promise<unknown>): Promise<number> {
  let ticks = 0;
  const timer = setInterval(() => ticks++, 10);
  try {
    await work.catch(() => undefined);
    return ticks;
  } finally {
    clearInterval(timer);
  }
}

describe('HeavyWorkPool', () => {
  it('terminates a task past its deadline while the event loop runs, then serves again', async () => {
    pool = testPool({ maxThreads: 1, deadlineMs: { spin: 1_500 } });
    const before = await pool.run('sleep', { ms: 0 }); // the thread is up before the clock runs

    const spinning = pool.run('spin', null);
    expect(await ticksDuring(spinning)).toBeGreaterThan(0);
    await expect(spinning).rejects.toBeInstanceOf(HeavyWorkTimeout);

    const after = await pool.run('sleep', { ms: 0 });
    expect(after.threadId).not.toBe(before.threadId); // the spinning thread is gone
    expect(pool.threads).toBeLessThanOrEqual(1);
  });

  it('terminates a thread with sharp work in flight, and encodes photos afterwards', async () => {
    pool = testPool({ maxThreads: 1, deadlineMs: { encodeForever: 2_500 } });
    const photo = new Uint8Array(await jpeg(2400, 1600));
    await pool.run('sleep', { ms: 0 });

    await expect(pool.run('encodeForever', photo)).rejects.toBeInstanceOf(HeavyWorkTimeout);
    const encoded = await pool.run('image', photo);
    expect(encoded.ok).toBe(true);
  });

  it('never runs more tasks at once than it has threads', async () => {
    pool = testPool({ maxThreads: 2 });
    const runs = await Promise.all(
      Array.from({ length: 6 }, () => pool!.run('sleep', { ms: 200 })),
    );
    // The most runs in progress at any moment, from their start and end times.
    const edges = runs
      .flatMap((r) => [
        { at: r.start, step: 1 },
        { at: r.end, step: -1 },
      ])
      .sort((a, b) => a.at - b.at || a.step - b.step);
    let running = 0;
    let most = 0;
    for (const edge of edges) most = Math.max(most, (running += edge.step));
    expect(most).toBeLessThanOrEqual(2);
    expect(new Set(runs.map((r) => r.threadId)).size).toBeLessThanOrEqual(2);
    expect(pool.threads).toBeLessThanOrEqual(2);
  });

  it('answers 503 at once when the queue is full, and runs what it accepted', async () => {
    pool = testPool({ maxThreads: 1, maxQueue: 1 });
    await pool.run('sleep', { ms: 0 });
    const running = pool.run('sleep', { ms: 1_000 });
    const queued = pool.run('sleep', { ms: 0 });

    const refused = await pool.run('sleep', { ms: 0 }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ statusCode: 503, message: KITCHEN_FULL });
    await expect(running).resolves.toMatchObject({ threadId: expect.any(Number) });
    await expect(queued).resolves.toMatchObject({ threadId: expect.any(Number) });
  });
});
