import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';

/**
 * Admin routes. Authorization is declared here, once for the whole group: every route needs a valid token of an
 * enabled user with role ADMIN or MANAGER. Routes for ADMIN only are registered in a child group that adds
 * `requireRole('ADMIN')`.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireRole('ADMIN', 'MANAGER'));
};
