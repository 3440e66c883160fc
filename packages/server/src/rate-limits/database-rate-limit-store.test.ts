// The database store's fixed windows: counted by key, restarted once ended, swept when ended,
// and shared by every store on one database. No test waits on the wall clock: a window is ended
// by moving an injected clock, or by a window of 0 ms on the database's own clock.
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers/test-database.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';
import {
  DatabaseRateLimitStore,
  databaseRateLimitStore,
  deleteExpiredRateLimits,
  storedRateLimitKey,
  type RateLimitHit,
} from './database-rate-limit-store.ts';

const MINUTE_MS = 60 * 1000;

describe('the database rate-limit store', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  /** A clock the test moves by hand. */
  const clockAt = (start: string) => {
    let now = new Date(start).getTime();
    return {
      now: () => new Date(now),
      advance: (ms: number) => {
        now += ms;
      },
    };
  };

  it('counts hits per key in a window and says how long it has left', async () => {
    const clock = clockAt('2026-03-01T10:00:00Z');
    const store = new DatabaseRateLimitStore(database.db, clock.now);
    expect(await store.hit('count|a', MINUTE_MS)).toEqual({ current: 1, ttl: MINUTE_MS });
    clock.advance(20_000);
    expect(await store.hit('count|a', MINUTE_MS)).toEqual({ current: 2, ttl: 40_000 });
    // Another key has its own count.
    expect(await store.hit('count|b', MINUTE_MS)).toEqual({ current: 1, ttl: MINUTE_MS });
  });

  it('starts a new window once the last one has ended, in the same statement', async () => {
    const clock = clockAt('2026-03-01T11:00:00Z');
    const store = new DatabaseRateLimitStore(database.db, clock.now);
    for (let i = 1; i <= 3; i++) expect((await store.hit('reset', MINUTE_MS)).current).toBe(i);
    clock.advance(MINUTE_MS - 1);
    expect((await store.hit('reset', MINUTE_MS)).current).toBe(4);
    clock.advance(1);
    expect(await store.hit('reset', MINUTE_MS)).toEqual({ current: 1, ttl: MINUTE_MS });
  });

  it('ends a window on the database clock too (a 0 ms window ends at once)', async () => {
    const store = new DatabaseRateLimitStore(database.db);
    expect((await store.hit('db-clock', 0)).current).toBe(1);
    expect((await store.hit('db-clock', 0)).current).toBe(1);
    expect((await store.hit('db-clock|long', MINUTE_MS)).current).toBe(1);
    const second = await store.hit('db-clock|long', MINUTE_MS);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(0);
    expect(second.ttl).toBeLessThanOrEqual(MINUTE_MS);
  });

  it('is one count for every store and route on the same database', async () => {
    const Store = databaseRateLimitStore(database.db);
    const processA = new Store({});
    // A route's store (the plugin asks one per route) counts with the others.
    const processB = new DatabaseRateLimitStore(database.db).child();
    const hit = (store: FastifyRateLimitStore, key: string) =>
      new Promise<RateLimitHit | undefined>((resolve, reject) => {
        store.incr(key, (error, result) => (error ? reject(error) : resolve(result)), MINUTE_MS, 5);
      });
    expect((await hit(processA, 'shared'))?.current).toBe(1);
    expect((await hit(processB, 'shared'))?.current).toBe(2);
    expect((await hit(processA, 'shared'))?.current).toBe(3);
  });

  it('keeps no address or email in the table', async () => {
    const store = new DatabaseRateLimitStore(database.db);
    const key = 'login|203.0.113.7|cook@example.com';
    await store.hit(key, MINUTE_MS);
    const rows = await database.db.select({ key: rateLimits.key }).from(rateLimits);
    expect(rows.map((r) => r.key)).toContain(storedRateLimitKey(key));
    expect(rows.some((r) => r.key.includes('203.0.113.7') || r.key.includes('@'))).toBe(false);
  });

  it('sweeps the rows whose window has ended, and only those', async () => {
    const store = new DatabaseRateLimitStore(database.db);
    await store.hit('sweep|alive', MINUTE_MS);
    await store.hit('sweep|ended', 0);
    await deleteExpiredRateLimits(database.db);
    const left = async (key: string) =>
      (
        await database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(rateLimits)
          .where(eq(rateLimits.key, storedRateLimitKey(key)))
      )[0]?.n;
    expect(await left('sweep|alive')).toBe(1);
    expect(await left('sweep|ended')).toBe(0);
  });
});
