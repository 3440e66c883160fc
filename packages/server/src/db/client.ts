// Opens the one database the app uses: PGlite in-process under DATA_DIR by default, or a
// PostgreSQL server when DATABASE_URL is set. Both speak the same SQL and run the same migrations.
import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { lockDataDir, type DataDirLock } from './data-dir-lock.ts';
import { migratePglite, migratePostgres } from './migrate.ts';
import { registerDriver } from './prepared-statement.ts';
import { defaultPoolSize } from './database-target.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /**
   * Runs `work` while holding a PostgreSQL advisory lock, so processes sharing the database take
   * turns. The lock lives on its own connection; `work` uses `db` as usual.
   */
  withAdvisoryLock<T>(key: number, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export const pgliteExtensions = { pg_trgm };

/**
 * PostgreSQL's buffer cache inside PGlite. The default (128 MB) is allocated and touched at start,
 * so it is resident whether used or not; a home instance's whole database fits in 32 MB, and the
 * operating system caches the files beneath it (docs/decisions/0018-production-build.md).
 */
const PGLITE_SHARED_BUFFERS = '32MB';

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-instance'; client: PGlite };

/** Opens the database and brings its schema up to date before returning. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres')
    return openPostgres(target.url, target.poolSize ?? defaultPoolSize());
  let client: PGlite;
  let lock: DataDirLock | null = null;
  if (target.kind === 'pglite') {
    await fs.mkdir(path.dirname(target.dataDir), { recursive: true });
    // One process per data directory (data-dir-lock.ts): refuse before PGlite opens it.
    lock = await lockDataDir(target.dataDir);
    try {
      client = await PGlite.create(target.dataDir, {
        extensions: pgliteExtensions,
        startParams: [
          ...PGlite.defaultStartParams,
          '-c',
          `shared_buffers=${PGLITE_SHARED_BUFFERS}`,
        ],
      });
      await migratePglite(client);
      // PGlite runs no autovacuum, so the planner would never have statistics: without them
      // planning alone took longer than running a gallery page (docs/decisions/0014-speed.md).
      await client.exec('analyze');
    } catch (error) {
      await lock.release();
      throw error;
    }
  } else {
    client = target.client;
    await migratePglite(client);
  }
  // Prepared statements are planned once, generically (db/prepared-statement.ts).
  await client.exec('set plan_cache_mode = force_generic_plan');
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  registerDriver(db, { kind: 'pglite', client });
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    // PGlite is one connection in one process: nobody else can hold the lock, and taking it on
    // the only connection would make `work`'s own queries wait behind it.
    withAdvisoryLock: async (_key, work) => work(),
    close: async () => {
      if (!client.closed) await client.close();
      await lock?.release();
    },
  };
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  await migratePostgres(url);
  const pool = new pg.Pool({
    connectionString: url,
    // Sized by db/database-target.ts: about two connections a core.
    max: poolSize,
    connectionTimeoutMillis: 5000,
    // No JIT compilation: a search's estimated cost passes jit_above_cost once the vocabulary is
    // a real library's, and compiling it took 600 ms for a query that runs in 9. Prepared
    // statements are planned once, generically (db/prepared-statement.ts). docs/decisions/0014-speed.md.
    options: '-c jit=off -c plan_cache_mode=force_generic_plan',
  });
  // An idle client's error (the server restarted) must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  registerDriver(db, { kind: 'postgres', pool });
  let closed = false;
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    withAdvisoryLock: async (key, work) => {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [key]);
        try {
          return await work();
        } finally {
          await lockClient.query('select pg_advisory_unlock($1)', [key]);
        }
      } finally {
        lockClient.release();
      }
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** Runs raw SQL and returns its rows, whichever driver is underneath (both answer `{rows}`). */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
