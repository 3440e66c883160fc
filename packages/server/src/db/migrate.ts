// Runs the committed migrations at start, under a PostgreSQL advisory lock so that two processes
// starting together take turns instead of racing on the same DDL.
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePgliteDb } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePgDb } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

export const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

/** An arbitrary constant that names "Roastie migrations" among advisory locks (hash of the name). */
export const MIGRATION_LOCK_KEY = 0x526f6173; // 'Roas'

export async function migratePglite(client: PGlite): Promise<void> {
  const db = drizzlePglite(client);
  await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
  try {
    await migratePgliteDb(db, { migrationsFolder });
  } finally {
    await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
  }
}

/** Holds the lock on one dedicated connection: advisory locks belong to a session. */
export async function migratePostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      // Quieten "already exists, skipping" notices from CREATE EXTENSION IF NOT EXISTS.
      await client.query('set client_min_messages = warning');
      await migratePgDb(drizzlePg(client), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}
