import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogRoutes } from './audit-log.ts';
import { managerAdminRoutes } from './managers.ts';
import { userRoutes } from './users.ts';

/** docs/product-decisions.md#2-roles: user accounts, adding and deleting managers, and the audit log are for ADMIN only. */
export const adminOnlyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('ADMIN'));
  await app.register(userRoutes);
  await app.register(managerAdminRoutes);
  await app.register(auditLogRoutes);
};
