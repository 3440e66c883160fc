// Recipe pages as a visitor sees them, kept as ready JSON for a few seconds: the most read answer
// of the API costs one Map lookup instead of a query and a serialisation (docs/decisions/0014-speed.md).
// This process forgets a recipe at once when it saves it; other processes sharing the database
// (and likes, deletes and author changes made elsewhere) are seen within TTL_MS at most.

export const PUBLIC_RECIPE_TTL_MS = 5_000;
/** Enough for the recipes being read right now; the oldest entry goes first. */
const MAX_ENTRIES = 2_000;

export class PublicRecipeCache {
  readonly #entries = new Map<string, { json: string; expires: number }>();
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  get(id: string): string | undefined {
    const entry = this.#entries.get(id);
    if (!entry) return undefined;
    if (entry.expires <= this.#now()) {
      this.#entries.delete(id);
      return undefined;
    }
    return entry.json;
  }

  set(id: string, json: string): void {
    this.#entries.delete(id);
    this.#entries.set(id, { json, expires: this.#now() + PUBLIC_RECIPE_TTL_MS });
    if (this.#entries.size > MAX_ENTRIES) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }

  /** After a save, a like, a delete: the next read goes to the database. */
  forget(id: string): void {
    this.#entries.delete(id);
  }
}

const byDatabase = new WeakMap<object, PublicRecipeCache>();

/** The cache of the process for this database (tests open several, each has its own). */
export function publicRecipeCache(db: object): PublicRecipeCache {
  let cache = byDatabase.get(db);
  if (!cache) {
    cache = new PublicRecipeCache();
    byDatabase.set(db, cache);
  }
  return cache;
}
