// Everything a start does before it listens, shared by the server and by the first start's
// separate process (first-start.ts): open and migrate the database, sync the catalogue, re-analyse
// stale recipes, build the app, sweep half-written media and stock an empty library.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { seedDatabase } from './db/seed/seed-database.ts';
import type { AppConfig } from './env.ts';
import { reanalyseStaleRecipes } from './recipes/reanalyse-recipes.ts';
import { seedRecipeLibrary } from './recipes/seed-recipe-library.ts';

/** Where the embedded database lives under DATA_DIR. */
export const pgliteDataDir = (config: AppConfig) => path.join(config.dataDir, 'db');

/** A ready app (not yet listening) with its database open and up to date. */
export async function openApp(config: AppConfig): Promise<FastifyInstance> {
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: pgliteDataDir(config) },
  );
  await seedDatabase(database.db);
  const reanalysed = await reanalyseStaleRecipes(database);
  const app = await buildApp({ config, database });
  await app.ready();
  // What a process killed mid-write left behind, before any write of ours
  // (docs/decisions/0015-security-hardening.md).
  const swept = await app.media.storage.sweepTemporaryFiles?.();
  if (swept) app.log.info(`Swept ${swept} half-written media files`);
  const seeded = await seedRecipeLibrary(database, app.media);
  if (seeded > 0) app.log.info(`Chef Roastie stocked the library with ${seeded} recipes`);
  if (reanalysed > 0) app.log.info(`Re-analysed ${reanalysed} recipes with the current engine`);
  return app;
}
