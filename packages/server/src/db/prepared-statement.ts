// Statements planned once per database session instead of on every call. A search is a long
// statement whose plan does not depend on the words asked (every value reaches it through a
// scalar subquery), and planning it cost about as much as running it: 0.7 of 1.5 ms on PGlite, 0.6 of
// 1.25 ms on PostgreSQL (docs/decisions/0014-speed.md).
//
// Each session plans a prepared statement once, generically (plan_cache_mode is set to
// force_generic_plan where the database is opened, db/client.ts); by default PostgreSQL would go
// on planning it for each call's values. PostgreSQL: node-postgres prepares a named statement on
// each pooled connection. PGlite has one session and no named statements in its API, so the
// statement is PREPAREd once and EXECUTEd with its values written as literals.
import type { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database } from './client.ts';

type Driver = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool };

const drivers = new WeakMap<Database, Driver>();
const dialect = new PgDialect();

/**
 * How long a plan is kept on PGlite before the statement is prepared again. PGlite runs no
 * autovacuum, so nothing else would replan a search prepared on a small table once the library
 * has grown; planning once a minute costs nothing beside planning every call.
 */
export const PGLITE_REPLAN_MS = 60_000;

interface PgliteStatement {
  /** The version EXECUTE uses: name_1, name_2... */
  current: string;
  ready: Promise<unknown>;
  preparedAt: number;
  version: number;
}
const preparedOnPglite = new WeakMap<PGlite, Map<string, PgliteStatement>>();

/** Called where a database is opened, so its statements can be prepared on its own driver. */
export function registerDriver(db: Database, driver: Driver): void {
  drivers.set(db, driver);
}

/**
 * Runs `query` as the prepared statement `name` (one name, one text: the text must not vary
 * between calls, only its values). A database opened elsewhere runs it unprepared.
 */
export async function preparedRows<T>(db: Database, name: string, query: SQL): Promise<T[]> {
  const driver = drivers.get(db);
  const { sql: text, params } = dialect.sqlToQuery(query);
  if (!driver) return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  if (driver.kind === 'postgres') {
    const result = await driver.pool.query({ name, text, values: params });
    return result.rows as T[];
  }
  const version = await pgliteStatement(driver.client, name, text);
  const values = params.length > 0 ? `(${params.map(sqlLiteral).join(', ')})` : '';
  // No await between choosing the version and queueing EXECUTE: PGlite runs queries in the
  // order they are asked, so this one runs before any DEALLOCATE asked later.
  const result = await driver.client.query<T>(`execute ${version}${values}`);
  return result.rows;
}

/**
 * The ready version of a statement on a PGlite instance: PREPAREd on first use (concurrent first
 * calls wait for the same PREPARE) and again under a new version every PGLITE_REPLAN_MS. The
 * version before the previous one is deallocated then, long after any call that chose it.
 */
async function pgliteStatement(client: PGlite, name: string, text: string): Promise<string> {
  let statements = preparedOnPglite.get(client);
  if (!statements) preparedOnPglite.set(client, (statements = new Map()));
  const known = statements.get(name);
  if (known && Date.now() - known.preparedAt < PGLITE_REPLAN_MS) {
    await known.ready;
    return known.current;
  }
  const version = (known?.version ?? 0) + 1;
  const current = `${name}_${version}`;
  const ready = client.exec(`prepare ${current} as ${text}`);
  if (known && version > 2) void client.exec(`deallocate ${name}_${version - 2}`).catch(() => {});
  const statement: PgliteStatement = { current, ready, preparedAt: Date.now(), version };
  statements.set(name, statement);
  try {
    await ready;
  } catch (error) {
    statement.preparedAt = 0; // the next call prepares the next version
    throw error;
  }
  return current;
}

/**
 * A value as an SQL literal for EXECUTE. Strings go through node-postgres's escapeLiteral: quotes
 * doubled, and an E'' literal with backslashes doubled when there are any, so they read the same
 * whatever standard_conforming_strings says.
 */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string') {
    if (value.includes('\0')) throw new TypeError('A text value cannot hold a NUL character.');
    return pg.escapeLiteral(value);
  }
  throw new TypeError(`No SQL literal for a value of type ${typeof value}.`);
}
