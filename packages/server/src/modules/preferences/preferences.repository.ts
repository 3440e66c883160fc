// One row of answers per user; a new submission replaces the last.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preferences } from '../../db/schema/index.ts';
import type { Preferences } from '@roastie/core';

type Answers = { [K in keyof Preferences]: NonNullable<Preferences[K]> };

export async function savePreferences(db: Database, userId: string, answers: Answers) {
  const values = { ...answers, updatedAt: sql`now()` };
  await db
    .insert(preferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: preferences.userId, set: values });
}

export async function findPreferences(db: Database, userId: string): Promise<Preferences> {
  const [row] = await db.select().from(preferences).where(eq(preferences.userId, userId));
  if (!row) return { foodPreferences: null, cookingMeal: null, dishPriority: null };
  return {
    foodPreferences: row.foodPreferences as Preferences['foodPreferences'],
    cookingMeal: row.cookingMeal as Preferences['cookingMeal'],
    dishPriority: row.dishPriority as Preferences['dishPriority'],
  };
}
