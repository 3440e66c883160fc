// POST /api/ingredients/parse: free-text ingredient lines (pasted, imported or typed) read into
// quantity, unit, size, name, preparation, comment, catalogue entry and grams, by core's parser
// (docs/decisions/0012-ingredient-line-parser.md). Public like the glycemic estimate, so each
// address is rate-limited: a request can carry 200 lines, and parsing is the work it asks for.
import type { RateLimitOptions } from '@fastify/rate-limit';
import {
  ingredientParseRequestSchema,
  ingredientParseResponseSchema,
  parseIngredientLines,
} from '@roastie/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-errors.ts';

/** Requests per address per minute: a cook pastes a few recipes a minute, not sixty. */
export const PARSE_RATE_LIMIT_PER_MINUTE = 60;

const parseRateLimit: RateLimitOptions = {
  max: PARSE_RATE_LIMIT_PER_MINUTE,
  timeWindow: 60 * 1000,
  keyGenerator: (request: FastifyRequest) => `ingredient-parse|${request.ip}`,
  errorResponseBuilder: (_request, context) =>
    new HttpError(
      429,
      `Easy, chef! That is a lot of ingredient lines at once. Try again in ${context.after}.`,
    ),
};

export const ingredientParseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/ingredients/parse',
    {
      config: { rateLimit: parseRateLimit },
      schema: {
        tags: ['ingredients'],
        summary:
          'Read ingredient lines into quantity, unit, size, name, preparation, comment, catalogue food and grams',
        body: ingredientParseRequestSchema,
        response: { 200: ingredientParseResponseSchema },
      },
    },
    async (request) => ({
      ingredients: parseIngredientLines(
        request.body.lines,
        request.body.locale ? { locale: request.body.locale } : {},
      ),
    }),
  );
};
