import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboard } from '../../../shared/schemas/dashboard.ts';
import type { PipelineResource } from '../../../shared/schemas/pipeline.ts';
import { limitedToCharge } from '../../../shared/policy.ts';
import { loadDashboard } from '../../admin/load-dashboard.ts';
import { chargeOf } from '../../policies/index.ts';
import { actorOf } from '../../policies/route-policy.ts';

/** The figures of the admin home. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dashboard',
    {
      config: { policy: { kind: 'dashboard', action: 'read' } },
      schema: {
        summary: 'Get the figures of the admin home',
        operationId: 'getDashboard',
        tags: ['admin: dashboard'],
        response: { 200: dashboard },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      // The counts kept by triggers are everyone's: a user limited to their charge has theirs counted.
      const scope = limitedToCharge(actor) ? (resource: PipelineResource) => chargeOf(actor, resource) : undefined;
      return loadDashboard(app.db, app.clock.now(), scope);
    },
  );
};
