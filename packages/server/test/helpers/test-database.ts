// A fresh, migrated database for one test file: a PGlite clone of the template dump, or a new
// PostgreSQL database created from the template when TEST_DATABASE_URL is set.
import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, pgliteExtensions, type DatabaseHandle } from '../../src/db/client.ts';
import { databaseUrlFor, uniqueDatabaseName } from './postgres-urls.ts';

/** `poolSize` sizes the pool of a PostgreSQL test database (PGlite has one connection). */
export async function createTestDatabase(
  options: { poolSize?: number } = {},
): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl && inject('postgresTemplateUrl')) {
    const name = uniqueDatabaseName('roastie_test');
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('postgresTemplateName')}`);
    await admin.end();
    const handle = await openDatabase({
      kind: 'postgres',
      url: databaseUrlFor(serverUrl, name),
      poolSize: options.poolSize,
    });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        const client = new pg.Client({ connectionString: serverUrl });
        await client.connect();
        await client.query(`drop database if exists ${name} with (force)`);
        await client.end();
      },
    };
  }
  const dump = await fs.readFile(inject('pgliteDumpPath'));
  const client = await PGlite.create({
    loadDataDir: new Blob([dump]),
    extensions: pgliteExtensions,
  });
  return openDatabase({ kind: 'pglite-instance', client });
}
