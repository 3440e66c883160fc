// A first start on the embedded database runs in a process of its own (first-start.ts) before
// the server opens the database: seeding the library grows PGlite's WebAssembly memory, which
// never shrinks, to twice what a later start holds (docs/decisions/0018-production-build.md).
import { fork } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pgliteDataDir } from './db/database-target.ts';
import type { AppConfig } from './env.ts';
import { workerEntry } from './heavy-work/worker-entry.ts';

/** True on the embedded database when its directory holds no database yet. */
export async function isFirstEmbeddedStart(config: AppConfig): Promise<boolean> {
  if (config.databaseUrl) return false;
  try {
    await fs.access(path.join(pgliteDataDir(config), 'PG_VERSION'));
    return false;
  } catch {
    return true;
  }
}

/**
 * Runs first-start.ts in a child process: 'done' when it finished, 'stopped' when a SIGTERM or
 * SIGINT stopped it (and the server should not start); rejects when it failed.
 */
export async function runFirstStartApart(
  moduleUrl: string = import.meta.url,
): Promise<'done' | 'stopped'> {
  const entry = workerEntry('first-start', moduleUrl);
  const child = fork(entry.filename, [], {
    execArgv: entry.execArgv ?? process.execArgv,
    stdio: 'inherit',
  });
  // A stop asked for while the library is being stocked stops the child too.
  let stopped = false;
  const forward = (signal: NodeJS.Signals) => {
    stopped = true;
    child.kill(signal);
  };
  process.on('SIGTERM', forward);
  process.on('SIGINT', forward);
  try {
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (exitCode, signal) => resolve(signal ? null : exitCode));
    });
    if (stopped) return 'stopped';
    if (code !== 0) throw new Error(`The first start's setup failed (exit ${code ?? 'by signal'})`);
    return 'done';
  } finally {
    process.off('SIGTERM', forward);
    process.off('SIGINT', forward);
  }
}
