// Which database a process opens, from its configuration (env.ts): the PostgreSQL server at
// DATABASE_URL, else the embedded PGlite under DATA_DIR. The server, the backup commands and the
// bench's seeder open the same one the same way.
import os from 'node:os';
import path from 'node:path';
import type { AppConfig } from '../env.ts';
import type { DatabaseTarget } from './client.ts';

/** Where the embedded database lives under DATA_DIR. */
export const pgliteDataDir = (config: Pick<AppConfig, 'dataDir'>) =>
  path.join(config.dataDir, 'db');

/**
 * Connections a process keeps to a PostgreSQL server when DATABASE_POOL_SIZE is not set: two a
 * core, at least 4, at most 10. More connections than the cores can serve do not answer sooner:
 * at 32 concurrent searches on two cores, 10 connections made every query share the cores with
 * nine others and gave a p95 half as long again as 4 did, where the rest wait in the pool's
 * first-come queue (docs/decisions/0014-speed.md).
 */
export function defaultPoolSize(cores = os.availableParallelism()): number {
  return Math.min(10, Math.max(4, 2 * cores));
}

export function databaseTarget(
  config: Pick<AppConfig, 'dataDir' | 'databaseUrl' | 'databasePoolSize'>,
): DatabaseTarget {
  return config.databaseUrl
    ? {
        kind: 'postgres',
        url: config.databaseUrl,
        poolSize: config.databasePoolSize ?? defaultPoolSize(),
      }
    : { kind: 'pglite', dataDir: pgliteDataDir(config) };
}
