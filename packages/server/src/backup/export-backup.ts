// Writes a backup of everything a cook owns: the rows of BACKUP_TABLES, read in one snapshot
// (REPEATABLE READ) so a running PostgreSQL instance gives a consistent copy, then the bytes of
// every media variant those rows name. Streams through gzip: nothing large sits in memory.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { queryRows, type Database, type DatabaseHandle } from '../db/client.ts';
import { objectKey, type MediaStorage } from '../media/media-storage.ts';
import { appliedMigrations, appVersion, storedColumns } from './backup-database.ts';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  MEDIA_CHUNK_BYTES,
  type BackupHeader,
  type EndLine,
  type MediaLine,
} from './backup-format.ts';
import { backupTableNames } from './backup-tables.ts';

const FETCH_ROWS = 500;

export interface ExportSummary {
  rows: Record<string, number>;
  objects: number;
  missingObjects: string[];
}

/** Writes the backup to `file` (through `file.partial`, so a failed run leaves no half file). */
export async function exportBackup(
  database: DatabaseHandle,
  storage: MediaStorage,
  file: string,
): Promise<ExportSummary> {
  const partial = `${file}.partial`;
  try {
    const summary = await database.db.transaction(
      async (tx) => {
        const db = tx as unknown as Database;
        const summary: ExportSummary = { rows: {}, objects: 0, missingObjects: [] };
        const header = await readHeader(db, database.kind);
        await pipeline(
          Readable.from(backupLines(db, storage, header, summary)),
          zlib.createGzip(),
          fs.createWriteStream(partial),
        );
        return summary;
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    await fsp.rename(partial, file);
    return summary;
  } catch (error) {
    await fsp.rm(partial, { force: true });
    throw error;
  }
}

async function readHeader(db: Database, source: DatabaseHandle['kind']): Promise<BackupHeader> {
  const tables: BackupHeader['tables'] = {};
  for (const name of backupTableNames()) {
    const [counted] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(name)}`,
    );
    tables[name] = { columns: await storedColumns(db, name), rows: counted?.n ?? 0 };
  }
  const [objects] = await queryRows<{ n: number }>(
    db,
    sql`select coalesce(sum(cardinality(variants)), 0)::int as n from media`,
  );
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_FORMAT_VERSION,
    appVersion: appVersion(),
    migrations: await appliedMigrations(db),
    createdAt: new Date().toISOString(),
    source,
    tables,
    media: { objects: objects?.n ?? 0 },
  };
}

async function* backupLines(
  db: Database,
  storage: MediaStorage,
  header: BackupHeader,
  summary: ExportSummary,
): AsyncGenerator<string> {
  yield `${JSON.stringify(header)}\n`;
  let rows = 0;
  for (const [name, { columns }] of Object.entries(header.tables)) {
    summary.rows[name] = 0;
    for await (const row of tableRows(db, name, columns)) {
      // The row is PostgreSQL's own JSON text: exact timestamps and floats, no driver in between.
      yield `{"table":${JSON.stringify(name)},"row":${row}}\n`;
      summary.rows[name] += 1;
      rows += 1;
    }
  }
  const stored = await queryRows<{ key: string; variants: number[] }>(
    db,
    sql`select key, variants from media order by key`,
  );
  for (const { key, variants } of stored) {
    for (const width of variants) {
      const object = objectKey(key, width);
      const found = await storage.get(object);
      if (!found) {
        summary.missingObjects.push(object);
        continue;
      }
      yield* mediaLines(object, found.body);
      summary.objects += 1;
    }
  }
  const end: EndLine = {
    end: true,
    rows,
    objects: summary.objects,
    missingObjects: summary.missingObjects,
  };
  yield `${JSON.stringify(end)}\n`;
}

/** A table's rows through a cursor, a batch at a time, as JSON text of the stored columns. */
async function* tableRows(db: Database, table: string, columns: string[]): AsyncGenerator<string> {
  const cursor = sql.identifier(`backup_${table}`);
  const picked = sql.join(
    columns.map((c) => sql`${sql.raw(columnLiteral(c))}, t.${sql.identifier(c)}`),
    sql`, `,
  );
  // jsonb_build_object takes at most 100 arguments: 50 columns, far more than any table has.
  await db.execute(
    sql`declare ${cursor} no scroll cursor for
        select jsonb_build_object(${picked})::text as row from ${sql.identifier(table)} t`,
  );
  for (;;) {
    const batch = await queryRows<{ row: string }>(
      db,
      sql`fetch forward ${sql.raw(String(FETCH_ROWS))} from ${cursor}`,
    );
    for (const { row } of batch) yield row;
    if (batch.length < FETCH_ROWS) break;
  }
  await db.execute(sql`close ${cursor}`);
}

/** A column name as an SQL string literal (names come from information_schema, not the file). */
function columnLiteral(column: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(column)) throw new Error(`unexpected column name: ${column}`);
  return `'${column}'`;
}

function* mediaLines(object: string, body: Buffer): Generator<string> {
  const chunks = Math.max(1, Math.ceil(body.length / MEDIA_CHUNK_BYTES));
  for (let chunk = 0; chunk < chunks; chunk += 1) {
    const data = body.subarray(chunk * MEDIA_CHUNK_BYTES, (chunk + 1) * MEDIA_CHUNK_BYTES);
    const line: MediaLine = {
      object,
      chunk,
      last: chunk === chunks - 1,
      data: data.toString('base64'),
    };
    yield `${JSON.stringify(line)}\n`;
  }
}
