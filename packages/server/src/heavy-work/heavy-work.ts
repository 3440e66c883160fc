// The process's one heavy-work pool, started on first use (a server that never reads a PDF or a
// photo starts no thread). Limits: docs/decisions/0015-security-hardening.md.
import { availableParallelism } from 'node:os';
// sharp is loaded on the main thread before any worker, so its native libraries stay loaded when
// a worker thread ends or is terminated (sharp's documentation, "worker threads").
import 'sharp';
import { HeavyWorkPool } from './heavy-work-pool.ts';

let pool: HeavyWorkPool | undefined;

export function heavyWork(): HeavyWorkPool {
  pool ??= new HeavyWorkPool({
    // Two at least, so one slow PDF does not hold every photo up; the event loop is never one.
    maxThreads: Math.max(2, Math.min(4, availableParallelism() - 1)),
    maxQueue: 32,
    // Generous for a loaded machine, short enough that a stuck task frees its thread.
    deadlineMs: { 'pdf-text': 10_000, image: 60_000 },
  });
  return pool;
}
