import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobAlertAdminItem, jobAlertListQuery } from '../../../../shared/schemas/job-alert.ts';
import { page } from '../../../../shared/schemas/pagination.ts';
import { idParams } from '../../../../shared/schemas/rules.ts';
import { listJobAlerts, removeJobAlert } from '../../../job-alerts/admin-job-alerts.ts';
import { errorAnswers, noContent } from '../../responses.ts';

const tags = ['admin: job alerts'];

/** The public site's job alerts (ADMIN, issue 44 item 15): the list with their failures, and removing one. */
export const jobAlertAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/job-alerts',
    {
      config: { policy: { kind: 'job-alerts', action: 'list' } },
      schema: {
        summary: 'List the job alerts, newest first (ADMIN)',
        operationId: 'listJobAlerts',
        tags,
        querystring: jobAlertListQuery,
        response: { 200: page(jobAlertAdminItem) },
      },
    },
    async (request) => listJobAlerts(app.db, request.query),
  );

  app.delete(
    '/api/job-alerts/:id',
    {
      config: { policy: { kind: 'job-alerts', action: 'delete' } },
      schema: {
        summary: 'Remove a job alert: it mails nothing more (ADMIN)',
        operationId: 'deleteJobAlert',
        tags,
        params: idParams,
        response: { 204: noContent, ...errorAnswers(404) },
      },
    },
    async (request, reply) => {
      await removeJobAlert(app.db, request.params.id, app.clock.now());
      return reply.status(204).send();
    },
  );
};
