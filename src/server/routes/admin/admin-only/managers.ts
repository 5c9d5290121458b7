import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { manager, managerDeleteQuery, managerInput } from '../../../../shared/schemas/manager.ts';
import { idParams } from '../../../../shared/schemas/rules.ts';
import { deleteManager } from '../../../admin/managers/delete-manager.ts';
import { createManager } from '../../../admin/managers/create-manager.ts';
import { managerTags as tags } from '../managers.ts';
import { noContent } from '../../responses.ts';

/** docs/product-decisions.md#2-roles: adding and deleting managers is for ADMIN. */
export const managerAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/postManager',
    {
      config: { policy: { kind: 'managers', action: 'create' } },
      schema: {
        summary: 'Add a manager (ADMIN)',
        operationId: 'createManager',
        tags,
        body: managerInput,
        response: { 201: manager },
      },
    },
    async (request, reply) => reply.status(201).send(await createManager(app.db, request.body)),
  );

  app.delete(
    '/api/delete/manager/:id',
    {
      config: { policy: { kind: 'managers', action: 'delete', record: 'params' } },
      schema: {
        summary: 'Delete a manager (ADMIN), handing their jobs and profiles to another one',
        operationId: 'deleteManager',
        tags,
        params: idParams,
        querystring: managerDeleteQuery,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await deleteManager(app.db, request.params.id, request.query.handTo);
      return reply.status(204).send();
    },
  );
};
