import { defineConfig } from 'drizzle-kit';

// Migrations are generated here and run by the app at start (src/db/migrate.ts), never by
// drizzle-kit: it cannot load PGlite's extensions.
export default defineConfig({
  dialect: 'postgresql',
  schema: './packages/server/src/db/schema/index.ts',
  out: './packages/server/src/db/migrations',
});
