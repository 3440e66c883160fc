// Runs only when TEST_DATABASE_URL names a PostgreSQL server (see vitest.config.ts).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers/test-database.ts';
import { queryRows, type DatabaseHandle } from './client.ts';

// The server's connections run without JIT compilation: with a real library's vocabulary the
// planner's estimate for a search passes jit_above_cost, and compiling took 600 ms a search.
// Prepared statements get one generic plan (db/prepared-statement.ts).
describe('connections to a PostgreSQL server', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('never JIT-compile a query, and plan a prepared statement once for any values', async () => {
    const settings = await Promise.all(
      Array.from({ length: 3 }, () =>
        queryRows<{ jit: string; plans: string }>(
          database.db,
          sql`select current_setting('jit') as jit, current_setting('plan_cache_mode') as plans`,
        ),
      ),
    );
    expect(settings.map((rows) => rows[0])).toEqual(
      Array.from({ length: 3 }, () => ({ jit: 'off', plans: 'force_generic_plan' })),
    );
  });

  it('never holds more connections than its pool size, and serves every query', async () => {
    const small = await createTestDatabase({ poolSize: 2 });
    try {
      const rows = await Promise.all(
        Array.from({ length: 6 }, () =>
          queryRows<{ pid: number }>(small.db, sql`select pg_backend_pid() as pid, pg_sleep(0.02)`),
        ),
      );
      expect(rows).toHaveLength(6);
      expect(new Set(rows.map((r) => r[0]!.pid)).size).toBe(2);
    } finally {
      await small.close();
    }
  });
});
