// How often one cook may ask for a recipe: GENERATION_RATE_LIMIT a minute, counted per user (not
// per address: a family behind one router should not share one allowance), after the session
// is known (preHandler). Visitors are counted by address, though they only ever get a 401.
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-errors.ts';

export const QUOTA_REACHED =
  "That's all the recipes Chef Roastie can write for you today. The kitchen reopens at midnight (UTC), see you then!";

export function generationRateLimit(max: number): RateLimitOptions {
  return {
    max,
    timeWindow: 60 * 1000,
    hook: 'preHandler',
    keyGenerator: (request: FastifyRequest) =>
      request.user ? `generate|user|${request.user.id}` : `generate|ip|${request.ip}`,
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        `Easy, chef! Chef Roastie is still chopping your last orders. Try again in ${context.after}.`,
      ),
  };
}
