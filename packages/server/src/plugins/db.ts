// Makes the database available as `app.db` and closes it with the app. The handle is opened by
// the caller (server.ts or a test) so that tests can pass a cloned, already-migrated database.
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    database: DatabaseHandle;
  }
}

export interface DbPluginOptions {
  database: DatabaseHandle;
  /** Close the database when the app closes (false when a test shares it). */
  closeOnShutdown: boolean;
}

export const dbPlugin = fp<DbPluginOptions>(
  async (app, { database, closeOnShutdown }) => {
    app.decorate('db', database.db);
    app.decorate('database', database);
    if (closeOnShutdown) app.addHook('onClose', async () => database.close());
  },
  { name: 'db' },
);
