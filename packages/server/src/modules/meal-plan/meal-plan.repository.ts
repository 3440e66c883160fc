// A cook's week of meals, one row per ISO week, written with optimistic concurrency exactly like
// the shopping list (docs/decisions/0011): a write names the version it was based on and lands
// only if that is still the stored version; the check and the write are one statement.
import {
  planEntrySchema,
  type IsoWeek,
  type PlanEntry,
  type PlanRecipe,
  type RecipeType,
} from '@roastie/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mealPlans, media, preferences, recipes } from '../../db/schema/index.ts';
import { pickVariant, variantUrl } from '../../media/media-urls.ts';

export interface StoredPlan {
  week: IsoWeek;
  version: number;
  entries: PlanEntry[];
}

export type SavePlanOutcome =
  { saved: true; plan: StoredPlan } | { saved: false; current: StoredPlan };

const columns = { entries: mealPlans.entries, version: mealPlans.version };

// Rows are written only through the validated PUT; an entry a later release would refuse is left
// out of the answer rather than turning every GET into a 500.
function toPlan(week: IsoWeek, row: { entries: unknown[]; version: number } | undefined) {
  const entries = (row?.entries ?? []).flatMap((entry) => {
    const parsed = planEntrySchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
  return { week, version: row?.version ?? 0, entries };
}

export async function findPlan(db: Database, userId: string, week: IsoWeek): Promise<StoredPlan> {
  const [row] = await db
    .select(columns)
    .from(mealPlans)
    .where(and(eq(mealPlans.userId, userId), eq(mealPlans.week, week)));
  return toPlan(week, row);
}

export async function savePlan(
  db: Database,
  userId: string,
  week: IsoWeek,
  entries: readonly PlanEntry[],
  baseVersion: number,
): Promise<SavePlanOutcome> {
  const set = {
    entries: [...entries],
    version: sql`${mealPlans.version} + 1`,
    updatedAt: sql`now()`,
  };
  // Version 0 means "no plan for this week yet": the first write inserts, and if another first
  // write got there before, the update applies only while that row is still at version 0.
  const rows =
    baseVersion === 0
      ? await db
          .insert(mealPlans)
          .values({ userId, week, entries: [...entries], version: 1 })
          .onConflictDoUpdate({
            target: [mealPlans.userId, mealPlans.week],
            set,
            setWhere: eq(mealPlans.version, 0),
          })
          .returning(columns)
      : await db
          .update(mealPlans)
          .set(set)
          .where(
            and(
              eq(mealPlans.userId, userId),
              eq(mealPlans.week, week),
              eq(mealPlans.version, baseVersion),
            ),
          )
          .returning(columns);
  const [row] = rows;
  if (row) return { saved: true, plan: toPlan(week, row) };
  return { saved: false, current: await findPlan(db, userId, week) };
}

const recipeColumns = {
  id: recipes.id,
  name: recipes.name,
  type: recipes.type,
  imageKey: recipes.imageKey,
  variants: media.variants,
  servings: recipes.servings,
  glycemicLoad: recipes.glycemicLoad,
  glBand: recipes.glBand,
  nutrition: recipes.nutrition,
  diet: recipes.diet,
};

type RecipeRow = {
  id: string;
  name: string;
  type: string;
  imageKey: string | null;
  variants: number[] | null;
  servings: number;
  glycemicLoad: number | null;
  glBand: string | null;
  nutrition: Record<string, number>;
  diet: string | null;
};

const perServing = (nutrition: Record<string, number>, key: string) =>
  typeof nutrition[key] === 'number' ? nutrition[key] : null;

function toPlanRecipe(row: RecipeRow): PlanRecipe {
  return {
    id: row.id,
    name: row.name,
    type: row.type as PlanRecipe['type'],
    image:
      row.imageKey && row.variants
        ? variantUrl(row.imageKey, pickVariant(row.variants, 400))
        : null,
    servings: row.servings,
    glycemicLoad: row.glycemicLoad === null ? null : Math.round(row.glycemicLoad * 10) / 10,
    glBand: row.glBand as PlanRecipe['glBand'],
    carbs: perServing(row.nutrition, 'carbs'),
    calories: perServing(row.nutrition, 'calories'),
    protein: perServing(row.nutrition, 'protein'),
    diet: row.diet as PlanRecipe['diet'],
  };
}

export async function findPlanRecipes(db: Database, ids: readonly string[]): Promise<PlanRecipe[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db
    .select(recipeColumns)
    .from(recipes)
    .leftJoin(media, eq(media.key, recipes.imageKey))
    .where(inArray(recipes.id, unique));
  return rows.map(toPlanRecipe);
}

/** The lowest-GL recipes of the given types that could fit `remaining`, for the slot's suggestions. */
export async function findSuggestionCandidates(
  db: Database,
  types: readonly RecipeType[],
  remaining: number,
  limit: number,
): Promise<PlanRecipe[]> {
  const rows = await db
    .select(recipeColumns)
    .from(recipes)
    .leftJoin(media, eq(media.key, recipes.imageKey))
    .where(
      and(
        inArray(recipes.type, [...types]),
        sql`${recipes.glycemicLoad} is not null`,
        sql`round(${recipes.glycemicLoad}) <= ${remaining}`,
      ),
    )
    .orderBy(recipes.glycemicLoad, recipes.name)
    .limit(limit);
  return rows.map(toPlanRecipe);
}

export async function findPlanSettings(db: Database, userId: string) {
  const [row] = await db
    .select({
      dailyGlBudget: preferences.dailyGlBudget,
      foodPreferences: preferences.foodPreferences,
    })
    .from(preferences)
    .where(eq(preferences.userId, userId));
  return {
    dailyGlBudget: row?.dailyGlBudget ?? null,
    foodPreferences: row?.foodPreferences ?? null,
  };
}

export async function saveDailyGlBudget(db: Database, userId: string, budget: number | null) {
  await db
    .insert(preferences)
    .values({ userId, dailyGlBudget: budget })
    .onConflictDoUpdate({
      target: preferences.userId,
      set: { dailyGlBudget: budget, updatedAt: sql`now()` },
    });
}
