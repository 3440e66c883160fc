// `npm run bench:seed -- --recipes N`: fills the configured database (DATABASE_URL, or PGlite under
// DATA_DIR, as the server would open it) with a synthetic library of N recipes for the benchmark.
import { parseArgs } from 'node:util';
import { openDatabase } from '../packages/server/src/db/client.ts';
import { databaseTarget } from '../packages/server/src/db/database-target.ts';
import { seedDatabase } from '../packages/server/src/db/seed/seed-database.ts';
import { loadConfig } from '../packages/server/src/env.ts';
import { seedSyntheticLibrary } from './synthetic-library.ts';

const { values } = parseArgs({ options: { recipes: { type: 'string', default: '10000' } } });
const total = Number(values.recipes);
if (!Number.isInteger(total) || total < 1) throw new Error('--recipes takes a whole number');

const config = loadConfig(process.env);
const database = await openDatabase(databaseTarget(config));
await seedDatabase(database.db);
const started = performance.now();
await seedSyntheticLibrary(database.db, {
  recipes: total,
  onProgress: (done) => {
    if (done % 10_000 === 0 || done === total) console.log(`${done} recipes`);
  },
});
console.log(
  `${total} recipes in ${((performance.now() - started) / 1000).toFixed(1)} s (${database.kind})`,
);
await database.close();
