// Everything a start does before it listens, shared by the server and by the first start's
// separate process (first-start.ts): open and migrate the database, sync the catalogue, re-analyse
// stale recipes, build the app, sweep half-written media and stock an empty library.
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { databaseTarget } from './db/database-target.ts';
import { seedDatabase } from './db/seed/seed-database.ts';
import type { AppConfig } from './env.ts';
import { reanalyseStaleRecipes } from './recipes/reanalyse-recipes.ts';
import { seedRecipeLibrary } from './recipes/seed-recipe-library.ts';

/** A ready app (not yet listening) with its database open and up to date. */
export async function openApp(config: AppConfig): Promise<FastifyInstance> {
  const database = await openDatabase(databaseTarget(config));
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
