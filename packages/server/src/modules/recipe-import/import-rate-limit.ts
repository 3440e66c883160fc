// How often one cook may import: IMPORT_RATE_LIMIT_PER_MINUTE, counted per signed-in user after
// the session is known (as generation does), by address for visitors (who only get a 401).
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-errors.ts';

export const IMPORT_RATE_LIMIT_PER_MINUTE = 20;

export const importRateLimit: RateLimitOptions = {
  max: IMPORT_RATE_LIMIT_PER_MINUTE,
  timeWindow: 60 * 1000,
  hook: 'preHandler',
  keyGenerator: (request: FastifyRequest) =>
    request.user ? `import|user|${request.user.id}` : `import|ip|${request.ip}`,
  errorResponseBuilder: (_request, context) =>
    new HttpError(
      429,
      `Easy, chef! That's a lot of recipes at once. Try again in ${context.after}.`,
    ),
};
