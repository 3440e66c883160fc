// Shared by the backup tests: an instance filled through the real API (every kind of data a cook
// owns), and a row-by-row, byte-by-byte comparison of two instances.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../app.ts';
import { queryRows, type Database, type DatabaseHandle } from '../db/client.ts';
import { LocalDiskStorage } from '../media/local-disk-storage.ts';
import { objectKey, type MediaStorage } from '../media/media-storage.ts';
import { memoryFields, postMemory } from '../modules/posts/post-test-helpers.ts';
import type { GoogleIssuer } from '../../test/helpers/google-issuer.ts';
import { form, jpeg } from '../../test/helpers/images.ts';
import { createRecipe, lentilSoup, whiteToast } from '../../test/helpers/recipes.ts';
import { cookieHeaderFrom, type SignedIn } from '../../test/helpers/sign-in.ts';
import { testConfig } from '../../test/helpers/test-app.ts';
import { storedColumns } from './backup-database.ts';
import { backupTableNames } from './backup-tables.ts';

export interface Instance {
  database: DatabaseHandle;
  storage: MediaStorage;
  mediaDir: string;
}

export async function newInstance(database: DatabaseHandle): Promise<Instance> {
  const mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), 'roastie-backup-media-'));
  return { database, storage: new LocalDiskStorage(mediaDir), mediaDir };
}

export async function closeInstance(instance: Instance): Promise<void> {
  await instance.database.close();
  await fs.rm(instance.mediaDir, { recursive: true, force: true });
}

export function appFor(instance: Instance, env: Record<string, string> = {}) {
  return buildApp({
    config: testConfig({ REGISTER_RATE_LIMIT: '100', ...env }),
    database: instance.database,
    closeDatabase: false,
    logger: false,
    storage: instance.storage,
  });
}

async function ok(res: { statusCode: number; body: string }, expected = 200) {
  if (res.statusCode !== expected) throw new Error(`${res.statusCode} ${res.body}`);
}

/** A local account through /api/auth/register: a users row and its password hash. */
async function register(app: FastifyInstance, email: string, fullName: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password: 'lentil-soup-42', fullName },
  });
  await ok(res, 201);
  return { userId: res.json().userId as string, email, fullName, cookie: cookieHeaderFrom(res) };
}

async function googleSignIn(app: FastifyInstance, issuer: GoogleIssuer): Promise<SignedIn> {
  const { nonce } = (await app.inject({ method: 'POST', url: '/api/auth/nonce' })).json();
  const token = await issuer.sign({ sub: 'google-sub-7', nonce, email: 'g@gmail.com', name: 'G' });
  const res = await app.inject({
    method: 'POST',
    url: '/api/set-cookie',
    payload: { accessToken: token },
  });
  await ok(res);
  return {
    userId: res.json().userId,
    email: 'g@gmail.com',
    fullName: 'G',
    cookie: cookieHeaderFrom(res),
  };
}

/** Every kind of data a cook owns, written through the API as the web app would. */
export async function fillThroughApi(app: FastifyInstance, issuer: GoogleIssuer): Promise<void> {
  const ada = await register(app, 'ada@example.com', 'Ada Lovelace');
  const grace = await googleSignIn(app, issuer);
  const soup = await createRecipe(app, ada, lentilSoup);
  const toast = await createRecipe(app, grace, whiteToast);
  const as = (who: SignedIn, method: 'POST' | 'PUT', url: string, payload: object) =>
    app.inject({ method, url, headers: { cookie: who.cookie }, payload });
  await ok(await as(grace, 'POST', '/api/like', { recipeId: soup }));
  await ok(await as(ada, 'POST', '/api/like', { recipeId: soup }));
  await ok(await postMemory(app, grace, memoryFields(soup), { data: await jpeg(900, 600) }), 201);
  await ok(
    await app.inject({
      method: 'POST',
      url: '/api/uploadAvatar',
      headers: { cookie: ada.cookie },
      payload: form({ userId: ada.userId }, { field: 'avatar', data: await jpeg(500, 500) }),
    }),
  );
  await ok(
    await as(ada, 'POST', '/api/submit-preferences', {
      foodPreferences: ['Vegetarian'],
      cookingMeal: 'Dinner',
      dishPriority: 'No Glucose Spikes',
    }),
  );
  const flour = { id: 'i-1', name: 'flour', amount: '1.2', unit: 'kg', checked: false };
  const list = { items: [flour], recipes: [], baseVersion: 0 };
  await ok(await as(ada, 'PUT', '/api/shopping-list', list));
  const entries = [{ id: 'e1', date: '2026-11-23', slot: 'lunch', recipeId: toast, servings: 2 }];
  await ok(await as(ada, 'PUT', '/api/plan', { week: '2026-W48', baseVersion: 0, entries }));
  await ok(await as(ada, 'PUT', '/api/plan/budget', { dailyGlBudget: 60 }));
}

/** A table's stored columns as sorted JSON texts: equal lists are equal tables. */
export async function tableRows(db: Database, table: string): Promise<string[]> {
  const columns = await storedColumns(db, table);
  const rows = await queryRows<{ row: Record<string, unknown> }>(
    db,
    sql`select to_jsonb(t) as row from ${sql.identifier(table)} t`,
  );
  return rows
    .map(({ row }) => JSON.stringify(Object.fromEntries(columns.map((c) => [c, row[c]]))))
    .sort();
}

/** Every backed-up table row by row, the rebuilt search vocabulary, and every media file's bytes. */
export async function expectSameData(source: Instance, target: Instance): Promise<void> {
  for (const table of backupTableNames()) {
    const expected = await tableRows(source.database.db, table);
    expect(await tableRows(target.database.db, table), table).toEqual(expected);
  }
  expect(await tableRows(target.database.db, 'search_words')).toEqual(
    await tableRows(source.database.db, 'search_words'),
  );
  const media = await queryRows<{ key: string; variants: number[] }>(
    source.database.db,
    sql`select key, variants from media`,
  );
  expect(media.length).toBeGreaterThan(0);
  for (const { key, variants } of media) {
    for (const width of variants) {
      const original = await source.storage.get(objectKey(key, width));
      const restored = await target.storage.get(objectKey(key, width));
      expect(restored?.body.equals(original!.body), objectKey(key, width)).toBe(true);
    }
  }
}
