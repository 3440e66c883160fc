// The recipe library: the gallery list (keyset pages, filters), one recipe, saving and deleting one.
// The server decides who may write: the session's user creates; only the author updates or deletes
// (docs/decisions/0016-cooking-from-a-recipe.md).
import {
  recipeIdParamsSchema,
  recipeListQuerySchema,
  recipeListResponseSchema,
  recipeSavePayloadSchema,
  recipeSchema,
  savedRecipeResponseSchema,
  type Recipe,
} from '@roastie/core';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recipes } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';
import { findCards, findRecipe, toCard } from '../../recipes/recipe-queries.ts';
import { forgetPublicRecipe, publicGalleryCache } from '../../recipes/public-recipe-cache.ts';
import { publicRecipeJson } from '../../recipes/public-recipe-json.ts';
import { saveRecipe } from '../../recipes/save-recipe.ts';
import { publicOrigin } from '../../plugins/web.ts';
import { keysetPage } from '../../lib/keyset-cursor.ts';
import { sendReadyJson } from '../../lib/send-ready-json.ts';
import { listConditions } from './recipe-list-filters.ts';
import { isRecipeId, recipePageHead } from './recipe-page-head.ts';

const missing = () => notFound("Chef Roastie couldn't find that recipe. Maybe it was eaten?");

export const recipesRoutes: FastifyPluginAsyncZod<{ publicUrl: string | undefined }> = async (
  app,
  { publicUrl },
) => {
  /** The recipe's owner and picture, or 404; 403 (with `refusal`) when it is not this cook's. */
  const ownRecipe = async (id: string, userId: string, refusal: string) => {
    const [existing] = await app.db
      .select({ userId: recipes.userId, imageKey: recipes.imageKey })
      .from(recipes)
      .where(eq(recipes.id, id));
    if (!existing) throw missing();
    if (existing.userId !== userId) throw forbidden(refusal);
    return existing;
  };

  app.pageHeads.set('/recipe/:id', async ({ id }, request) => {
    // The visitor's JSON, as the API sends it: the page carries it for its first render.
    const json = id && isRecipeId(id) ? await publicRecipeJson(app.db, id) : null;
    if (!json) return null;
    return recipePageHead(JSON.parse(json) as Recipe, publicOrigin(request, publicUrl), json);
  });

  app.get(
    '/api/recipe',
    {
      schema: {
        tags: ['recipes'],
        summary:
          'The recipe gallery, newest first, a page at a time (filters: type, gi, gl, diet, author=me, liked=me)',
        querystring: recipeListQuerySchema,
        response: { 200: recipeListResponseSchema },
      },
    },
    async (request, reply) => {
      const { limit, ...filters } = request.query;
      const viewerId = request.user?.id ?? null;
      const listPage = async () =>
        keysetPage(
          await findCards(app.db, listConditions(filters, viewerId), limit + 1),
          limit,
          toCard,
          (row) => ({ createdAtText: row.createdAtText, id: row.recipe.id }),
        );
      if (viewerId) return listPage();
      // A visitor's page is the same for every visitor: ready JSON for a few seconds, keyed by the
      // parsed query (so "?gi=Low&type=Dinner" and "?type=Dinner&gi=Low" share an entry).
      const key = JSON.stringify(
        Object.entries(request.query).sort(([a], [b]) => (a < b ? -1 : 1)),
      );
      const json = await publicGalleryCache(app.db).getOrMake(key, async () =>
        JSON.stringify(recipeListResponseSchema.parse(await listPage())),
      );
      return sendReadyJson(reply, json);
    },
  );

  app.get(
    '/api/recipe/:id',
    {
      schema: {
        tags: ['recipes'],
        summary: 'One recipe, with nutrition, GI and GL per serving and where they came from',
        params: recipeIdParamsSchema,
        response: { 200: recipeSchema },
      },
    },
    async (request, reply) => {
      const viewerId = request.user?.id ?? null;
      if (viewerId) {
        const recipe = await findRecipe(app.db, request.params.id, viewerId);
        if (!recipe) throw missing();
        return recipe;
      }
      // A visitor's page is the same for every visitor: ready JSON for a few seconds.
      const json = await publicRecipeJson(app.db, request.params.id);
      if (!json) throw missing();
      return sendReadyJson(reply, json);
    },
  );

  app.post(
    '/api/recipe',
    {
      schema: {
        tags: ['recipes'],
        summary: 'Create a recipe (signed in); nutrition and GI are computed by the server',
        body: recipeSavePayloadSchema,
        response: { 201: savedRecipeResponseSchema },
      },
    },
    async (request, reply) => {
      const user = app.requireUser(request);
      const id = await saveRecipe(app.db, app.media, { payload: request.body, userId: user.id });
      forgetPublicRecipe(app.db, id);
      return reply.status(201).send({ recipe: { id } });
    },
  );

  app.put(
    '/api/recipe/:id',
    {
      schema: {
        tags: ['recipes'],
        summary: 'Update your own recipe',
        params: recipeIdParamsSchema,
        body: recipeSavePayloadSchema,
        response: { 200: savedRecipeResponseSchema },
      },
    },
    async (request) => {
      const user = app.requireUser(request);
      const existing = await ownRecipe(
        request.params.id,
        user.id,
        "That recipe isn't yours to edit: save your own version instead.",
      );
      const id = await saveRecipe(app.db, app.media, {
        payload: request.body,
        userId: user.id,
        recipeId: request.params.id,
        currentImageKey: existing.imageKey,
      });
      forgetPublicRecipe(app.db, id);
      return { recipe: { id } };
    },
  );

  app.delete(
    '/api/recipe/:id',
    {
      schema: {
        tags: ['recipes'],
        summary:
          'Delete your own recipe: its ingredients, likes and picture go; food memories stay, unlinked',
        params: recipeIdParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const user = app.requireUser(request);
      const existing = await ownRecipe(
        request.params.id,
        user.id,
        "That recipe isn't yours to delete.",
      );
      // Ingredient rows and likes cascade; posts keep their memory with recipe_id set to null
      // (db/schema/social.ts). The picture goes last, unless another recipe or post still uses it.
      await app.db.delete(recipes).where(eq(recipes.id, request.params.id));
      forgetPublicRecipe(app.db, request.params.id);
      if (existing.imageKey) await app.media.removeIfUnused(existing.imageKey);
      return reply.status(204).send(null);
    },
  );
};
