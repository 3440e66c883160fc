// Analyses that follow the engine: every recipe whose stored analysis was made with another engine
// or catalogue version is re-analysed from its stored ingredient rows, in batches, so a catalogue
// fix reaches every recipe, the band filters and the cards (docs/decisions/0004-gi-adjustments.md).
// It runs at start, beside the server rather than before it (open-app.ts): a large library takes
// minutes, and its old figures are served until each batch lands. Under its own advisory lock, so
// two processes starting together do the work once without holding up each other's migrations.
import { analyseRecipe, analysisVersion, CATALOGUE, type IngredientCatalogue } from '@roastie/core';
import { and, asc, gt, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DatabaseHandle } from '../db/client.ts';
import { recipeIngredients, recipes } from '../db/schema/index.ts';
import { analysisColumns } from './analysis-columns.ts';
import { forgetPublicRecipe } from './public-recipe-cache.ts';

export const REANALYSE_BATCH_SIZE = 100;
export const REANALYSIS_LOCK_KEY = 0x47494678; // 'GIFx'

export interface ReanalyseOptions {
  catalogue?: IngredientCatalogue;
  batchSize?: number;
  /** Stops between batches (the server is closing); what was done stays done. */
  signal?: AbortSignal;
}

type AnalysisKey = keyof ReturnType<typeof analysisColumns>;

/**
 * `update ... from jsonb_to_recordset(rows)`: many rows' columns in one statement. The record's
 * fields are the columns' own names and SQL types, read from the schema.
 */
function updateFromRows(
  table: typeof recipes | typeof recipeIngredients,
  columns: readonly PgColumn[],
  rows: readonly Record<string, unknown>[],
  guard: SQL,
): SQL {
  const name = (column: PgColumn) => sql.identifier(column.name);
  const fields = columns.map((column) => sql`${name(column)} ${sql.raw(column.getSQLType())}`);
  return sql`update ${table} set ${sql.join(
    columns.map((column) => sql`${name(column)} = x.${name(column)}`),
    sql`, `,
  )} from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(id uuid, ${sql.join(fields, sql`, `)})
  where ${table}.id = x.id and ${guard}`;
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

  return database.withAdvisoryLock(REANALYSIS_LOCK_KEY, async () => {
    let updated = 0;
    let after = '00000000-0000-0000-0000-000000000000';
    while (!options.signal?.aborted) {
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
      if (batch.length === 0) break;
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
      const linesOf = new Map<string, (typeof rows)[number][]>();
      for (const row of rows) {
        const list = linesOf.get(row.recipeId);
        if (list) list.push(row);
        else linesOf.set(row.recipeId, [row]);
      }
      const recipeRows: Record<string, unknown>[] = [];
      const lineRows: Record<string, unknown>[] = [];
      let keys: AnalysisKey[] = [];
      for (const recipe of batch) {
        const lines = linesOf.get(recipe.id) ?? [];
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
        const columns = analysisColumns(analysis);
        keys = Object.keys(columns) as AnalysisKey[];
        const row: Record<string, unknown> = { id: recipe.id };
        for (const key of keys) row[recipes[key].name] = columns[key];
        recipeRows.push(row);
        for (const [index, line] of lines.entries())
          lineRows.push({
            id: line.id,
            recipeId: recipe.id,
            [recipeIngredients.ingredientId.name]: analysis.lines[index]?.ingredient?.id ?? null,
            [recipeIngredients.grams.name]: analysis.lines[index]?.grams ?? null,
          });
      }
      const done = await db.transaction(async (tx) => {
        // A recipe saved since the batch was read already has the current analysis: kept as is.
        const result = (await tx.execute(
          sql`${updateFromRows(
            recipes,
            keys.map((key) => recipes[key]),
            recipeRows,
            sql`${recipes.analysisVersion} is distinct from x.${sql.identifier(recipes.analysisVersion.name)}`,
          )} returning ${recipes.id}`,
        )) as unknown as { rows: { id: string }[] };
        const ids = new Set(result.rows.map((row) => row.id));
        const lines = lineRows.filter((line) => ids.has(line.recipeId as string));
        if (lines.length > 0)
          await tx.execute(
            updateFromRows(
              recipeIngredients,
              [recipeIngredients.ingredientId, recipeIngredients.grams],
              lines,
              sql`true`,
            ),
          );
        return ids;
      });
      // A recipe page read before this pass must not outlive it in this process's cache.
      for (const id of done) forgetPublicRecipe(db, id);
      updated += done.size;
    }
    return updated;
  });
}
