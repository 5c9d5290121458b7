import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogRoutes } from './audit-log.ts';
import { jobAlertAdminRoutes } from './job-alerts.ts';
import { managerAdminRoutes } from './managers.ts';
import { outboxRoutes } from './outbox.ts';
import { privacyAdminRoutes } from './privacy.ts';
import { siteContentRoutes } from './site-content.ts';
import { settingsRoutes } from './settings.ts';
import { userRoutes } from './users.ts';

/** docs/product-decisions.md#2-roles: user accounts, adding and deleting managers, the audit log, the mail
 * outbox and the site's content are for ADMIN only. */
export const adminOnlyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('ADMIN'));
  await app.register(userRoutes);
  await app.register(managerAdminRoutes);
  await app.register(auditLogRoutes);
  await app.register(outboxRoutes);
  await app.register(privacyAdminRoutes);
  await app.register(siteContentRoutes);
  await app.register(settingsRoutes);
  await app.register(jobAlertAdminRoutes);
};
