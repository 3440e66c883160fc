// Analyses that follow the engine: at start, under the migration lock (so two processes starting
// together do the work once), every recipe whose stored analysis was made with another engine or
// catalogue version is re-analysed from its stored ingredient rows, in batches, so a catalogue fix
// reaches every recipe, the band filters and the cards (docs/decisions/0004-gi-adjustments.md).
import { analyseRecipe, analysisVersion, CATALOGUE, type IngredientCatalogue } from '@roastie/core';
import { and, asc, eq, gt, inArray, isNull, ne, or } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client.ts';
import { MIGRATION_LOCK_KEY } from '../db/migrate.ts';
import { recipeIngredients, recipes } from '../db/schema/index.ts';
import { analysisColumns } from './analysis-columns.ts';
import { forgetPublicRecipe } from './public-recipe-cache.ts';

export const REANALYSE_BATCH_SIZE = 50;

export interface ReanalyseOptions {
  catalogue?: IngredientCatalogue;
  batchSize?: number;
}

/** Re-analyses stale recipes; returns how many were updated. */
export async function reanalyseStaleRecipes(
  database: DatabaseHandle,
  options: ReanalyseOptions = {},
): Promise<number> {
  const catalogue = options.catalogue ?? CATALOGUE;
  const batchSize = options.batchSize ?? REANALYSE_BATCH_SIZE;
  const version = analysisVersion(catalogue);
  const { db } = database;
  const stale = or(isNull(recipes.analysisVersion), ne(recipes.analysisVersion, version));

  return database.withAdvisoryLock(MIGRATION_LOCK_KEY, async () => {
    let updated = 0;
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const batch = await db
        .select({
          id: recipes.id,
          servings: recipes.servings,
          statedGlycemicIndex: recipes.statedGlycemicIndex,
          statedNutrition: recipes.statedNutrition,
        })
        .from(recipes)
        .where(and(stale, gt(recipes.id, after)))
        .orderBy(asc(recipes.id))
        .limit(batchSize);
      if (batch.length === 0) return updated;
      after = batch[batch.length - 1]!.id;
      const rows = await db
        .select()
        .from(recipeIngredients)
        .where(
          inArray(
            recipeIngredients.recipeId,
            batch.map((recipe) => recipe.id),
          ),
        )
        .orderBy(asc(recipeIngredients.recipeId), asc(recipeIngredients.position));
      await db.transaction(async (tx) => {
        for (const recipe of batch) {
          const lines = rows.filter((row) => row.recipeId === recipe.id);
          const analysis = analyseRecipe(
            {
              servings: recipe.servings,
              ingredients: lines.map((line) => ({
                name: line.name,
                amount: line.amount,
                unit: line.unit,
              })),
              glycemicIndex: recipe.statedGlycemicIndex ?? undefined,
              nutritionInfo: recipe.statedNutrition ?? undefined,
            },
            catalogue,
          );
          await tx.update(recipes).set(analysisColumns(analysis)).where(eq(recipes.id, recipe.id));
          for (const [index, line] of lines.entries()) {
            await tx
              .update(recipeIngredients)
              .set({
                ingredientId: analysis.lines[index]?.ingredient?.id ?? null,
                grams: analysis.lines[index]?.grams ?? null,
              })
              .where(eq(recipeIngredients.id, line.id));
          }
        }
      });
      // A recipe page read before this pass must not outlive it in this process's cache.
      for (const recipe of batch) forgetPublicRecipe(db, recipe.id);
      updated += batch.length;
    }
  });
}
