import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbHandle: DatabaseHandle;
  }
}

/** Makes the opened database available as `app.db`; closes it when the app closes. */
export const dbPlugin = fp(
  async (app: FastifyInstance, options: { handle: DatabaseHandle; closeOnExit: boolean }) => {
    app.decorate('db', options.handle.db);
    app.decorate('dbHandle', options.handle);
    if (options.closeOnExit) app.addHook('onClose', () => options.handle.close());
  },
  { name: 'db' },
);
