import { randomBytes } from 'node:crypto';

/**
 * A database name of its own for each test run, so two runs on one server (two checkouts, CI beside
 * a developer) never drop each other's databases.
 */
export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
}

/** The same server URL pointing at another database. */
export function databaseUrlFor(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
