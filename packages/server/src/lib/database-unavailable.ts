// Tells "the database is not answering" apart from a bug (issue 14): while PostgreSQL is down or
// restarting, or the embedded database is closed, the API answers 503 (try again) and not 500.
// docs/decisions/0015-security-hardening.md.

/** Network failures reaching a PostgreSQL server. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'ETIMEDOUT', 'EPIPE']);

/** PostgreSQL states meaning "not now": connection exceptions (08), shutdown, too many clients. */
const isUnavailableState = (code: string) =>
  code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code);

const UNAVAILABLE_MESSAGES = [
  /PGlite is closed/i,
  /Cannot use a pool after calling end/i,
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error as `cause`; follow the chain a few steps.
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || isUnavailableState(code))) {
      return true;
    }
    if (
      UNAVAILABLE_MESSAGES.some((pattern) =>
        pattern.test(current instanceof Error ? current.message : ''),
      )
    ) {
      return true;
    }
    current = current.cause;
  }
  return false;
}
