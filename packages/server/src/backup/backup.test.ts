// Export and import through the real app: an instance filled through the API is exported,
// imported into a fresh database and storage, and compared row by row and byte by byte.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema/index.ts';
import { startGoogleIssuer, type GoogleIssuer } from '../../test/helpers/google-issuer.ts';
import { createTestDatabase } from '../../test/helpers/test-database.ts';
import { BACKUP_FORMAT_VERSION, BackupError } from './backup-format.ts';
import {
  appFor,
  closeInstance,
  expectSameData,
  fillThroughApi,
  newInstance,
  tableRows,
  type Instance,
} from './backup-test-helpers.ts';
import { exportBackup } from './export-backup.ts';
import { importBackup } from './import-backup.ts';
import { readBackupLines } from './read-backup-lines.ts';

describe('backup export and import', () => {
  let issuer: GoogleIssuer;
  let source: Instance;
  let dir: string;
  let file: string;
  const opened: Instance[] = [];
  const fresh = async () => {
    const instance = await newInstance(await createTestDatabase());
    opened.push(instance);
    return instance;
  };
  const userCount = async (instance: Instance) =>
    Number((await instance.database.db.select({ n: count() }).from(users))[0]?.n);

  beforeAll(async () => {
    issuer = await startGoogleIssuer();
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'roastie-backup-'));
    file = path.join(dir, 'backup.jsonl.gz');
    source = await fresh();
    const app = await appFor(source, issuer.env);
    await fillThroughApi(app, issuer);
    await app.close();
    await exportBackup(source.database, source.storage, file);
  });
  afterAll(async () => {
    await issuer.close();
    for (const instance of opened) await closeInstance(instance);
    await fs.rm(dir, { recursive: true, force: true });
  });

  const lines = async (backup = file) => {
    const out: string[] = [];
    for await (const line of readBackupLines(backup)) out.push(line);
    return out;
  };

  it('writes a header with versions and counts, rows by table, media, and an end line', async () => {
    const all = await lines();
    const header = JSON.parse(all[0]!);
    expect(header).toMatchObject({ format: 'roastie-backup', version: BACKUP_FORMAT_VERSION });
    expect(header.migrations.count).toBeGreaterThan(0);
    expect(header.tables.users.rows).toBe(2);
    expect(header.tables.posts.rows).toBe(1);
    expect(header.media.objects).toBeGreaterThan(0);
    expect(JSON.parse(all.at(-1)!)).toMatchObject({ end: true, missingObjects: [] });
    const tables = new Set(
      all
        .slice(1, -1)
        .map((l) => JSON.parse(l).table)
        .filter(Boolean),
    );
    expect([...tables]).toEqual(expect.arrayContaining(['users', 'local_credentials', 'media']));
  });

  it('leaves sessions, nonces and derived tables out', async () => {
    expect(Number((await source.database.db.select({ n: count() }).from(sessions))[0]?.n)).toBe(2);
    const [headerLine, ...rest] = await lines();
    const header = JSON.parse(headerLine!);
    for (const table of ['sessions', 'auth_nonces', 'ingredients', 'search_words']) {
      expect(header.tables[table], table).toBeUndefined();
    }
    const hashes = await tableRows(source.database.db, 'sessions');
    const text = rest.join('\n');
    for (const row of hashes) expect(text).not.toContain(JSON.parse(row).id_hash);
  });

  it('restores every row, the search vocabulary and every media file into a fresh instance', async () => {
    const target = await fresh();
    const summary = await importBackup(target.database, target.storage, file, { replace: false });
    expect(summary.rows.users).toBe(2);
    await expectSameData(source, target);
    expect(await tableRows(target.database.db, 'sessions')).toEqual([]);

    // The restored instance works: the password and the Google identity sign in as before.
    const app = await appFor(target, issuer.env);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ada@example.com', password: 'lentil-soup-42' },
    });
    expect(login.statusCode).toBe(200);
    const sourceAda = (await tableRows(source.database.db, 'users'))
      .map((r) => JSON.parse(r))
      .find((u) => u.email === 'ada@example.com');
    expect(login.json().userId).toBe(sourceAda.id);
    const search = await app.inject({
      method: 'POST',
      url: '/api/search',
      payload: { query: 'lentil' },
    });
    expect(search.json().map((r: { name: string }) => r.name)).toContain('Red lentil soup');
    await app.close();
  });

  it('refuses a target holding data without --replace, and replaces it with', async () => {
    const target = await fresh();
    const app = await appFor(target, issuer.env);
    await fillThroughApi(app, issuer);
    await app.close();
    const before = await tableRows(target.database.db, 'users');
    const oldMedia = await fs.readdir(target.mediaDir);

    await expect(
      importBackup(target.database, target.storage, file, { replace: false }),
    ).rejects.toThrow(/already holds 2 users.*--replace/);
    expect(await tableRows(target.database.db, 'users')).toEqual(before);

    await importBackup(target.database, target.storage, file, { replace: true });
    await expectSameData(source, target);
    // The replaced instance's own image files are gone with their rows.
    const remaining = new Set(await fs.readdir(target.mediaDir));
    for (const key of oldMedia) expect(remaining.has(key), key).toBe(false);
  });

  it('refuses a file that is not a backup, is damaged, or is from a newer format, touching nothing', async () => {
    const target = await fresh();
    const write = async (name: string, body: Buffer) => {
      const where = path.join(dir, name);
      await fs.writeFile(where, body);
      return where;
    };
    const gzipLines = (...values: unknown[]) =>
      zlib.gzipSync(values.map((v) => JSON.stringify(v)).join('\n') + '\n');
    const header = JSON.parse((await lines())[0]!);
    const cases: [string, Buffer, RegExp][] = [
      ['garbage.bin', Buffer.from('PK\u0003\u0004 not a backup at all'), /not a gzip file/],
      ['other.gz', gzipLines({ hello: 'world' }), /not a Roastie backup/],
      ['text.gz', zlib.gzipSync('just some words\n'), /not a Roastie backup/],
      ['future.gz', gzipLines({ ...header, version: BACKUP_FORMAT_VERSION + 1 }), /Upgrade/],
      ['bad-row.gz', gzipLines(header, { table: 'users', row: 5 }), /wrong shape/],
      ['sessions.gz', gzipLines(header, { table: 'sessions', row: {} }), /does not know: sessions/],
      [
        'newer-schema.gz',
        gzipLines({ ...header, migrations: { count: 999, last: '0999_future' } }),
        /newer Roastie/,
      ],
    ];
    for (const [name, body, message] of cases) {
      const error = await importBackup(target.database, target.storage, await write(name, body), {
        replace: false,
      }).catch((e: unknown) => e);
      expect(error, name).toBeInstanceOf(BackupError);
      expect((error as Error).message, name).toMatch(message);
    }
    expect(await userCount(target)).toBe(0);
  });

  it('is all or nothing: a file cut short restores no row and leaves no media file', async () => {
    const target = await fresh();
    const whole = await fs.readFile(file);
    const plain = zlib.gunzipSync(whole).toString('utf8').split('\n');
    // Every line but the end line: complete gzip, but the backup is cut short.
    const cut = path.join(dir, 'cut.jsonl.gz');
    await fs.writeFile(cut, zlib.gzipSync(plain.slice(0, -2).join('\n') + '\n'));
    await expect(
      importBackup(target.database, target.storage, cut, { replace: false }),
    ).rejects.toThrow(/cut short/);
    // And a gzip stream cut in the middle.
    const torn = path.join(dir, 'torn.jsonl.gz');
    await fs.writeFile(torn, whole.subarray(0, Math.floor(whole.length * 0.7)));
    await expect(
      importBackup(target.database, target.storage, torn, { replace: false }),
    ).rejects.toThrow(BackupError);
    expect(await userCount(target)).toBe(0);
    expect(await fs.readdir(target.mediaDir)).toEqual([]);
  });
});
