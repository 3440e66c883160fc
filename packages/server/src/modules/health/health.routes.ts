// Liveness (the process answers) and readiness (the database answers too).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withTimeout } from '../../lib/with-timeout.ts';

const statusSchema = z.object({ status: z.enum(['ok', 'unavailable']) });
const READY_TIMEOUT_MS = 2000;

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/livez',
    {
      schema: {
        tags: ['health'],
        summary: 'The process is alive',
        response: { 200: statusSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'Ready to serve: the database answers',
        response: { 200: statusSchema, 503: statusSchema },
      },
    },
    async (request, reply) => {
      try {
        await withTimeout(app.database.ping(), READY_TIMEOUT_MS, 'database ping timed out');
        return { status: 'ok' as const };
      } catch (err) {
        request.log.warn({ err }, 'readiness check failed');
        return reply.status(503).send({ status: 'unavailable' as const });
      }
    },
  );
};
