// One request log line at debug level instead of Fastify's two at info (docs/decisions/0014-speed.md):
// at load, logging every request cost 5 to 18 % of CPU. Errors are logged always, by plugins/errors.ts;
// LOG_LEVEL=debug brings every request back.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const VERBOSE_LEVELS = new Set(['debug', 'trace']);

export const requestLogPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onResponse', (request, reply, done) => {
      if (VERBOSE_LEVELS.has(request.log.level)) {
        request.log.debug(
          {
            method: request.method,
            url: request.url,
            statusCode: reply.statusCode,
            ms: Math.round(reply.elapsedTime),
          },
          'request completed',
        );
      }
      done();
    });
  },
  { name: 'request-log' },
);
