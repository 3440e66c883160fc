// The database and media storage the server would use, from the same environment (env.ts), for
// the backup commands. Opening runs the app's migrations; an embedded database in use by a
// running server is refused by its lock (docs/decisions/0015-security-hardening.md).
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { databaseTarget, pgliteDataDir } from '../db/database-target.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { ConfigError, loadConfig } from '../env.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import { storageFor } from '../plugins/media.ts';
import { BackupError } from './backup-format.ts';

export interface Instance {
  database: DatabaseHandle;
  storage: MediaStorage;
  /** Where the data is, for the summary line: never the URL itself (it may hold a password). */
  describe: string;
}

export async function openInstance(): Promise<Instance> {
  const config = loadConfig();
  const storage = storageFor(config);
  const dataDir = pgliteDataDir(config);
  try {
    const database = await openDatabase(databaseTarget(config));
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${dataDir}`;
    const media = config.s3 ? `S3 bucket ${config.s3.bucket}` : path.join(config.dataDir, 'media');
    return { database, storage, describe: `${where}, media in ${media}` };
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new BackupError(
        `${error.message}\nThe embedded database is open in a running Roastie: stop it, run this again, then start it.`,
      );
    }
    throw error;
  }
}

/** Runs a command: known problems print one message and exit 1, never a stack trace. */
export async function runCommand(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    const known = error instanceof BackupError || error instanceof ConfigError;
    const message = error instanceof Error ? error.message : String(error);
    console.error(known ? message : `Failed: ${message}`);
    if (!known && process.env.DEBUG) console.error(error);
    process.exitCode = 1;
  }
}
