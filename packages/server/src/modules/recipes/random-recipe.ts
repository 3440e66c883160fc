// 'Feeling hungry': one recipe at random, fast at any size. Every recipe has an indexed uniform
// random_key; a pick is "the first key at or after r", an index seek instead of sorting the table.
// A signed-in cook's preferences weigh the pick: diet always, the rest when something fits.
// Without preferences the pick is the same draw for everyone, so it comes from a run of
// RANDOM_RUN recipes read at once (lib/draw-pool.ts, recipes/public-recipe-cache.ts).
import { preferredDiet } from '@roastie/core';
import { and, asc, eq, gte, lt, lte, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preferences, recipes } from '../../db/schema/index.ts';
import { publicRandomPicks } from '../../recipes/public-recipe-cache.ts';
import { selectCards } from '../../recipes/recipe-queries.ts';
import { dietCondition } from './recipe-list-filters.ts';

export interface RandomFilters {
  type?: string | undefined;
  gi?: string | undefined;
}

/** Hard constraints from preferences, then the soft ones to try first. */
export async function preferenceConditions(db: Database, userId: string | null) {
  if (!userId) return { hard: [] as SQL[], soft: [] as SQL[] };
  const [prefs] = await db.select().from(preferences).where(eq(preferences.userId, userId));
  if (!prefs) return { hard: [], soft: [] };
  const hard: SQL[] = [];
  const soft: SQL[] = [];
  const diet = preferredDiet(prefs.foodPreferences);
  if (diet) hard.push(dietCondition(diet));
  if (prefs.dishPriority === 'No Glucose Spikes') soft.push(eq(recipes.giBand, 'Low'));
  if (prefs.dishPriority === 'Easy to Cook & Few Ingredients') soft.push(lte(recipes.cookTime, 30));
  if (prefs.cookingMeal) soft.push(eq(recipes.type, prefs.cookingMeal));
  return { hard, soft };
}

/** Recipes read at once for visitors without preferences: one statement serves this many picks. */
export const RANDOM_RUN = 16;

function inKeyOrder(db: Database, where: SQL | undefined, count: number) {
  return selectCards(db).where(where).orderBy(asc(recipes.randomKey)).limit(count);
}

/** The first `count` recipes at or after r, wrapping round to the start of the key range. */
async function runAt(db: Database, conditions: SQL[], r: number, count: number) {
  const after = await inKeyOrder(db, and(...conditions, gte(recipes.randomKey, r)), count);
  if (after.length === count) return after;
  const before = await inKeyOrder(
    db,
    and(...conditions, lt(recipes.randomKey, r)),
    count - after.length,
  );
  return [...after, ...before];
}

export async function pickRandomRecipe(
  db: Database,
  filters: RandomFilters,
  userId: string | null,
  random: () => number = Math.random,
) {
  const asked: SQL[] = [];
  if (filters.type) asked.push(eq(recipes.type, filters.type));
  if (filters.gi) asked.push(eq(recipes.giBand, filters.gi));
  const { hard, soft } = await preferenceConditions(db, userId);
  if (hard.length === 0 && soft.length === 0) {
    const key = `${filters.type ?? ''}|${filters.gi ?? ''}`;
    return publicRandomPicks(db).draw(key, () => runAt(db, asked, random(), RANDOM_RUN));
  }
  // Try every soft preference, then fewer, so a preference never leaves the cook with nothing.
  for (let keep = soft.length; keep >= 0; keep--) {
    const [row] = await runAt(db, [...asked, ...hard, ...soft.slice(0, keep)], random(), 1);
    if (row) return row;
  }
  return null;
}
