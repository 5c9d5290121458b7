import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditEntry } from '../../../../shared/schemas/audit.ts';
import { auditLogQuery } from '../../../../shared/schemas/list-query.ts';
import { page } from '../../../../shared/schemas/pagination.ts';
import { listAuditLog } from '../../../admin/list-audit-log.ts';

export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/audit-log',
    {
      config: { policy: { kind: 'audit-log', action: 'list' } },
      schema: {
        summary: 'List the audit log (ADMIN)',
        operationId: 'listAuditLog',
        tags: ['admin: audit log'],
        querystring: auditLogQuery,
        response: { 200: page(auditEntry) },
      },
    },
    async (request) => listAuditLog(app.db, request.query),
  );
};
