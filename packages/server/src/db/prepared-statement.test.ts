import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { createTestDatabase } from '../../test/helpers/test-database.ts';
import { openDatabase, pgliteExtensions, queryRows, type DatabaseHandle } from './client.ts';
import { PGLITE_REPLAN_MS, preparedRows, sqlLiteral } from './prepared-statement.ts';

const ECHO = (value: string, limit: number) =>
  sql`select ${value}::text as value, g as n from generate_series(1, 20) g limit ${limit}`;

describe('SQL literals for EXECUTE', () => {
  it('write text, numbers, booleans and null so they read back as they were', () => {
    expect(sqlLiteral("O'Brien \\ 'x'")).toBe(" E'O''Brien \\\\ ''x'''");
    expect(sqlLiteral(0.4)).toBe('0.4');
    expect(sqlLiteral(true)).toBe('true');
    expect(sqlLiteral(null)).toBe('null');
  });

  it('refuse what has no literal', () => {
    expect(() => sqlLiteral(Number.NaN)).toThrow(TypeError);
    expect(() => sqlLiteral({})).toThrow(TypeError);
    expect(() => sqlLiteral('a\0b')).toThrow(TypeError);
  });
});

describe('prepared statements', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('answer as the plain statement does, values with quotes and backslashes included', async () => {
    const tricky = "x'); drop table recipes; -- \\'";
    const prepared = await preparedRows<{ value: string; n: number }>(
      database.db,
      'echo',
      ECHO(tricky, 3),
    );
    expect(prepared).toEqual(await queryRows(database.db, ECHO(tricky, 3)));
    expect(prepared).toEqual([1, 2, 3].map((n) => ({ value: tricky, n })));
    const [count] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from recipes`,
    );
    expect(count?.n, 'the recipes table is still there').toBeGreaterThanOrEqual(0);
  });

  it('are prepared once when many first calls arrive together', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        preparedRows<{ n: number }>(database.db, 'together', ECHO(`call ${i}`, i + 1)),
      ),
    );
    expect(answers.map((rows) => rows.length)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });
});

describe('prepared statements on PGlite', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    // PGlite whichever database the other tests run on: its statements are prepared its own way.
    const client = await PGlite.create({ extensions: pgliteExtensions });
    database = await openDatabase({ kind: 'pglite-instance', client });
  });
  afterAll(() => database.close(), 60_000);
  afterEach(() => vi.useRealTimers());

  const preparedNames = async () =>
    (
      await queryRows<{ name: string }>(
        database.db,
        sql`select name from pg_prepared_statements where name like 'grow%' order by name`,
      )
    ).map((r) => r.name);

  it('are planned again as time passes, keeping the previous version for calls under way', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await preparedRows(database.db, 'grow', ECHO('a', 1));
    expect(await preparedNames()).toEqual(['grow_1']);
    vi.setSystemTime(Date.now() + PGLITE_REPLAN_MS + 1);
    await preparedRows(database.db, 'grow', ECHO('a', 1));
    expect(await preparedNames()).toEqual(['grow_1', 'grow_2']);
    vi.setSystemTime(Date.now() + PGLITE_REPLAN_MS + 1);
    expect(await preparedRows(database.db, 'grow', ECHO('b', 2))).toHaveLength(2);
    expect(await preparedNames()).toEqual(['grow_2', 'grow_3']);
  });

  it('plan once, for any values (the session plans prepared statements generically)', async () => {
    const [mode] = await queryRows<{ mode: string }>(
      database.db,
      sql`select current_setting('plan_cache_mode') as mode`,
    );
    expect(mode?.mode).toBe('force_generic_plan');
  });
});
