// POST /api/glycemic/estimate: GI, GL, nutrition, coverage and swaps for a list of ingredients,
// by the same engine the editor, the recipe page and generation use.
import {
  CATALOGUE,
  estimateGlycemic,
  glycemicEstimateRequestSchema,
  glycemicEstimateResponseSchema,
} from '@roastie/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const glycemicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/glycemic/estimate',
    {
      schema: {
        tags: ['glycemic'],
        summary: 'Estimate GI, glycemic load and nutrition per serving from ingredients',
        body: glycemicEstimateRequestSchema,
        response: { 200: glycemicEstimateResponseSchema },
      },
    },
    async (request) => estimateGlycemic(request.body, CATALOGUE),
  );
};
