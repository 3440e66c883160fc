// Which tables a backup carries, in foreign-key order (a row's parents come before it), and why
// every other table stays out. A schema table in neither list fails backup-tables.test.ts.

/** A column whose parent table is rebuilt, not restored: an unknown parent becomes null. */
export interface DerivedReference {
  column: string;
  table: string;
  key: string;
}

export interface BackupTable {
  name: string;
  derivedReferences?: DerivedReference[];
}

/** What a cook owns, parents first: import inserts in this order and deletes in reverse. */
export const BACKUP_TABLES: readonly BackupTable[] = [
  { name: 'users' },
  { name: 'local_credentials' },
  { name: 'media' },
  { name: 'recipes' },
  {
    name: 'recipe_ingredients',
    // The catalogue is the app's own (seedDatabase); an entry this version lacks is unmatched.
    derivedReferences: [{ column: 'ingredient_id', table: 'ingredients', key: 'id' }],
  },
  { name: 'likes' },
  { name: 'posts' },
  { name: 'preferences' },
  { name: 'shopping_lists' },
  { name: 'meal_plans' },
];

/** Tables left out of a backup, each with the reason. */
export const EXCLUDED_TABLES: Readonly<Record<string, string>> = {
  sessions: 'sign-ins, not data: every cook signs in again on the new instance',
  auth_nonces: 'single-use Google sign-in nonces, minutes long',
  generation_usage: 'a daily quota counter, like the rate-limit counters',
  rate_limits: 'rate-limit counters',
  ingredients: 'derived: the catalogue shipped with the app, synced at every start',
  search_words: 'derived: rebuilt from the restored recipes on import',
};

export const backupTableNames = (): string[] => BACKUP_TABLES.map((t) => t.name);
