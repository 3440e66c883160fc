// @fastify/rate-limit, counting in the database so that every process shares each limit (issue
// 14; docs/decisions/0015-security-hardening.md). No limit is global: each route names its own.
// Ended windows are deleted at start and every few minutes; a missed sweep costs only rows.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  databaseRateLimitStore,
  deleteExpiredRateLimits,
} from '../rate-limits/database-rate-limit-store.ts';

const SWEEP_EVERY_MS = 10 * 60 * 1000;

export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(rateLimit, { global: false, store: databaseRateLimitStore(app.db) });

    let running: Promise<void> | undefined;
    const sweep = () => {
      running ??= deleteExpiredRateLimits(app.db)
        .catch((error: unknown) => app.log.warn({ err: error }, 'rate-limit sweep failed'))
        .finally(() => {
          running = undefined;
        });
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      sweep();
      timer = setInterval(sweep, SWEEP_EVERY_MS);
      timer.unref();
    });
    // Closing waits for a sweep under way, so the database is never closed under it.
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'rate-limit', dependencies: ['db'] },
);
