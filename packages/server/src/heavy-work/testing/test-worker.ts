// A heavy-work worker for tests: the real kinds, plus tasks that never end or wait on purpose,
// so the pool's deadline, queue and thread limit can be watched without a crafted PDF.
import { threadId } from 'node:worker_threads';
import { encodeImage } from '../../media/encode-image.ts';
import type { HeavyWorkKinds, TaskOf } from '../heavy-work-kinds.ts';
import runHeavyWork from '../heavy-work-worker.ts';

/** A PDF carrying this marker spins its thread forever, as a pathological PDF would. */
export const ENDLESS_PDF_MARKER = '%ROASTIE-ENDLESS';

export interface TestWorkKinds extends HeavyWorkKinds {
  /** Holds the thread's event loop forever (pure JavaScript, like pdf-parse). */
  spin: { input: null; output: never };
  /** Encodes the photo again and again: native work in flight when the thread is terminated. */
  encodeForever: { input: Uint8Array; output: never };
  /** Blocks the thread for `ms`, then says which thread it was and when it ran. */
  sleep: { input: { ms: number }; output: { threadId: number; start: number; end: number } };
}

const spin = (): never => {
  for (;;) {
    // nothing: the point is a loop no timer can interrupt
  }
};

export default async function runTestWork(
  task: TaskOf<TestWorkKinds>,
): Promise<TestWorkKinds[typeof task.kind]['output']> {
  switch (task.kind) {
    case 'spin':
      return spin();
    case 'encodeForever':
      for (;;) await encodeImage(task.input);
    case 'sleep': {
      const start = Date.now();
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, task.input.ms);
      return { threadId, start, end: Date.now() };
    }
    case 'pdf-text':
      if (Buffer.from(task.input.data).includes(ENDLESS_PDF_MARKER)) return spin();
      return runHeavyWork(task);
    default:
      return runHeavyWork(task);
  }
}
