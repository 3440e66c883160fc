// GET /api/ingredients: the whole catalogue, which changes only with a release, so it is built
// once, served with an ETag and revalidated cheaply (304) by browsers and the service worker.
import { createHash } from 'node:crypto';
import {
  CATALOGUE,
  ingredientListSchema,
  toIngredientListItem,
  type IngredientListItem,
} from '@roastie/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ingredientParseRoutes } from './ingredient-parse.routes.ts';

export const ingredientsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(ingredientParseRoutes);

  const list = CATALOGUE.map(toIngredientListItem);
  // Validated once against the schema, then sent as the same string: 489 entries need not be
  // serialised again for every request.
  const json = JSON.stringify(ingredientListSchema.parse(list));
  const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;

  app.get(
    '/api/ingredients',
    {
      schema: {
        tags: ['ingredients'],
        summary:
          'The ingredient catalogue: id, name, default unit, nutrition per 100 g and GI with sources',
        response: { 200: ingredientListSchema, 304: z.null().describe('Not modified') },
      },
    },
    async (request, reply) => {
      reply.header('ETag', etag).header('Cache-Control', 'public, max-age=3600, must-revalidate');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
      // A string is sent as it is (already validated above); the cast only satisfies the types.
      return reply
        .type('application/json; charset=utf-8')
        .send(json as unknown as IngredientListItem[]);
    },
  );
};
