import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listQuery } from '../../../shared/schemas/list-query.ts';
import { manager, managerRecords, managerUpdate } from '../../../shared/schemas/manager.ts';
import { page } from '../../../shared/schemas/pagination.ts';
import { idParams } from '../../../shared/schemas/rules.ts';
import { listRecords } from '../../admin/list-records.ts';
import { LIST_SPECS } from '../../admin/list-specs.ts';
import { countManagerRecords } from '../../admin/count-manager-records.ts';
import { getManager } from '../../admin/managers/get-manager.ts';
import { updateManager } from '../../admin/managers/update-manager.ts';
import { sessionUser } from '../../plugins/auth.ts';
import { errorAnswers } from '../responses.ts';

export const managerTags = ['admin: managers'];
const tags = managerTags;

/** What every staff member may do with managers: read them, and edit their own (adding and deleting: ADMIN). */
export const managerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/managers',
    {
      config: { policy: { kind: 'managers', action: 'list' } },
      schema: {
        summary: 'List managers',
        operationId: 'listManagers',
        tags,
        querystring: listQuery,
        response: { 200: page(manager) },
      },
    },
    async (request) => listRecords(app.db, LIST_SPECS.managers, request.query),
  );

  // The spec's address, and the same under the list's address as the other records have it.
  for (const [path, operationId] of [
    ['/api/manager/:id', 'getManager'],
    ['/api/managers/:id', 'getManagerById'],
  ] as const) {
    app.get(
      path,
      {
        config: { policy: { kind: 'managers', action: 'read', record: 'params' } },
        schema: { summary: 'Get a manager', operationId, tags, params: idParams, response: { 200: manager } },
      },
      async (request) => getManager(app.db, request.params.id),
    );
  }

  app.get(
    '/api/managers/:id/records',
    {
      config: { policy: { kind: 'managers', action: 'read', record: 'params' } },
      schema: {
        summary: 'Count what a manager is in charge of (asked before deleting them)',
        operationId: 'countManagerRecords',
        tags,
        params: idParams,
        response: { 200: managerRecords, ...errorAnswers(404) },
      },
    },
    async (request) => countManagerRecords(app.db, request.params.id),
  );

  app.post(
    '/api/updateManager',
    {
      config: { policy: { kind: 'managers', action: 'update', record: 'body' } },
      schema: {
        summary: 'Edit a manager (MANAGER: only their own)',
        operationId: 'updateManager',
        tags,
        body: managerUpdate,
        response: { 200: manager, ...errorAnswers(404) },
      },
    },
    async (request) => updateManager(app.db, request.body, sessionUser(request)),
  );
};
