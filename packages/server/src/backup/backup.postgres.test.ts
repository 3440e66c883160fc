// Runs only when TEST_DATABASE_URL names a PostgreSQL server (see vitest.config.ts): a backup
// moves an instance from embedded PGlite to PostgreSQL and back, row for row.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, pgliteExtensions } from '../db/client.ts';
import { seedDatabase } from '../db/seed/seed-database.ts';
import { startGoogleIssuer, type GoogleIssuer } from '../../test/helpers/google-issuer.ts';
import { createTestDatabase } from '../../test/helpers/test-database.ts';
import {
  appFor,
  closeInstance,
  expectSameData,
  fillThroughApi,
  newInstance,
  type Instance,
} from './backup-test-helpers.ts';
import { exportBackup } from './export-backup.ts';
import { importBackup } from './import-backup.ts';

/** An embedded database like a home instance's (test-database.ts gives PostgreSQL here). */
async function pgliteInstance(): Promise<Instance> {
  const client = await PGlite.create({ extensions: pgliteExtensions });
  const database = await openDatabase({ kind: 'pglite-instance', client });
  await seedDatabase(database.db);
  return newInstance(database);
}

describe('moving an instance between PGlite and PostgreSQL', () => {
  let issuer: GoogleIssuer;
  let dir: string;
  const opened: Instance[] = [];
  const keep = (instance: Instance) => {
    opened.push(instance);
    return instance;
  };

  beforeAll(async () => {
    issuer = await startGoogleIssuer();
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'roastie-backup-pg-'));
  });
  afterAll(async () => {
    await issuer.close();
    for (const instance of opened) await closeInstance(instance);
    await fs.rm(dir, { recursive: true, force: true });
  });

  it.each([
    ['PGlite', 'PostgreSQL'],
    ['PostgreSQL', 'PGlite'],
  ])(
    'restores a %s instance into %s row for row',
    async (from) => {
      const make = async (kind: string) =>
        keep(
          kind === 'PGlite'
            ? await pgliteInstance()
            : await newInstance(await createTestDatabase()),
        );
      const source = await make(from);
      const target = await make(from === 'PGlite' ? 'PostgreSQL' : 'PGlite');
      expect(source.database.kind).not.toBe(target.database.kind);
      const app = await appFor(source, issuer.env);
      await fillThroughApi(app, issuer);
      await app.close();
      const file = path.join(dir, `${from}.jsonl.gz`);
      await exportBackup(source.database, source.storage, file);
      await importBackup(target.database, target.storage, file, { replace: false });
      await expectSameData(source, target);
      // A fresh PGlite migrates and loads the catalogue from nothing: slow on a busy machine.
    },
    180_000,
  );
});
