import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listQuery } from '../../../../shared/schemas/list-query.ts';
import { page } from '../../../../shared/schemas/pagination.ts';
import { idParams } from '../../../../shared/schemas/rules.ts';
import { user, userInput, userUpdate } from '../../../../shared/schemas/user.ts';
import { resetPassword } from '../../../admin/reset-password.ts';
import { userToApi } from '../../../admin/to-api.ts';
import { createUser } from '../../../admin/users/create-user.ts';
import { deleteUser } from '../../../admin/users/delete-user.ts';
import { getUser } from '../../../admin/users/get-user.ts';
import { listUsers } from '../../../admin/users/list-users.ts';
import { updateUser } from '../../../admin/users/update-user.ts';
import { sessionUser } from '../../../plugins/auth.ts';

const tags = ['admin: users'];

/** User accounts (docs/spec/product-spec.md#7-the-calls-it-makes): ADMIN only. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/users', { schema: { tags, querystring: listQuery, response: { 200: page(user) } } }, async (request) =>
    listUsers(app.db, request.query),
  );

  app.get('/api/users/:id', { schema: { tags, params: idParams, response: { 200: user } } }, async (request) =>
    userToApi(await getUser(app.db, request.params.id)),
  );

  app.post('/api/user/add', { schema: { tags, body: userInput, response: { 201: user } } }, async (request, reply) =>
    reply.status(201).send(await createUser(app.db, request.body)),
  );

  app.put('/api/user/update', { schema: { tags, body: userUpdate, response: { 200: user } } }, async (request) =>
    updateUser(app.db, request.body, sessionUser(request)),
  );

  app.delete('/api/user/delete/:id', { schema: { tags, params: idParams } }, async (request, reply) => {
    await deleteUser(app.db, request.params.id, sessionUser(request));
    return reply.status(204).send();
  });

  // The spec's body is "not shown": whatever it holds is ignored. The answer is the new password, shown once.
  app.put(
    '/api/user/resetpassword/:id',
    { schema: { tags, params: idParams, response: { 200: z.string() } } },
    async (request, reply) =>
      reply.type('text/plain; charset=utf-8').send(await resetPassword(app.db, request.params.id)),
  );
};
