import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * Admin routes. Authorization is declared here, once for the whole group: every route needs a valid token of an
 * enabled user with role ADMIN or MANAGER. Routes for ADMIN only are registered in a child group that adds
 * `requireRole('ADMIN')`.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireRole('ADMIN', 'MANAGER'));
};
