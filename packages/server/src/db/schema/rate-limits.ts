// Rate-limit counters shared by every server process (issue 14): one row per limit and key, for
// a fixed window that ends at reset_at. docs/decisions/0015-security-hardening.md.
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const rateLimits = pgTable(
  'rate_limits',
  {
    /** A digest of the limit's key (rate-limits/database-rate-limit-store.ts), never an address. */
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  // The sweep of expired rows reads by reset_at.
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);
