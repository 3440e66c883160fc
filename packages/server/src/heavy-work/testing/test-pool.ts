// A heavy-work pool on the test worker, with short deadlines (heavy-work-pool.test.ts and
// the generation deadline test build theirs with it).
import { HeavyWorkPool, type HeavyWorkPoolOptions } from '../heavy-work-pool.ts';
import { workerEntry } from '../worker-entry.ts';
import type { TestWorkKinds } from './test-worker.ts';

type Options = HeavyWorkPoolOptions<TestWorkKinds>;

export function testPool(
  options: Partial<Omit<Options, 'deadlineMs'>> & {
    deadlineMs?: Partial<Options['deadlineMs']>;
  } = {},
): HeavyWorkPool<TestWorkKinds> {
  return new HeavyWorkPool<TestWorkKinds>({
    maxThreads: 2,
    maxQueue: 8,
    entry: workerEntry('test-worker', import.meta.url),
    ...options,
    deadlineMs: {
      'pdf-text': 20_000,
      image: 20_000,
      spin: 3_000,
      encodeForever: 3_000,
      sleep: 20_000,
      ...options.deadlineMs,
    },
  });
}
