// Likes: one per user and recipe (the primary key makes concurrent likes idempotent).
import {
  likeBodySchema,
  likeChangeResponseSchema,
  likesResponseSchema,
  recipeIdQuerySchema,
} from '@roastie/core';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { likes, recipes } from '../../db/schema/index.ts';
import { forgetPublicRecipe } from '../../recipes/public-recipe-cache.ts';
import { notFound } from '../../lib/http-errors.ts';

export const likesRoutes: FastifyPluginAsyncZod = async (app) => {
  const likeCount = async (recipeId: string) => {
    const [row] = await app.db
      .select({ n: count() })
      .from(likes)
      .where(eq(likes.recipeId, recipeId));
    return Number(row?.n ?? 0);
  };
  const ensureRecipe = async (recipeId: string) => {
    const [row] = await app.db
      .select({ id: recipes.id })
      .from(recipes)
      .where(eq(recipes.id, recipeId));
    if (!row) throw notFound("Chef Roastie couldn't find that recipe.");
  };

  app.get(
    '/api/like',
    {
      schema: {
        tags: ['likes'],
        summary: 'The recipes you liked',
        response: { 200: likesResponseSchema },
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      const rows = await app.db
        .select({ recipeId: likes.recipeId })
        .from(likes)
        .where(eq(likes.userId, user.id))
        .orderBy(desc(likes.createdAt));
      return { likedRecipes: rows.map((r) => r.recipeId), count: rows.length };
    },
  );

  app.post(
    '/api/like',
    {
      schema: {
        tags: ['likes'],
        summary: 'Like a recipe (again is fine)',
        body: likeBodySchema,
        response: { 200: likeChangeResponseSchema },
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      const { recipeId } = request.body;
      await ensureRecipe(recipeId);
      await app.db.insert(likes).values({ userId: user.id, recipeId }).onConflictDoNothing();
      forgetPublicRecipe(app.db, recipeId);
      return { ok: true as const, likes: await likeCount(recipeId) };
    },
  );

  app.delete(
    '/api/like',
    {
      schema: {
        tags: ['likes'],
        summary: 'Unlike a recipe (again is fine)',
        body: likeBodySchema,
        response: { 200: likeChangeResponseSchema },
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      const { recipeId } = request.body;
      await ensureRecipe(recipeId);
      await app.db
        .delete(likes)
        .where(and(eq(likes.userId, user.id), eq(likes.recipeId, recipeId)));
      forgetPublicRecipe(app.db, recipeId);
      return { ok: true as const, likes: await likeCount(recipeId) };
    },
  );

  app.get(
    '/api/like-recipe',
    {
      schema: {
        tags: ['likes'],
        summary: "A recipe's like count",
        querystring: recipeIdQuerySchema,
        response: { 200: z.object({ likes: z.number() }) },
      },
    },
    async (request) => ({ likes: await likeCount(request.query.recipe_id) }),
  );
};
