// The catalogue sync at start: skipped when the table already holds this catalogue, redone when
// the catalogue changed or rows went missing.
import { CATALOGUE } from '@roastie/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers/test-database.ts';
import { queryRows, type DatabaseHandle } from '../client.ts';
import { ingredients } from '../schema/index.ts';
import { syncCatalogue } from './sync-catalogue.ts';

describe('syncCatalogue', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const first = CATALOGUE[0]!;
  const nameOfFirst = async () =>
    (await database.db.select().from(ingredients).where(eq(ingredients.id, first.id)))[0]?.name;

  it('leaves an up-to-date table alone, and rewrites it when the catalogue changes', async () => {
    await syncCatalogue(database.db);
    await database.db
      .update(ingredients)
      .set({ name: 'edited by hand' })
      .where(eq(ingredients.id, first.id));
    await syncCatalogue(database.db);
    expect(await nameOfFirst()).toBe('edited by hand');

    await syncCatalogue(database.db, [{ ...first, name: `${first.name} (renamed)` }]);
    expect(await nameOfFirst()).toBe(`${first.name} (renamed)`);
    await syncCatalogue(database.db);
    expect(await nameOfFirst()).toBe(first.name);
  });

  it('syncs again when entries went missing', async () => {
    await syncCatalogue(database.db);
    await database.db.execute(sql`delete from ingredients where id = ${first.id}`);
    await syncCatalogue(database.db);
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from ingredients where id = ${first.id}`,
    );
    expect(row?.n).toBe(1);
  });
});
