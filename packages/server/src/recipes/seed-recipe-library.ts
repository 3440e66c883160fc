// Chef Roastie's library, loaded on the first start of an empty database: every seed recipe saved
// through the same path as a cook's (engine-computed GI and nutrition, a generated picture).
// An advisory lock makes processes starting together seed it once.
import { recipeSavePayloadSchema } from '@roastie/core';
import { count } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client.ts';
import { recipes } from '../db/schema/index.ts';
import { SEED_RECIPES, type SeedRecipe } from '../db/seed/recipes/index.ts';
import type { MediaLibrary } from '../media/media-library.ts';
import { saveRecipe } from './save-recipe.ts';

const SEED_LOCK_KEY = 0x53656564; // 'Seed'

/** Breakfast, lunch, dinner, dessert, breakfast...: the gallery opens on a varied page. */
export function interleaveByType(list: readonly SeedRecipe[]): SeedRecipe[] {
  const byType = new Map<string, SeedRecipe[]>();
  for (const recipe of list) byType.set(recipe.type, [...(byType.get(recipe.type) ?? []), recipe]);
  const queues = [...byType.values()];
  const out: SeedRecipe[] = [];
  while (queues.some((q) => q.length)) for (const q of queues) if (q.length) out.push(q.shift()!);
  return out.reverse(); // newest first in the gallery is the first of the interleaving
}

/** Loads the library into an empty database; answers how many recipes it added. */
export async function seedRecipeLibrary(
  database: DatabaseHandle,
  media: MediaLibrary,
  library: readonly SeedRecipe[] = SEED_RECIPES,
): Promise<number> {
  const { db } = database;
  return database.withAdvisoryLock(SEED_LOCK_KEY, async () => {
    const [existing] = await db.select({ n: count() }).from(recipes);
    if (Number(existing?.n ?? 0) > 0) return 0;
    for (const seed of interleaveByType(library)) {
      await saveRecipe(db, media, { payload: recipeSavePayloadSchema.parse(seed), userId: null });
    }
    return library.length;
  });
}
