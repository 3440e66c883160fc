// A realistic library at any size for the benchmark (`npm run bench:seed -- --recipes N`): cooks,
// recipes named from a vocabulary around real catalogue foods, their ingredient lines, steps, likes
// and food memories, written in bulk (multi-row inserts of a thousand rows) so 100,000 recipes take
// minutes. GI and nutrition come from the real engine, computed once per ingredient set in a pool
// and shared, so figures are true to their ingredients without analysing every row.
import crypto from 'node:crypto';
import { analyseRecipe, CATALOGUE, type CatalogueIngredient } from '@roastie/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../packages/server/src/db/client.ts';
import {
  likes,
  media,
  posts,
  recipeIngredients,
  recipes,
  users,
} from '../packages/server/src/db/schema/index.ts';

const TYPES = ['Breakfast', 'Lunch', 'Dinner', 'Dessert'] as const;
const STYLES = [
  'Smoky',
  'Quick',
  'Roasted',
  'Spiced',
  'Creamy',
  'Zesty',
  'Rustic',
  'Herby',
  'Crispy',
  'Slow-cooked',
  'Golden',
  'Fresh',
  'Warm',
  'Sticky',
  'Garlicky',
  'Lemony',
];
const DISHES: Record<(typeof TYPES)[number], string[]> = {
  Breakfast: ['porridge', 'pancakes', 'omelette', 'toast', 'bowl', 'muffins', 'hash', 'smoothie'],
  Lunch: ['salad', 'soup', 'wrap', 'sandwich', 'bowl', 'frittata', 'fritters', 'tart'],
  Dinner: ['stew', 'curry', 'traybake', 'stir-fry', 'risotto', 'pie', 'bake', 'skillet'],
  Dessert: ['crumble', 'cake', 'pudding', 'tart', 'cookies', 'brownies', 'parfait', 'compote'],
};
const OPENINGS = [
  'A weeknight favourite',
  'Comfort in a bowl',
  'Bright and simple',
  'A family classic',
  'Ready in no time',
  'Good for a crowd',
  'A slow Sunday treat',
];
const STEPS = [
  'Prepare and weigh every ingredient.',
  'Heat the pan and add the oil.',
  'Cook the aromatics until soft and fragrant.',
  'Add the main ingredients and stir well.',
  'Simmer gently until everything is tender.',
  'Season to taste and rest for a few minutes.',
  'Serve warm, with fresh herbs on top.',
];

/** A deterministic generator, so two runs build the same library. */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface PoolEntry {
  main: CatalogueIngredient;
  lines: { entry: CatalogueIngredient; amount: number; unit: string; grams: number | null }[];
  analysis: ReturnType<typeof analyseRecipe>;
}

function ingredientPool(random: () => number, size: number): PoolEntry[] {
  const usable = CATALOGUE.filter((e) => e.category !== 'drinks');
  const pick = () => usable[Math.floor(random() * usable.length)]!;
  const pool: PoolEntry[] = [];
  for (let i = 0; i < size; i++) {
    const chosen = new Map<string, CatalogueIngredient>();
    const count = 4 + Math.floor(random() * 7);
    while (chosen.size < count) {
      const e = pick();
      chosen.set(e.id, e);
    }
    const entries = [...chosen.values()];
    const typed = entries.map((entry) => ({
      name: entry.name,
      amount: 20 + Math.round(random() * 300),
      unit: 'g',
    }));
    const analysis = analyseRecipe({ servings: 4, ingredients: typed }, CATALOGUE);
    pool.push({
      main: entries[0]!,
      analysis,
      lines: typed.map((line, k) => ({
        entry: entries[k]!,
        amount: line.amount,
        unit: line.unit,
        grams: analysis.lines[k]?.grams ?? null,
      })),
    });
  }
  return pool;
}

async function inBatches<T>(rows: T[], size: number, write: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
}

export interface SyntheticLibraryOptions {
  recipes: number;
  /** Called after each thousand recipes, for progress lines. */
  onProgress?: (done: number) => void;
}

/** Adds the library to the database; answers the ids of the recipes it wrote. */
export async function seedSyntheticLibrary(
  db: Database,
  { recipes: total, onProgress }: SyntheticLibraryOptions,
): Promise<string[]> {
  const random = mulberry32(20261124);
  const pool = ingredientPool(random, 600);
  const cooks = Array.from({ length: Math.max(20, Math.ceil(total / 100)) }, (_, i) => ({
    id: crypto.randomUUID(),
    fullName: `Bench Cook ${i + 1}`,
    email: `bench-cook-${i + 1}-${crypto.randomUUID().slice(0, 8)}@example.invalid`,
  }));
  await inBatches(cooks, 1000, (batch) => db.insert(users).values(batch));
  const photoKey = `bench${crypto.randomUUID().replaceAll('-', '').slice(0, 20)}`;
  await db.insert(media).values({
    key: photoKey,
    ownerId: cooks[0]!.id,
    kind: 'post',
    width: 800,
    height: 600,
    variants: [400, 800],
    placeholder: '',
    bytes: 1000,
  });

  const now = Date.now();
  const ids: string[] = [];
  const BATCH = 1000;
  for (let start = 0; start < total; start += BATCH) {
    const recipeRows: (typeof recipes.$inferInsert)[] = [];
    const lineRows: (typeof recipeIngredients.$inferInsert)[] = [];
    for (let i = start; i < Math.min(total, start + BATCH); i++) {
      const p = pool[Math.floor(random() * pool.length)]!;
      const type = TYPES[Math.floor(random() * TYPES.length)]!;
      const dishes = DISHES[type];
      const style = STYLES[Math.floor(random() * STYLES.length)]!;
      const dish = dishes[Math.floor(random() * dishes.length)]!;
      const id = crypto.randomUUID();
      ids.push(id);
      const a = p.analysis;
      const createdAt = new Date(now - (total - i) * 60_000 - Math.floor(random() * 30_000));
      recipeRows.push({
        id,
        userId: random() < 0.1 ? null : cooks[Math.floor(random() * cooks.length)]!.id,
        name: `${style} ${p.main.name} ${dish}`,
        description: `${OPENINGS[Math.floor(random() * OPENINGS.length)]}: ${p.main.name} with ${p.lines
          .slice(1, 3)
          .map((l) => l.entry.name)
          .join(' and ')}.`,
        type,
        cookTime: 10 + Math.floor(random() * 80),
        servings: 4,
        instructions: STEPS.slice(0, 3 + Math.floor(random() * 4)).map((description) => ({
          description,
        })),
        nutrition: a.nutritionPerServing,
        glycemicIndex: a.glycemicIndex,
        giBand: a.giBand,
        glycemicLoad: a.glycemicLoad,
        glBand: a.glBand,
        diet: a.diet,
        giProvenance: a.provenance as unknown as Record<string, unknown>,
        ingredientText: p.lines.map((l) => l.entry.name.toLowerCase()).join(' '),
        randomKey: random(),
        createdAt,
        updatedAt: createdAt,
      });
      p.lines.forEach((line, position) =>
        lineRows.push({
          recipeId: id,
          position,
          ingredientId: line.entry.id,
          name: line.entry.name,
          amount: line.amount,
          unit: line.unit,
          grams: line.grams,
        }),
      );
    }
    await db.insert(recipes).values(recipeRows);
    await inBatches(lineRows, 4000, (batch) => db.insert(recipeIngredients).values(batch));
    onProgress?.(Math.min(total, start + BATCH));
  }

  // Likes: a few per recipe on a third of them; food memories: one for every twentieth recipe.
  const likeRows: (typeof likes.$inferInsert)[] = [];
  const postRows: (typeof posts.$inferInsert)[] = [];
  ids.forEach((recipeId, i) => {
    if (random() < 0.33) {
      const n = 1 + Math.floor(random() * 3);
      const from = Math.floor(random() * cooks.length);
      for (let k = 0; k < n; k++)
        likeRows.push({ userId: cooks[(from + k) % cooks.length]!.id, recipeId });
    }
    if (i % 20 === 0) {
      const cook = cooks[Math.floor(random() * cooks.length)]!;
      postRows.push({
        userId: cook.id,
        recipeId,
        recipeName: 'A dish from the library',
        content: 'Made this tonight and it was lovely.',
        imageKey: photoKey,
        date: new Date(now - i * 60_000).toISOString().slice(0, 10),
        createdAt: new Date(now - (ids.length - i) * 60_000),
      });
    }
  });
  await inBatches(likeRows, 5000, (batch) => db.insert(likes).values(batch).onConflictDoNothing());
  await inBatches(postRows, 2000, (batch) => db.insert(posts).values(batch));
  // Statistics for the planner at once (PGlite has no autovacuum to gather them).
  await db.execute(sql`analyze`);
  return ids;
}
