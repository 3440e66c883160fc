// The server the Playwright journeys run against: a throwaway PGlite directory, or a fresh
// database on the PostgreSQL server named by TEST_DATABASE_URL, then the real server.ts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const E2E_DB = process.env.E2E_DB_NAME ?? 'roastie_e2e';

async function freshPostgres(serverUrl: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${E2E_DB} with (force)`);
  await admin.query(`create database ${E2E_DB}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${E2E_DB}`;
  return url.toString();
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roastie-e2e-'));
process.env.DATA_DIR = dataDir;
process.env.LOG_LEVEL ??= 'warn';
if (process.env.TEST_DATABASE_URL) {
  process.env.DATABASE_URL = await freshPostgres(process.env.TEST_DATABASE_URL);
} else {
  delete process.env.DATABASE_URL;
}
process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
await import('../packages/server/src/server.ts');
