import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listQuery } from '../../../shared/schemas/list-query.ts';
import { page } from '../../../shared/schemas/pagination.ts';
import { idParams } from '../../../shared/schemas/rules.ts';
import { service, serviceInput, serviceUpdate } from '../../../shared/schemas/service.ts';
import { listRecords } from '../../admin/list-records.ts';
import { LIST_SPECS } from '../../admin/list-specs.ts';
import { createService } from '../../admin/services/create-service.ts';
import { deleteService } from '../../admin/services/delete-service.ts';
import { getService } from '../../admin/services/get-service.ts';
import { updateService } from '../../admin/services/update-service.ts';
import { plain } from '../../admin/to-api.ts';
import { errorAnswers, noContent } from '../responses.ts';

const tags = ['admin: services'];

/** Services (docs/spec/product-spec.md#7-the-calls-it-makes), plus the safe `POST /api/services` and the admin list. */
export const serviceRoutes: FastifyPluginAsyncZod<{ legacyContract: boolean }> = async (app, options) => {
  app.get(
    '/api/services',
    {
      config: { policy: { kind: 'services', action: 'list' } },
      schema: {
        summary: 'List services',
        operationId: 'listServices',
        tags,
        querystring: listQuery,
        response: { 200: page(service) },
      },
    },
    async (request) => {
      const result = await listRecords(app.db, LIST_SPECS.services, request.query);
      return { ...result, items: result.items.map(plain) };
    },
  );

  app.get(
    '/api/services/:id',
    {
      config: { policy: { kind: 'services', action: 'read', record: 'params' } },
      schema: {
        summary: 'Get a service',
        operationId: 'getService',
        tags,
        params: idParams,
        response: { 200: service },
      },
    },
    async (request) => getService(app.db, request.params.id),
  );

  app.post(
    '/api/services',
    {
      config: { policy: { kind: 'services', action: 'create' } },
      schema: {
        summary: 'Add a service',
        operationId: 'createService',
        tags,
        body: serviceInput,
        response: { 201: service },
      },
    },
    async (request, reply) => reply.status(201).send(await createService(app.db, request.body)),
  );

  // The original API adds a service with a GET; only for old clients, and still audited as a change.
  if (options.legacyContract) {
    app.get(
      '/api/addNewService',
      {
        config: { policy: { kind: 'services', action: 'create' }, audit: true },
        schema: {
          summary: 'Add a service with a GET (legacy; use POST /api/services)',
          operationId: 'addServiceLegacy',
          deprecated: true,
          tags,
          querystring: serviceInput.pick({ title: true, description: true, details: true }),
          response: { 201: service },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await createService(app.db, { ...request.query, translations: {}, displayOrder: 0 })),
    );
  }

  app.put(
    '/api/updateService',
    {
      config: { policy: { kind: 'services', action: 'update', record: 'body' } },
      schema: {
        summary: 'Edit a service',
        operationId: 'updateService',
        tags,
        body: serviceUpdate,
        response: { 200: service, ...errorAnswers(404) },
      },
    },
    async (request) => updateService(app.db, request.body),
  );

  app.delete(
    '/api/service/:id',
    {
      config: { policy: { kind: 'services', action: 'delete', record: 'params' } },
      schema: {
        summary: 'Delete a service',
        operationId: 'deleteService',
        tags,
        params: idParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await deleteService(app.db, request.params.id);
      return reply.status(204).send();
    },
  );
};
