// Random picks read a batch at a time (docs/decisions/0014-speed.md): 'Feeling hungry' reads a
// short run of recipes in their random order and hands them out one per request, so most picks
// cost an array pop instead of a statement. Each run is a fresh random sample, so every pick is as
// random as one read on its own. Like the ready JSON cache, a run is dropped after a few seconds
// (other processes' changes) and at once when this process changes the data.

interface Run<T> {
  /** Picks not yet handed out, the next one last. */
  picks: T[];
  expires: number;
  /** The read under way, which every concurrent draw waits for instead of starting its own. */
  filling: Promise<void> | null;
  /** The last read found nothing: no pick exists for this key until the run expires. */
  none: boolean;
}

/** How many keys are kept at most, the oldest dropped first. */
const MAX_KEYS = 200;

export class DrawPool<T> {
  readonly #runs = new Map<string, Run<T>>();
  readonly #ttlMs: number;
  readonly #now: () => number;

  constructor(ttlMs: number, now: () => number = Date.now) {
    this.#ttlMs = ttlMs;
    this.#now = now;
  }

  /** The next pick for `key`, reading a new run with `read` when the current one is used up. */
  async draw(key: string, read: () => Promise<T[]>): Promise<T | null> {
    for (;;) {
      const run = this.#run(key);
      const pick = run.picks.pop();
      if (pick !== undefined) return pick;
      if (run.none) return null;
      run.filling ??= read()
        .then((picks) => {
          run.picks = picks.reverse();
          run.none = picks.length === 0;
          run.expires = this.#now() + this.#ttlMs;
        })
        .finally(() => {
          run.filling = null;
        });
      await run.filling;
      // Concurrent draws may have taken the whole run: go round and read the next one.
    }
  }

  clear(): void {
    this.#runs.clear();
  }

  #run(key: string): Run<T> {
    const known = this.#runs.get(key);
    if (known && (known.filling || known.expires > this.#now())) return known;
    const run: Run<T> = { picks: [], expires: 0, filling: null, none: false };
    this.#runs.delete(key);
    this.#runs.set(key, run);
    if (this.#runs.size > MAX_KEYS) {
      const oldest = this.#runs.keys().next().value;
      if (oldest !== undefined) this.#runs.delete(oldest);
    }
    return run;
  }
}
