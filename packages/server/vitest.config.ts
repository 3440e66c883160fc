import { defineProject } from 'vitest/config';

// *.postgres.test.ts need a PostgreSQL server of their own (TEST_DATABASE_URL); every other test
// runs on PGlite, and on that server too when it is set.
const postgresOnly = process.env.TEST_DATABASE_URL ? [] : ['src/**/*.postgres.test.ts'];

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ['**/node_modules/**', ...postgresOnly],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['../../test-support/fail-on-console-error.ts'],
    // Ceilings that only end a hang: a test that builds its own app (a cloned, migrated database)
    // took over 20 s on two cores beside a CPU burner and a build (docs/decisions/0006-testing.md).
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
