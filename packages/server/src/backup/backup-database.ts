// What export and import ask of the database itself: a table's stored columns, how far its
// migrations have run, and which version of Roastie is writing.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client.ts';
import { migrationsFolder } from '../db/migrate.ts';

/** Columns a row is written with: generated ones (recipes.search) are computed by the database. */
export async function storedColumns(db: Database, table: string): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select column_name as name from information_schema.columns
        where table_schema = current_schema() and table_name = ${table} and is_generated = 'NEVER'
        order by ordinal_position`,
  );
  return rows.map((r) => r.name);
}

interface Journal {
  entries: { tag: string }[];
}

/** The migrations this version of Roastie ships, in order. */
export function shippedMigrations(): string[] {
  const file = path.join(migrationsFolder, 'meta/_journal.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as Journal).entries.map((e) => e.tag);
}

/** How many migrations the database has applied (Drizzle's own bookkeeping table). */
export async function appliedMigrations(
  db: Database,
): Promise<{ count: number; last: string | null }> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  const count = row?.count ?? 0;
  return { count, last: shippedMigrations()[count - 1] ?? null };
}

/**
 * The server package's version: its package.json is the nearest one above this module, both as
 * source (src/backup) and bundled (dist).
 */
export function appVersion(): string {
  for (let dir = import.meta.dirname; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) {
      return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
    }
    if (path.dirname(dir) === dir) return 'unknown';
  }
}
