import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboard } from '../../../shared/schemas/dashboard.ts';
import { loadDashboard } from '../../admin/load-dashboard.ts';

/** The figures of the admin home. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dashboard',
    {
      schema: {
        summary: 'Get the figures of the admin home',
        operationId: 'getDashboard',
        tags: ['admin: dashboard'],
        response: { 200: dashboard },
      },
    },
    async () => loadDashboard(app.db, app.clock.now()),
  );
};
