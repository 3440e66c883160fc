// Runs only when TEST_DATABASE_URL names a PostgreSQL server (see vitest.config.ts).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrlFor, uniqueDatabaseName } from '../../test/helpers/postgres-urls.ts';
import { migratePostgres, migrationsFolder } from './migrate.ts';
import fs from 'node:fs';
import path from 'node:path';

// Two processes starting together must take turns on the migrations (advisory lock).
describe('migrations on a PostgreSQL server', () => {
  const serverUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = uniqueDatabaseName('roastie_race');
  const admin = () => new pg.Client({ connectionString: serverUrl });

  beforeAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();
  });
  afterAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });

  it('run safely from several processes at once, and again', async () => {
    const url = databaseUrlFor(serverUrl, name);
    await Promise.all([migratePostgres(url), migratePostgres(url), migratePostgres(url)]);
    await migratePostgres(url);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    await client.end();
    const journal = JSON.parse(
      fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
    );
    expect(rows[0].n).toBe(journal.entries.length);
  });
});
