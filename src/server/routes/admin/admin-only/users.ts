import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listQuery } from '../../../../shared/schemas/list-query.ts';
import { page } from '../../../../shared/schemas/pagination.ts';
import { idParams } from '../../../../shared/schemas/rules.ts';
import { user, userInput, userUpdate } from '../../../../shared/schemas/user.ts';
import { resetPassword } from '../../../admin/reset-password.ts';
import { clearTwoFactor } from '../../../auth/two-factor.ts';
import { userToApi } from '../../../admin/to-api.ts';
import { createUser } from '../../../admin/users/create-user.ts';
import { deleteUser } from '../../../admin/users/delete-user.ts';
import { getUser } from '../../../admin/users/get-user.ts';
import { listUsers } from '../../../admin/users/list-users.ts';
import { updateUser } from '../../../admin/users/update-user.ts';
import { sessionUser } from '../../../plugins/auth.ts';
import { errorAnswers, noContent, textAnswer } from '../../responses.ts';

const tags = ['admin: users'];

/** User accounts (docs/spec/product-spec.md#7-the-calls-it-makes): ADMIN only. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users',
    {
      config: { policy: { kind: 'users', action: 'list' } },
      schema: {
        summary: 'List user accounts',
        operationId: 'listUsers',
        tags,
        querystring: listQuery,
        response: { 200: page(user) },
      },
    },
    async (request) => listUsers(app.db, request.query),
  );

  app.get(
    '/api/users/:id',
    {
      config: { policy: { kind: 'users', action: 'read' } },
      schema: {
        summary: 'Get a user account',
        operationId: 'getUser',
        tags,
        params: idParams,
        response: { 200: user },
      },
    },
    async (request) => userToApi(await getUser(app.db, request.params.id)),
  );

  app.post(
    '/api/user/add',
    {
      config: { policy: { kind: 'users', action: 'create' } },
      schema: {
        summary: 'Add a user account',
        operationId: 'createUser',
        tags,
        body: userInput,
        response: { 201: user },
      },
    },
    async (request, reply) => reply.status(201).send(await createUser(app.db, request.body)),
  );

  app.put(
    '/api/user/update',
    {
      config: { policy: { kind: 'users', action: 'update' } },
      schema: {
        summary: 'Edit a user account (disabling it ends its sessions)',
        operationId: 'updateUser',
        tags,
        body: userUpdate,
        response: { 200: user, ...errorAnswers(404) },
      },
    },
    async (request) => updateUser(app.db, request.body, sessionUser(request)),
  );

  app.delete(
    '/api/user/delete/:id',
    {
      config: { policy: { kind: 'users', action: 'delete' } },
      schema: {
        summary: 'Delete a user account',
        operationId: 'deleteUser',
        tags,
        params: idParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await deleteUser(app.db, request.params.id, sessionUser(request));
      return reply.status(204).send();
    },
  );

  // The spec's body is "not shown": whatever it holds is ignored. The answer is the new password, shown once.
  app.put(
    '/api/user/resetpassword/:id',
    {
      config: { policy: { kind: 'users', action: 'update' } },
      schema: {
        summary:
          'Reset a password: answers a new one, shown once, and ends the sessions. It works for one login within 24 hours, which must change it',
        operationId: 'resetPassword',
        tags,
        params: idParams,
        response: { 200: textAnswer('The new password') },
      },
    },
    async (request, reply) =>
      reply.type('text/plain; charset=utf-8').send(await resetPassword(app.db, request.params.id, app.clock)),
  );

  // A lost phone (docs/decisions/0076): the user signs in with the password alone, then sets it up again if required.
  app.put(
    '/api/user/twofactor/reset/:id',
    {
      config: { policy: { kind: 'users', action: 'update' } },
      schema: {
        summary: "Reset a user's second factor: two-factor sign-in off, recovery codes gone",
        operationId: 'resetTwoFactor',
        tags,
        params: idParams,
        response: { 204: noContent, ...errorAnswers(404) },
      },
    },
    async (request, reply) => {
      await clearTwoFactor(app.db, request.params.id);
      return reply.status(204).send();
    },
  );
};
