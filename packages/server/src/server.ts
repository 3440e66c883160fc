// Starts Roastie: read the configuration, open and migrate the database, listen, and on SIGTERM or
// SIGINT stop accepting, let in-flight requests finish, then close the database.
import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { seedDatabase } from './db/seed/seed-database.ts';
import { reanalyseStaleRecipes } from './recipes/reanalyse-recipes.ts';
import { ConfigError, loadConfig } from './env.ts';
import { seedRecipeLibrary } from './recipes/seed-recipe-library.ts';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') },
  );
  await seedDatabase(database.db);
  const reanalysed = await reanalyseStaleRecipes(database);
  const app = await buildApp({ config, database });

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });

  await app.ready();
  // What a process killed mid-write left behind, before any write of ours
  // (docs/decisions/0015-security-hardening.md).
  const swept = await app.media.storage.sweepTemporaryFiles?.();
  if (swept) app.log.info(`Swept ${swept} half-written media files`);
  const seeded = await seedRecipeLibrary(database, app.media);
  if (seeded > 0) app.log.info(`Chef Roastie stocked the library with ${seeded} recipes`);
  if (reanalysed > 0) app.log.info(`Re-analysed ${reanalysed} recipes with the current engine`);
  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Roastie is cooking on http://localhost:${config.port} (${database.kind})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
