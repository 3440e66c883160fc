// Migrates one template database for the whole run; each test file then clones it (PGlite:
// loadDataDir from a dump; PostgreSQL: CREATE DATABASE ... TEMPLATE) instead of migrating again.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteExtensions } from '../src/db/client.ts';
import { seedDatabase } from '../src/db/seed/seed-database.ts';
import { databaseUrlFor, uniqueDatabaseName } from './helpers/postgres-urls.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDumpPath: string;
    postgresTemplateUrl: string;
    postgresTemplateName: string;
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const templateName = uniqueDatabaseName('roastie_template');
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${templateName}`);
    await admin.end();
    const templateUrl = databaseUrlFor(serverUrl, templateName);
    const template = await openDatabase({ kind: 'postgres', url: templateUrl });
    await seedDatabase(template.db);
    await template.close();
    project.provide('postgresTemplateUrl', templateUrl);
    project.provide('postgresTemplateName', templateName);
    project.provide('pgliteDumpPath', '');
    return async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${templateName} with (force)`);
      await client.end();
    };
  }
  const db = await PGlite.create({ extensions: pgliteExtensions });
  const template = await openDatabase({ kind: 'pglite-instance', client: db });
  await seedDatabase(template.db);
  const dump = await db.dumpDataDir('none');
  await db.close();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'roastie-test-'));
  const dumpPath = path.join(dir, 'template.tar');
  await fs.writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDumpPath', dumpPath);
  project.provide('postgresTemplateUrl', '');
  project.provide('postgresTemplateName', '');
  return async () => fs.rm(dir, { recursive: true, force: true });
}
