// Everything a start does before it listens, shared by the server and by the first start's
// separate process (first-start.ts): open and migrate the database, sync the catalogue, build the
// app, sweep half-written media, stock an empty library, and set stale recipes re-analysing.
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { databaseTarget } from './db/database-target.ts';
import { seedDatabase } from './db/seed/seed-database.ts';
import type { AppConfig } from './env.ts';
import { reanalyseStaleRecipes } from './recipes/reanalyse-recipes.ts';
import { seedRecipeLibrary } from './recipes/seed-recipe-library.ts';

/**
 * A ready app (not yet listening) with its database open and up to date. Recipes analysed with an
 * older engine or catalogue are re-analysed beside it (recipes/reanalyse-recipes.ts): the server
 * does not wait minutes for a large library, and closing it stops the work between batches.
 */
export async function openApp(config: AppConfig): Promise<FastifyInstance> {
  const database = await openDatabase(databaseTarget(config));
  await seedDatabase(database.db);
  const app = await buildApp({ config, database });
  const stopReanalysis = new AbortController();
  let reanalysis: Promise<unknown> = Promise.resolve();
  // preClose runs before the database closes (an onClose hook of the database plugin).
  app.addHook('preClose', async () => {
    stopReanalysis.abort();
    await reanalysis;
  });
  await app.ready();
  // What a process killed mid-write left behind, before any write of ours
  // (docs/decisions/0015-security-hardening.md).
  const swept = await app.media.storage.sweepTemporaryFiles?.();
  if (swept) app.log.info(`Swept ${swept} half-written media files`);
  const seeded = await seedRecipeLibrary(database, app.media);
  if (seeded > 0) app.log.info(`Chef Roastie stocked the library with ${seeded} recipes`);
  reanalysis = reanalyseStaleRecipes(database, { signal: stopReanalysis.signal }).then(
    (count) => {
      if (count > 0) app.log.info(`Re-analysed ${count} recipes with the current engine`);
    },
    (err: unknown) =>
      app.log.error({ err }, 'Re-analysing recipes stopped; the next start goes on'),
  );
  return app;
}
