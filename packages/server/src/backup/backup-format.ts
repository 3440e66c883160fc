// The backup file: gzip of JSON lines. Line 1 is the header (format, versions, counts); then one
// line per row, tagged by table, in foreign-key order; then each media object in base64 chunks;
// last an end line, so a truncated file is told from a complete one.
import { z } from 'zod';

export const BACKUP_FORMAT = 'roastie-backup';
/** Raised when the file's shape changes; import refuses a file from a newer format. */
export const BACKUP_FORMAT_VERSION = 1;
/** Raw bytes per media line (base64 makes it a third larger). */
export const MEDIA_CHUNK_BYTES = 192 * 1024;
/** Rows per INSERT on import. */
export const INSERT_BATCH_ROWS = 500;

/** A problem with the file or the target that the operator can fix: printed without a stack. */
export class BackupError extends Error {
  override name = 'BackupError';
}

const tableSummary = z.object({ columns: z.array(z.string()), rows: z.number().int().min(0) });

export const backupHeaderSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.number().int().min(1),
  appVersion: z.string(),
  /** How many migrations the source had applied, and the last one's name. */
  migrations: z.object({ count: z.number().int().min(0), last: z.string().nullable() }),
  createdAt: z.string(),
  source: z.enum(['pglite', 'postgres']),
  tables: z.record(z.string(), tableSummary),
  media: z.object({ objects: z.number().int().min(0) }),
});
export type BackupHeader = z.infer<typeof backupHeaderSchema>;

/** A row as PostgreSQL's to_jsonb gives it (exact timestamps, arrays, jsonb). */
export const rowLineSchema = z.object({
  table: z.string(),
  row: z.record(z.string(), z.unknown()),
});
export const mediaLineSchema = z.object({
  object: z.string(),
  chunk: z.number().int().min(0),
  last: z.boolean(),
  data: z.string(),
});
export const endLineSchema = z.object({
  end: z.literal(true),
  rows: z.number().int().min(0),
  objects: z.number().int().min(0),
  /** Objects a media row named but the storage no longer had. */
  missingObjects: z.array(z.string()),
});
export type RowLine = z.infer<typeof rowLineSchema>;
export type MediaLine = z.infer<typeof mediaLineSchema>;
export type EndLine = z.infer<typeof endLineSchema>;

/** Reads the first line: anything but a Roastie header of a format this version knows is refused. */
export function parseHeader(line: string | undefined): BackupHeader {
  let value: unknown;
  try {
    value = JSON.parse(line ?? '');
  } catch {
    throw new BackupError('This is not a Roastie backup (its first line is not a backup header).');
  }
  const format = (value as { format?: unknown } | null)?.format;
  if (format !== BACKUP_FORMAT) {
    throw new BackupError('This is not a Roastie backup (its first line is not a backup header).');
  }
  const parsed = backupHeaderSchema.safeParse(value);
  if (!parsed.success) throw new BackupError('This Roastie backup has a damaged header.');
  if (parsed.data.version > BACKUP_FORMAT_VERSION) {
    throw new BackupError(
      `This backup is format ${parsed.data.version}, written by Roastie ${parsed.data.appVersion}; this Roastie reads format ${BACKUP_FORMAT_VERSION} and older. Upgrade Roastie, then import again.`,
    );
  }
  return parsed.data;
}
