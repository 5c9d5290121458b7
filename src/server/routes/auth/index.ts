import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePassword as changePasswordSchema,
  currentUser,
  login as loginSchema,
} from '../../../shared/schemas/auth.ts';
import { recordAudit } from '../../audit/record-audit.ts';
import { changePassword, revokeTokens } from '../../auth/change-password.ts';
import { logInAudited } from '../../auth/log-in-audited.ts';
import type { AuthenticatedUser } from '../../auth/login.ts';
import { sessionUser } from '../../plugins/auth.ts';

const tags = ['auth'];

function toCurrentUser(user: Pick<AuthenticatedUser, 'id' | 'userName' | 'role' | 'idManager'>) {
  return { id: user.id, userName: user.userName, role: user.role, idManager: user.idManager, isAdmin: true };
}

export const authRoutes: FastifyPluginAsyncZod<{ legacyContract: boolean }> = async (app, options) => {
  const logIn = (request: FastifyRequest, { username, password }: { username: string; password: string }) =>
    logInAudited(app, request, { userName: username, password });

  app.post(
    '/api/token',
    { schema: { tags, body: loginSchema, response: { 200: z.string() } } },
    async (request, reply) => {
      const user = await logIn(request, request.body);
      return reply.type('text/plain; charset=utf-8').send(app.signToken(user));
    },
  );

  app.get(
    '/api/me',
    { onRequest: app.authenticate, schema: { tags, response: { 200: currentUser } } },
    async (request) => toCurrentUser(sessionUser(request)),
  );

  app.post('/api/logout', { onRequest: app.authenticate, schema: { tags } }, async (request, reply) => {
    await revokeTokens(app.db, sessionUser(request).id);
    await recordAudit(app.db, request, { action: 'logout' });
    return reply.status(204).send();
  });

  app.put(
    '/api/changePassword',
    { onRequest: app.authenticate, schema: { tags, body: changePasswordSchema, response: { 200: z.string() } } },
    async (request, reply) => {
      const user = sessionUser(request);
      const tokenVersion = await changePassword(app.db, {
        session: { id: user.id, userName: user.userName, ip: request.ip },
        change: request.body,
        clock: app.clock,
      });
      await recordAudit(app.db, request, { action: 'password-change' });
      // Earlier tokens have ended; the session that made the change goes on with a new one.
      return reply.type('text/plain; charset=utf-8').send(app.signToken({ id: user.id, tokenVersion }));
    },
  );

  // The original API's unsafe forms (password in the URL): only for old clients, and never logged with their query.
  if (options.legacyContract) {
    app.get('/api/token', { schema: { tags, querystring: loginSchema } }, async (request, reply) => {
      const user = await logIn(request, request.query);
      return reply.type('text/plain; charset=utf-8').send(app.signToken(user));
    });
    app.get(
      '/api/getUser',
      { schema: { tags, querystring: loginSchema, response: { 200: currentUser } } },
      async (request) => toCurrentUser(await logIn(request, request.query)),
    );
  }
};
