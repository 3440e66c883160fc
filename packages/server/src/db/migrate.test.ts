import fs from 'node:fs';
import path from 'node:path';
import { foldAccents } from '@roastie/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers/test-database.ts';
import { queryRows, type DatabaseHandle } from './client.ts';
import { migrationsFolder } from './migrate.ts';
import { likes, recipeIngredients, recipes, users } from './schema/index.ts';

describe('the migrated schema', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('has pg_trgm for typo-tolerant search', async () => {
    const [row] = await queryRows<{ s: number }>(
      database.db,
      sql`select similarity('spaghetti', 'spagetti') as s`,
    );
    expect(Number(row?.s)).toBeGreaterThan(0.4);
  });

  it('folds accents in the database as core folds the words of a search', async () => {
    // Every letter of Latin-1, Latin Extended-A and -B and Latin Extended Additional (Vietnamese),
    // ligatures, a decomposed accent, and letters of other scripts, which stay as they are.
    const range = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, k) => String.fromCodePoint(from + k)).join('');
    const samples = [
      range(0x00c0, 0x024f),
      range(0x1e00, 0x1eff),
      'Phở bò, crème brûlée, e\u0301clair',
      'Œufs, Straße, 寿司',
    ];
    for (const text of samples) {
      const [row] = await queryRows<{ folded: string }>(
        database.db,
        sql`select fold_accents(${text}) as folded`,
      );
      expect(row?.folded).toBe(foldAccents(text));
    }
    expect(foldAccents('Niçoise')).toBe('Nicoise');
  });

  it('keeps one like per user and recipe', async () => {
    const [user] = await database.db
      .insert(users)
      .values({ email: 'cook@example.com', fullName: 'Ada Cook' })
      .returning();
    const [recipe] = await database.db
      .insert(recipes)
      .values({ name: 'Lentil soup', type: 'Lunch', userId: user!.id })
      .returning();
    const like = { userId: user!.id, recipeId: recipe!.id };
    await database.db.insert(likes).values(like);
    await expect(database.db.insert(likes).values(like)).rejects.toThrow();
    await database.db.insert(likes).values(like).onConflictDoNothing();
    const rows = await database.db.select().from(likes);
    expect(rows).toHaveLength(1);
  });

  it('refuses a recipe type outside the four of docs/product.md', async () => {
    await expect(
      database.db.insert(recipes).values({ name: 'Snack', type: 'Brunch' }),
    ).rejects.toThrow();
  });

  it('finds recipes by their weighted search vector', async () => {
    await database.db.insert(recipes).values({
      name: 'Chickpea curry',
      type: 'Dinner',
      description: 'A quick weeknight curry',
      ingredientText: 'chickpeas spinach onion',
    });
    const found = await queryRows<{ name: string }>(
      database.db,
      sql`select name from recipes where search @@ websearch_to_tsquery('english', 'chickpea spinach')`,
    );
    expect(found.map((r) => r.name)).toEqual(['Chickpea curry']);
  });

  it('treats emails case-insensitively as unique', async () => {
    await database.db.insert(users).values({ email: 'Sam@Example.com' });
    await expect(database.db.insert(users).values({ email: 'sam@example.com' })).rejects.toThrow();
  });

  it('gives a library seeded before engine 5 the dry pasta, couscous and rice weights, and leaves cooks’ lines', async () => {
    const [cook] = await database.db
      .insert(users)
      .values({ email: 'pasta@example.com', fullName: 'Pat Pasta' })
      .returning();
    const seeded = await database.db
      .insert(recipes)
      .values([
        { name: 'Weeknight Spaghetti Bolognese', type: 'Dinner' },
        { name: 'Pad Thai with Shrimp', type: 'Dinner' },
        { name: 'Weeknight Spaghetti Bolognese', type: 'Dinner', userId: cook!.id },
        { name: 'Lamb and Apricot Tagine with Couscous', type: 'Dinner' },
        { name: 'Butter Chicken with Basmati Rice', type: 'Dinner' },
        { name: 'Kimchi Fried Rice with a Fried Egg', type: 'Lunch' },
      ])
      .returning();
    const line = (recipeId: string, name: string, amount: number) => ({
      recipeId,
      position: 0,
      name,
      amount,
      unit: 'g',
    });
    await database.db
      .insert(recipeIngredients)
      .values([
        line(seeded[0]!.id, 'spaghetti', 700),
        line(seeded[1]!.id, 'rice noodles', 600),
        line(seeded[2]!.id, 'spaghetti', 700),
        line(seeded[3]!.id, 'couscous', 900),
        line(seeded[4]!.id, 'basmati rice', 600),
        line(seeded[5]!.id, 'white rice', 400),
      ]);
    const migration = fs.readFileSync(
      path.join(migrationsFolder, '0009_seed_pasta_dry_weights.sql'),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) {
      await database.db.execute(sql.raw(statement));
    }
    const amountOf = async (recipeId: string) =>
      (
        await database.db
          .select({ amount: recipeIngredients.amount })
          .from(recipeIngredients)
          .where(eq(recipeIngredients.recipeId, recipeId))
      )[0]?.amount;
    expect(await amountOf(seeded[0]!.id)).toBe(280);
    expect(await amountOf(seeded[1]!.id)).toBe(200);
    expect(await amountOf(seeded[2]!.id)).toBe(700);
    expect(await amountOf(seeded[3]!.id)).toBe(330);
    expect(await amountOf(seeded[4]!.id)).toBe(200);
    // Fried rice starts from cooked rice: the line says so instead.
    const [friedRice] = await database.db
      .select({ name: recipeIngredients.name, amount: recipeIngredients.amount })
      .from(recipeIngredients)
      .where(eq(recipeIngredients.recipeId, seeded[5]!.id));
    expect(friedRice).toEqual({ name: 'cooked white rice', amount: 400 });
  });
});
