// Mirrors @roastie/core's catalogue into the ingredients table at every start, so recipe rows
// can reference entries and search can use their names. Idempotent: an upsert of every entry,
// skipped when the table already holds this very catalogue (its fingerprint is kept as the
// table's comment), so a restart does not rewrite a thousand rows (docs/decisions/0018).
import { createHash } from 'node:crypto';
import { CATALOGUE, type CatalogueIngredient } from '@roastie/core';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../client.ts';
import { ingredients } from '../schema/index.ts';

function toRow(entry: CatalogueIngredient): typeof ingredients.$inferInsert {
  return {
    id: entry.id,
    name: entry.name,
    unit: entry.defaultUnit,
    category: entry.category,
    aliases: [...entry.aliases],
    kcal: entry.per100g.kcal,
    protein: entry.per100g.protein,
    fat: entry.per100g.fat,
    carbs: entry.per100g.carbs,
    fibre: entry.per100g.fibre,
    sugars: entry.per100g.sugars,
    gi: entry.gi === null ? null : Math.round(entry.gi),
    giSource: entry.giSource,
    nutritionSource: entry.nutritionSource,
    household: entry.household,
  };
}

export async function syncCatalogue(
  db: Database,
  catalogue: readonly CatalogueIngredient[] = CATALOGUE,
) {
  const rows = catalogue.map(toRow);
  const fingerprint = `catalogue ${createHash('sha256').update(JSON.stringify(rows)).digest('hex')}`;
  const [current] = await queryRows<{ note: string | null; entries: number }>(
    db,
    sql`select obj_description('ingredients'::regclass, 'pg_class') as note,
               (select count(*)::int from ingredients) as entries`,
  );
  if (current?.note === fingerprint && current.entries === rows.length) return;
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 200) {
      await tx
        .insert(ingredients)
        .values(rows.slice(i, i + 200))
        .onConflictDoUpdate({
          target: ingredients.id,
          set: {
            name: excluded('name'),
            unit: excluded('unit'),
            category: excluded('category'),
            aliases: excluded('aliases'),
            kcal: excluded('kcal'),
            protein: excluded('protein'),
            fat: excluded('fat'),
            carbs: excluded('carbs'),
            fibre: excluded('fibre'),
            sugars: excluded('sugars'),
            gi: excluded('gi'),
            giSource: excluded('gi_source'),
            nutritionSource: excluded('nutrition_source'),
            household: excluded('household'),
          },
        });
    }
    await tx.execute(sql.raw(`comment on table ingredients is '${fingerprint}'`));
  });
}
