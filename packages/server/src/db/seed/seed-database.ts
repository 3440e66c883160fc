// What every database needs beyond its schema, run after migrations at each start (and once on
// the test template): the ingredient catalogue now; the seed recipe library joins it later.
import type { Database } from '../client.ts';
import { syncCatalogue } from './sync-catalogue.ts';

export async function seedDatabase(db: Database): Promise<void> {
  await syncCatalogue(db);
}
