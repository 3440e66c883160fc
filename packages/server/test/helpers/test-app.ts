// Builds the real app for app.inject tests, on a database of its own, with logging off.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../src/app.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { loadConfig, type AppConfig } from '../../src/env.ts';
import { createTestDatabase } from './test-database.ts';

export const fixtureWebDist = path.resolve(import.meta.dirname, '../fixtures/web-dist');

export function testConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(import.meta.dirname, '../../.test-data'),
    WEB_DIST_DIR: fixtureWebDist,
    ...env,
  });
}

export interface TestAppOptions {
  env?: Record<string, string>;
  database?: DatabaseHandle;
  /** Runs before the app is ready, e.g. to add a route that throws. */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
  /** Told of every route as it is added (the server's own route list). */
  onRoute?: BuildAppOptions['onRoute'];
}

export async function createTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  const database = options.database ?? (await createTestDatabase());
  const app = await buildApp({
    config: testConfig(options.env),
    database,
    closeDatabase: options.database === undefined,
    logger: false,
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
  });
  await options.beforeReady?.(app);
  await app.ready();
  return app;
}
