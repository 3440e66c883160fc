import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../test/helpers/test-app.ts';
import { createTestDatabase } from '../../test/helpers/test-database.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { SEED_RECIPES } from '../db/seed/recipes/index.ts';
import { interleaveByType, seedRecipeLibrary } from './seed-recipe-library.ts';

describe('seedRecipeLibrary', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const sample = [...SEED_RECIPES.slice(0, 3), ...SEED_RECIPES.slice(-3)];

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await createTestApp({ database });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("stocks an empty library once, as Chef Roastie's, each with a picture and computed GI", async () => {
    expect(await seedRecipeLibrary(database, app.media, sample)).toBe(6);
    expect(await seedRecipeLibrary(database, app.media, sample)).toBe(0);
    const list = (await app.inject({ method: 'GET', url: '/api/recipe?limit=50' })).json().data;
    expect(list).toHaveLength(6);
    for (const card of list) {
      expect(card.author).toBeNull();
      expect(card.image).toMatch(/^\/media\//);
      expect(card.glycemic_index).toEqual(expect.any(Number));
    }
  });

  it('interleaves types so the gallery opens on a varied page', () => {
    // Saved in this order, so the last four saved are the first four the gallery shows.
    const order = interleaveByType(SEED_RECIPES)
      .slice(-4)
      .map((r) => r.type);
    expect(new Set(order).size).toBe(4);
  });
});
