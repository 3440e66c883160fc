// Answers that are the same for every visitor, kept as ready JSON for a few seconds: a hot read
// costs one Map lookup instead of a query and a serialisation (docs/decisions/0014-speed.md).
// The process that changes the data forgets the entries at once; other processes sharing the
// database see the change within the TTL at most.

/** Enough for what is being read right now; the oldest entry goes first. */
const MAX_ENTRIES = 2_000;

export class ReadyJsonCache {
  readonly #entries = new Map<string, { json: string; expires: number }>();
  readonly #ttlMs: number;
  readonly #now: () => number;

  constructor(ttlMs: number, now: () => number = Date.now) {
    this.#ttlMs = ttlMs;
    this.#now = now;
  }

  get(key: string): string | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.#now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.json;
  }

  /** The JSON kept for `key`, else what `make` writes, kept for the next asker. */
  async getOrMake(key: string, make: () => Promise<string>): Promise<string> {
    const kept = this.get(key);
    if (kept !== undefined) return kept;
    const json = await make();
    this.set(key, json);
    return json;
  }

  set(key: string, json: string): void {
    this.#entries.delete(key);
    this.#entries.set(key, { json, expires: this.#now() + this.#ttlMs });
    if (this.#entries.size > MAX_ENTRIES) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }

  forget(key: string): void {
    this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }
}
