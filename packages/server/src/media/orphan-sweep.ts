// Uploads never attached to a recipe, post or avatar (a recipe photo for an edit that was never
// saved, a generation's photo) are removed a day after upload, rows and stored objects: at start
// and then once a day (issue 14, docs/decisions/0015-security-hardening.md).
import type { FastifyBaseLogger } from 'fastify';
import type { MediaLibrary } from './media-library.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long an upload may wait to be attached: a cook has a day to save the recipe. */
export const ORPHAN_GRACE_MS = DAY_MS;
export const ORPHAN_SWEEP_INTERVAL_MS = DAY_MS;

export interface OrphanSweep {
  /** Sweeps now, after any sweep still running (never two at once); never rejects. */
  run(): Promise<void>;
  /** Stops the daily timer and waits for a running sweep, so the database outlives it. */
  stop(): Promise<void>;
}

export function startOrphanSweep(
  library: MediaLibrary,
  log: FastifyBaseLogger,
  now: () => Date = () => new Date(),
): OrphanSweep {
  let running: Promise<void> = Promise.resolve();
  const sweepOnce = async () => {
    try {
      const removed = await library.removeOrphans(ORPHAN_GRACE_MS, now());
      if (removed > 0) log.info({ removed }, 'removed orphaned media');
    } catch (err) {
      log.warn({ err }, 'orphaned media sweep failed');
    }
  };
  const run = () => (running = running.then(sweepOnce));
  const timer = setInterval(() => void run(), ORPHAN_SWEEP_INTERVAL_MS);
  // The sweep never keeps the process alive on its own.
  timer.unref();
  return {
    run,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
