// The server the Playwright journeys run against: a throwaway PGlite directory, or a fresh
// database of its own on the PostgreSQL server named by TEST_DATABASE_URL, then the real server.
// Names are unique per run, so two runs on one machine never touch each other's data.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  databaseUrlFor,
  uniqueDatabaseName,
} from '../packages/server/test/helpers/postgres-urls.ts';

async function freshPostgres(serverUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return databaseUrlFor(serverUrl, name);
}

/** Drops the run's database as the process exits ('exit' handlers must be synchronous). */
function dropOnExit(serverUrl: string, name: string) {
  const script = `const c = new (require('pg').Client)({ connectionString: process.argv[1] });
    c.connect().then(() => c.query('drop database if exists ${name} with (force)')).finally(() => c.end());`;
  process.on('exit', () => {
    try {
      execFileSync(process.execPath, ['-e', script, serverUrl], {
        stdio: 'ignore',
        timeout: 10_000,
      });
    } catch {
      // Best effort: a left-over database has a unique name and harms no other run.
    }
  });
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roastie-e2e-'));
process.env.DATA_DIR = dataDir;
process.env.LOG_LEVEL ??= 'warn';
const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  const name = uniqueDatabaseName(process.env.E2E_DB_PREFIX ?? 'roastie_e2e');
  process.env.DATABASE_URL = await freshPostgres(serverUrl, name);
  dropOnExit(serverUrl, name);
} else {
  delete process.env.DATABASE_URL;
}
process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
await import('../packages/server/src/server.ts');
