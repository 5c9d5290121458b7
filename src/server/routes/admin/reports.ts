import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { funnelQuery, funnelReport } from '../../../shared/schemas/report.ts';
import { funnelReport as loadFunnel } from '../../reports/funnel.ts';
import { actorOf } from '../../policies/route-policy.ts';

/** The reports (issue 31 item 5): the funnel. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/reports/funnel',
    {
      config: { policy: { kind: 'reports', action: 'read' } },
      schema: {
        summary: 'The funnel of the applications received in a period: stages, time in stage, time to hire, sources',
        operationId: 'getFunnelReport',
        tags: ['admin: reports'],
        querystring: funnelQuery,
        response: { 200: funnelReport },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return loadFunnel(app.db, request.query, actorOf(request), app.clock.now());
    },
  );
};
