// A store for @fastify/rate-limit kept in the database, so every server process behind a load
// balancer counts the same hits (issue 14; docs/decisions/0015-security-hardening.md). A fixed
// window per key, like the plugin's own in-memory LocalStore: one atomic upsert per hit starts
// the window, counts in it, or restarts it once it has ended.
import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';

/** What the plugin reads back: hits in this window (this one included), ms until it ends. */
export interface RateLimitHit {
  current: number;
  ttl: number;
}

/** The column is a PostgreSQL integer: a flood stops counting there rather than failing. */
const MAX_COUNT = 2_147_483_647;

/**
 * Keys hold addresses and emails: the table keeps only their digest, which also bounds the
 * primary key's length whatever a key generator puts in.
 */
export const storedRateLimitKey = (key: string) =>
  createHash('sha256').update(key).digest('base64url');

export class DatabaseRateLimitStore implements FastifyRateLimitStore {
  private readonly db: Database;
  private readonly clock: (() => Date) | undefined;

  /** `clock` is for tests; by default the database's clock, which every process shares. */
  constructor(db: Database, clock?: () => Date) {
    this.db = db;
    this.clock = clock;
  }

  private now(): SQL {
    return this.clock ? sql`${this.clock().toISOString()}::timestamptz` : sql`now()`;
  }

  async hit(key: string, windowMs: number): Promise<RateLimitHit> {
    const now = this.now();
    const ended = sql`${rateLimits.resetAt} <= ${now}`;
    const [row] = await this.db
      .insert(rateLimits)
      .values({
        key: storedRateLimitKey(key),
        count: 1,
        resetAt: sql`${now} + ${windowMs}::double precision * interval '1 millisecond'`,
      })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${ended} then 1 else least(${rateLimits.count} + 1, ${MAX_COUNT}) end`,
          resetAt: sql`case when ${ended} then excluded.reset_at else ${rateLimits.resetAt} end`,
        },
      })
      .returning({
        current: rateLimits.count,
        ttl: sql<number>`greatest(0, extract(epoch from ${rateLimits.resetAt} - ${now}) * 1000)::float8`,
      });
    if (!row) throw new Error('The rate-limit upsert returned no row');
    return { current: row.current, ttl: Number(row.ttl) };
  }

  /** The plugin's callback interface. */
  incr(
    key: string,
    callback: (error: Error | null, result?: RateLimitHit) => void,
    timeWindow: number,
  ): void {
    this.hit(key, timeWindow).then(
      (result) => callback(null, result),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  }

  /**
   * One store for every route: each limit's key names the limit (`login|...`, `upload|...`), so
   * one count can span several routes, as the upload quota does.
   */
  child(): FastifyRateLimitStore {
    return this;
  }
}

/** The constructor @fastify/rate-limit's `store` option wants, bound to the app's database. */
export function databaseRateLimitStore(
  db: Database,
  clock?: () => Date,
): FastifyRateLimitStoreCtor {
  return class extends DatabaseRateLimitStore {
    constructor() {
      super(db, clock);
    }
  };
}

/** Rows whose window has ended count for nothing: the next hit would restart them anyway. */
export async function deleteExpiredRateLimits(db: Database): Promise<void> {
  await db.delete(rateLimits).where(lte(rateLimits.resetAt, sql`now()`));
}
