// The gallery's server-side filters, and where its keyset page starts (lib/keyset-cursor.ts).
import { DIETS_ADMITTED_BY, type DietFilter } from '@roastie/core';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { likes, recipes } from '../../db/schema/index.ts';
import { unauthorized } from '../../lib/http-errors.ts';
import { afterCursor } from '../../lib/keyset-cursor.ts';

export interface ListFilters {
  type?: string | undefined;
  gi?: string | undefined;
  gl?: string | undefined;
  diet?: DietFilter | undefined;
  author?: 'me' | undefined;
  liked?: 'me' | undefined;
  cursor?: string | undefined;
}

/** Recipes a cook of this diet can eat: a vegetarian eats vegan recipes too. */
export function dietCondition(diet: DietFilter): SQL {
  return inArray(recipes.diet, [...DIETS_ADMITTED_BY[diet]]);
}

export function listConditions(filters: ListFilters, viewerId: string | null): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.type) conditions.push(eq(recipes.type, filters.type));
  if (filters.gi) conditions.push(eq(recipes.giBand, filters.gi));
  if (filters.gl) conditions.push(eq(recipes.glBand, filters.gl));
  if (filters.diet) conditions.push(dietCondition(filters.diet));
  if (filters.author === 'me' || filters.liked === 'me') {
    if (!viewerId) throw unauthorized('Please sign in to see your own recipes.');
  }
  if (filters.author === 'me') conditions.push(eq(recipes.userId, viewerId!));
  if (filters.liked === 'me') {
    conditions.push(
      sql`exists (select 1 from ${likes} where ${likes.recipeId} = ${recipes.id} and ${likes.userId} = ${viewerId})`,
    );
  }
  if (filters.cursor) {
    conditions.push(afterCursor(recipes.createdAt, recipes.id, filters.cursor));
  }
  return conditions.length ? and(...conditions) : undefined;
}
