// Finding something to cook: text search and 'Feeling hungry'.
import {
  randomQuerySchema,
  randomResponseSchema,
  searchRequestSchema,
  searchResponseSchema,
} from '@roastie/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-errors.ts';
import { sendReadyJson } from '../../lib/send-ready-json.ts';
import { publicSearchCache } from '../../recipes/public-recipe-cache.ts';
import { toCard } from '../../recipes/recipe-queries.ts';
import { pickRandomRecipe } from './random-recipe.ts';
import { queryWords } from './search-query.ts';
import { searchRecipes } from './search-recipes.ts';

export interface DiscoverOptions {
  /** The random source for 'Feeling hungry' (tests make it predictable). */
  random?: () => number;
}

export const discoverRoutes: FastifyPluginAsyncZod<DiscoverOptions> = async (app, options) => {
  app.post(
    '/api/search',
    {
      schema: {
        tags: ['recipes'],
        summary: 'Search recipes by name, description and ingredients (typos forgiven); at most 24',
        body: searchRequestSchema,
        response: { 200: searchResponseSchema },
      },
    },
    async (request, reply) => {
      // The answer depends on the words alone, whoever asks: "Chicken!" and "chicken" share it.
      const key = queryWords(request.body.query).join(' ');
      const json = await publicSearchCache(app.db).getOrMake(key, async () =>
        JSON.stringify(searchResponseSchema.parse(await searchRecipes(app.db, key))),
      );
      return sendReadyJson(reply, json);
    },
  );

  app.get(
    '/api/recipe/random',
    {
      schema: {
        tags: ['recipes'],
        summary: "'Feeling hungry': one recipe at random, weighed by the cook's preferences",
        querystring: randomQuerySchema,
        response: { 200: randomResponseSchema },
      },
    },
    async (request) => {
      const row = await pickRandomRecipe(
        app.db,
        request.query,
        request.user?.id ?? null,
        options.random,
      );
      if (!row) throw notFound('Chef Roastie has nothing like that on the menu yet.');
      return { recipe: toCard(row) };
    },
  );
};
