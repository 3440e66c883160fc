// Restores a backup into the configured database and media storage. The database part is one
// transaction: all of it or none. Rows go in foreign-key order in batches; media bytes are
// written while the transaction is open and removed again if it fails.
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { queryRows, type Database, type DatabaseHandle } from '../db/client.ts';
import { seedDatabase } from '../db/seed/seed-database.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import { shippedMigrations, storedColumns } from './backup-database.ts';
import {
  BackupError,
  INSERT_BATCH_ROWS,
  endLineSchema,
  mediaLineSchema,
  parseHeader,
  rowLineSchema,
  type BackupHeader,
} from './backup-format.ts';
import { BACKUP_TABLES, type BackupTable } from './backup-tables.ts';
import { readBackupLines } from './read-backup-lines.ts';
import { MediaRestore, objectsOf } from './media-restore.ts';

export interface ImportOptions {
  /** Empty the target's data tables first; without it a target holding data is refused. */
  replace: boolean;
}

export interface ImportSummary {
  header: BackupHeader;
  rows: Record<string, number>;
  objects: number;
}

export async function importBackup(
  database: DatabaseHandle,
  storage: MediaStorage,
  file: string,
  options: ImportOptions,
): Promise<ImportSummary> {
  const lines = readBackupLines(file);
  const first = await lines.next();
  const header = parseHeader(first.done ? undefined : first.value);
  const { db } = database;
  // The catalogue recipe rows point at is the app's own: make sure the target has it.
  await seedDatabase(db);
  const tables = await checkTables(db, header);
  await refuseDataUnlessReplacing(db, options);
  const media = new MediaRestore(storage);
  const rows: Record<string, number> = {};
  try {
    await db.transaction(async (tx) => {
      const target = tx as unknown as Database;
      if (options.replace) await emptyDataTables(target, media);
      let batch = null as { table: BackupTable; rows: Record<string, unknown>[] } | null;
      const flush = async () => {
        if (!batch || batch.rows.length === 0) return;
        await insertRows(target, batch.table, header.tables[batch.table.name]!.columns, batch.rows);
        rows[batch.table.name] = (rows[batch.table.name] ?? 0) + batch.rows.length;
        batch.rows = [];
      };
      let ended = false;
      for await (const line of lines) {
        if (ended) throw new BackupError('The backup has lines after its end line.');
        const value = parseLine(line);
        if ('table' in value) {
          const { table, row } = shaped(rowLineSchema, value);
          if (!header.tables[table]) unknownTable(table);
          if (batch?.table.name !== table) {
            await flush();
            batch = { table: tables.get(table) ?? unknownTable(table), rows: [] };
          }
          batch.rows.push(row);
          if (table === 'media') media.expect(objectsOf(row));
          if (batch.rows.length >= INSERT_BATCH_ROWS) await flush();
        } else if ('object' in value) {
          await flush();
          await media.add(shaped(mediaLineSchema, value));
        } else {
          await flush();
          const end = shaped(endLineSchema, value);
          checkCounts(header, rows, media.written.size, end.missingObjects.length);
          ended = true;
        }
      }
      if (!ended) throw new BackupError('The backup is cut short: it has no end line.');
      await rebuildSearchWords(target);
    });
  } catch (error) {
    await media.undo();
    throw error;
  } finally {
    await lines.return(undefined);
  }
  await media.removeReplaced();
  return { header, rows, objects: media.written.size };
}

async function checkTables(db: Database, header: BackupHeader): Promise<Map<string, BackupTable>> {
  const shipped = shippedMigrations().length;
  if (header.migrations.count > shipped) {
    throw new BackupError(
      `This backup comes from a newer Roastie (${header.appVersion}, migration ${header.migrations.last}); this one knows ${shipped} migrations. Upgrade Roastie, then import again.`,
    );
  }
  const known = new Map(BACKUP_TABLES.map((t) => [t.name, t]));
  for (const [name, { columns }] of Object.entries(header.tables)) {
    if (!known.has(name)) unknownTable(name);
    const target = new Set(await storedColumns(db, name));
    const missing = columns.filter((c) => !target.has(c));
    if (missing.length > 0) {
      throw new BackupError(
        `The backup's ${name} table has columns this Roastie does not: ${missing.join(', ')}.`,
      );
    }
  }
  return known;
}

function unknownTable(name: string): never {
  throw new BackupError(`The backup holds a table this Roastie does not know: ${name}.`);
}

function parseLine(line: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(line);
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      return value as Record<string, unknown>;
    }
  } catch {
    // reported below
  }
  throw new BackupError('The backup is damaged: a line is not a JSON object.');
}

function shaped<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new BackupError('The backup is damaged: a line has the wrong shape.');
  return parsed.data;
}

async function refuseDataUnlessReplacing(db: Database, options: ImportOptions): Promise<void> {
  if (options.replace) return;
  const [held] = await queryRows<{ users: number; recipes: number }>(
    db,
    sql`select (select count(*)::int from users) as users,
               (select count(*)::int from recipes) as recipes`,
  );
  if (!held || (held.users === 0 && held.recipes === 0)) return;
  throw new BackupError(
    `The target already holds ${held.users} users and ${held.recipes} recipes (a first start stocks Chef Roastie's library). Run the import with --replace to empty it first, or point it at an empty database.`,
  );
}

/** Children first, so no foreign key is left pointing at a deleted row. */
async function emptyDataTables(db: Database, media: MediaRestore): Promise<void> {
  media.replacing(
    await queryRows<{ key: string; variants: number[] }>(db, sql`select key, variants from media`),
  );
  for (const { name } of [...BACKUP_TABLES].reverse()) {
    await db.execute(sql`delete from ${sql.identifier(name)}`);
  }
}

/**
 * PostgreSQL turns the JSON back into typed rows itself (jsonb_populate_recordset), exactly as
 * to_jsonb wrote them. Columns the backup lacks (an older schema) take their defaults.
 */
async function insertRows(
  db: Database,
  table: BackupTable,
  columns: string[],
  rows: Record<string, unknown>[],
): Promise<void> {
  const derived = new Map((table.derivedReferences ?? []).map((r) => [r.column, r]));
  const selected = columns.map((c) => {
    const reference = derived.get(c);
    if (!reference) return sql`r.${sql.identifier(c)}`;
    return sql`(select p.${sql.identifier(reference.key)} from ${sql.identifier(reference.table)} p
                where p.${sql.identifier(reference.key)} = r.${sql.identifier(c)})`;
  });
  await db.execute(
    sql`insert into ${sql.identifier(table.name)} (${sql.join(
      columns.map((c) => sql.identifier(c)),
      sql`, `,
    )})
        select ${sql.join(selected, sql`, `)}
        from jsonb_populate_recordset(null::${sql.identifier(table.name)}, ${JSON.stringify(rows)}::jsonb) r`,
  );
}

function checkCounts(
  header: BackupHeader,
  rows: Record<string, number>,
  objects: number,
  missing: number,
): void {
  for (const [name, { rows: expected }] of Object.entries(header.tables)) {
    if ((rows[name] ?? 0) !== expected) {
      throw new BackupError(
        `The backup is damaged: ${name} has ${rows[name] ?? 0} rows, its header says ${expected}.`,
      );
    }
  }
  if (objects + missing !== header.media.objects) {
    throw new BackupError(
      `The backup is damaged: it holds ${objects} media files, its header says ${header.media.objects - missing}.`,
    );
  }
}

/** The search vocabulary is derived from the recipes: rebuilt, as migration 0005 builds it. */
async function rebuildSearchWords(db: Database): Promise<void> {
  await db.execute(sql`delete from search_words`);
  await db.execute(
    sql`insert into search_words (lexeme)
        select distinct unnest(tsvector_to_array(search)) from recipes on conflict do nothing`,
  );
}
