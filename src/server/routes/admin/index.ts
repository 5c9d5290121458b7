import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { recordAudit } from '../../audit/record-audit.ts';
import { addPolicyHooks } from '../../policies/route-policy.ts';
import { adminOnlyRoutes } from './admin-only/index.ts';
import { boardRoutes } from './board.ts';
import { bulkRoutes } from './bulk.ts';
import { companyRoutes } from './companies.ts';
import { dashboardRoutes } from './dashboard.ts';
import { fileRoutes } from './files.ts';
import { followUpRoutes } from './follow-ups.ts';
import { inboundMailRoutes } from './inbound-mails.ts';
import { interviewRoutes } from './interviews.ts';
import { jobRoutes } from './jobs.ts';
import { mailTemplateRoutes } from './mail-templates.ts';
import { matchingRoutes } from './matching.ts';
import { managerRoutes } from './managers.ts';
import { personMailRoutes } from './person-mails.ts';
import { peopleRoutes } from './people.ts';
import { personRoutes } from './persons.ts';
import { photoRoutes } from './photos.ts';
import { pipelineRoutes } from './pipelines.ts';
import { profileRoutes } from './profiles.ts';
import { searchRoutes } from './search.ts';
import { recordMailRoutes } from './record-mails.ts';
import { reportRoutes } from './reports.ts';
import { serviceRoutes } from './services.ts';
import { tagRoutes } from './tags.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET that changes data (the legacy `GET /api/addNewService`) is audited like any other change. */
    audit?: boolean;
    /** The handler writes its own audit rows (a bulk action: one per record, decision 0055). */
    auditedByHandler?: boolean;
  }
}

/**
 * Admin routes. Authorization is declared here, once for the whole group: every route needs a valid token of an
 * enabled user with role ADMIN or MANAGER, and passes the one policy (src/server/policies/) with what its
 * `config.policy` declares. Routes for ADMIN only are registered in a child group that adds
 * `requireRole('ADMIN')`. Every successful change is written to the audit log here, in one place.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireRole('ADMIN', 'MANAGER'));
  // Each route's `config.policy`: the role may do it, the record is in the user's charge (docs/decisions/0046).
  addPolicyHooks(app);

  app.addHook('onResponse', async (request, reply) => {
    const changes = request.method !== 'GET' && request.method !== 'HEAD';
    if ((!changes && !request.routeOptions.config?.audit) || reply.statusCode >= 400) return;
    if (request.routeOptions.config?.auditedByHandler) return;
    try {
      await recordAudit(app.db, request, {
        action: `${request.method} ${request.routeOptions.url}`,
        detail: { params: request.params, status: reply.statusCode },
      });
    } catch (err) {
      // The change is made and answered; a lost audit line is reported, not turned into a failure.
      request.log.error({ err }, 'audit log write failed');
    }
  });

  await app.register(serviceRoutes, { legacyContract: config.legacyContract });
  await app.register(jobRoutes);
  await app.register(profileRoutes);
  await app.register(managerRoutes);
  await app.register(pipelineRoutes);
  await app.register(boardRoutes);
  await app.register(fileRoutes);
  await app.register(dashboardRoutes);
  await app.register(recordMailRoutes);
  await app.register(personRoutes);
  await app.register(peopleRoutes);
  await app.register(personMailRoutes);
  await app.register(inboundMailRoutes);
  await app.register(mailTemplateRoutes);
  await app.register(companyRoutes);
  await app.register(followUpRoutes);
  await app.register(interviewRoutes);
  await app.register(searchRoutes);
  await app.register(reportRoutes);
  await app.register(tagRoutes);
  await app.register(bulkRoutes);
  await app.register(photoRoutes);
  await app.register(matchingRoutes);
  await app.register(adminOnlyRoutes);
};
