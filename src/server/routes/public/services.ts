import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicManager } from '../../../shared/schemas/manager.ts';
import { idParams } from '../../../shared/schemas/rules.ts';
import { service } from '../../../shared/schemas/service.ts';
import { getService, listServices, listSiteManagers } from '../../public/list-site-content.ts';

const tags = ['public'];

/** The company content of the public site: services and the champion team. */
export const serviceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public/api/services',
    {
      config: { publicCache: true },
      schema: {
        summary: 'List the services of the firm',
        operationId: 'listPublicServices',
        tags,
        response: { 200: z.array(service) },
      },
    },
    () => listServices(app.db),
  );

  app.get(
    '/api/forClients/:id',
    {
      config: { publicCache: true },
      schema: {
        summary: 'Get a service',
        operationId: 'getPublicService',
        tags,
        params: idParams,
        response: { 200: service },
      },
    },
    (request) => getService(app.db, request.params.id),
  );

  app.get(
    '/public/api/managers',
    {
      config: { publicCache: true },
      schema: {
        summary: 'List the champion team shown on the site',
        operationId: 'listPublicManagers',
        tags,
        response: { 200: z.array(publicManager) },
      },
    },
    () => listSiteManagers(app.db),
  );
};
