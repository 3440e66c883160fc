// GET and PUT /api/shopping-list (issue 8): the signed-in cook's list, synced between devices.
// A PUT names the version it started from (baseVersion); when another device saved since, the
// answer is a 409 carrying the current list, so the client merges and tries again instead of
// overwriting what the other device wrote.
import {
  shoppingListPutSchema,
  shoppingListResponseSchema,
  type ShoppingListResponse,
} from '@roastie/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findShoppingList, saveShoppingList } from './shopping-list.repository.ts';

export const CONFLICT_MESSAGE =
  'Another device changed this list in the meantime: merge with the current list and try again.';

const conflictSchema = z.object({
  statusCode: z.literal(409),
  error: z.string(),
  current: shoppingListResponseSchema,
});

export const shoppingListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/shopping-list',
    {
      schema: {
        tags: ['shopping'],
        summary: 'Your shopping list (an empty list at version 0 before the first save)',
        response: { 200: shoppingListResponseSchema },
      },
    },
    async (request, reply) => {
      const user = app.requireUser(request);
      // Private and changing: no shared cache, and the service worker leaves it alone too.
      reply.header('cache-control', 'private, no-store');
      return findShoppingList(app.db, user.id);
    },
  );

  app.put(
    '/api/shopping-list',
    {
      schema: {
        tags: ['shopping'],
        summary:
          'Save your shopping list if it is still at baseVersion (else 409 with the current)',
        body: shoppingListPutSchema,
        response: { 200: shoppingListResponseSchema, 409: conflictSchema },
      },
    },
    async (request, reply) => {
      const user = app.requireUser(request);
      const { baseVersion, items, recipes } = request.body;
      reply.header('cache-control', 'private, no-store');
      const outcome = await saveShoppingList(app.db, user.id, { items, recipes }, baseVersion);
      if (outcome.saved) return outcome.list;
      const current: ShoppingListResponse = outcome.current;
      return reply.status(409).send({ statusCode: 409, error: CONFLICT_MESSAGE, current });
    },
  );
};

// `app.register(import(...))` in app.ts takes the default export.
export default shoppingListRoutes;
