import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePassword as changePasswordSchema,
  currentUser,
  login as loginSchema,
} from '../../../shared/schemas/auth.ts';
import { permissionsOf } from '../../../shared/policy.ts';
import { recordAudit } from '../../audit/record-audit.ts';
import { changePassword, revokeTokens } from '../../auth/change-password.ts';
import { logInAudited } from '../../auth/log-in-audited.ts';
import { twoFactorRequired } from '../../auth/two-factor.ts';
import type { AuthenticatedUser } from '../../auth/login.ts';
import { RENEWED_TOKEN_HEADER, sessionUser } from '../../plugins/auth.ts';
import { errorAnswers, noContent, textAnswer } from '../responses.ts';

const tags = ['auth'];
/** These calls take the token without being admin routes: the document says so on each. */
const security = [{ token: [] }];

function toCurrentUser(
  user: Pick<AuthenticatedUser, 'id' | 'userName' | 'role' | 'idManager' | 'mustChangePassword' | 'recordScope'>,
  twoFactorSetupRequired: boolean,
) {
  return {
    id: user.id,
    userName: user.userName,
    role: user.role,
    idManager: user.idManager,
    isAdmin: true,
    mustChangePassword: user.mustChangePassword,
    twoFactorSetupRequired,
    // An ADMIN sees all whatever the account says.
    recordScope: user.role === 'ADMIN' ? ('all' as const) : user.recordScope,
    permissions: permissionsOf(user),
  };
}

/** The calls a user whose password an admin reset may make before changing it (or before setting up 2FA). */
const beforePasswordChange = { beforePasswordChange: true, beforeTwoFactorSetup: true };

export const authRoutes: FastifyPluginAsyncZod<{ legacyContract: boolean }> = async (app, options) => {
  const logIn = (
    request: FastifyRequest,
    { username, password, code }: { username: string; password: string; code?: string },
  ) => logInAudited(app, request, { userName: username, password, code });

  app.post(
    '/api/token',
    {
      schema: {
        summary: 'Log in: answers the token that admin calls send in Authorization',
        operationId: 'logIn',
        tags,
        body: loginSchema,
        response: {
          200: textAnswer('The token'),
          ...errorAnswers(
            [
              401,
              'Wrong user name or password, the account is disabled, or two-factor sign-in asks for its code (TOTP_REQUIRED, TOTP_WRONG)',
            ],
            429,
          ),
        },
      },
    },
    async (request, reply) => {
      const user = await logIn(request, request.body);
      return reply.type('text/plain; charset=utf-8').send(app.signToken(user));
    },
  );

  app.get(
    '/api/me',
    {
      onRequest: app.authenticate,
      config: beforePasswordChange,
      schema: {
        summary:
          'Get the logged-in user (mustChangePassword, twoFactorSetupRequired: only that change is allowed until it is made)',
        operationId: 'getCurrentUser',
        tags,
        security,
        response: { 200: currentUser },
      },
    },
    async (request) => {
      const user = sessionUser(request);
      return toCurrentUser(user, user.twoFactorSetupRequired);
    },
  );

  app.post(
    '/api/logout',
    {
      onRequest: app.authenticate,
      config: beforePasswordChange,
      schema: {
        summary: 'Log out: ends every session of the user',
        operationId: 'logOut',
        tags,
        security,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await revokeTokens(app.db, sessionUser(request).id);
      await recordAudit(app.db, request, { action: 'logout' });
      return reply.status(204).send();
    },
  );

  app.put(
    '/api/changePassword',
    {
      onRequest: app.authenticate,
      config: beforePasswordChange,
      schema: {
        summary: 'Change the password: ends the other sessions and answers a new token',
        operationId: 'changePassword',
        tags,
        security,
        body: changePasswordSchema,
        response: { 200: textAnswer('A new token for this session') },
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      const tokenVersion = await changePassword(app.db, {
        session: { id: user.id, userName: user.userName, ip: request.ip },
        change: request.body,
        clock: app.clock,
      });
      await recordAudit(app.db, request, { action: 'password-change' });
      // Earlier tokens have ended; the session that made the change goes on with a new one (same maximum age).
      const token = app.signToken({ id: user.id, tokenVersion }, user.sessionStart);
      return reply.header(RENEWED_TOKEN_HEADER, token).type('text/plain; charset=utf-8').send(token);
    },
  );

  // The original API's unsafe forms (password in the URL): only for old clients, and never logged with their query.
  if (options.legacyContract) {
    app.get(
      '/api/token',
      {
        schema: {
          summary: 'Log in with the password in the address (legacy; use POST /api/token)',
          operationId: 'logInLegacy',
          deprecated: true,
          tags,
          querystring: loginSchema,
          response: {
            200: textAnswer('The token'),
            ...errorAnswers([401, 'Wrong user name or password, or the account is disabled'], 429),
          },
        },
      },
      async (request, reply) => {
        const user = await logIn(request, request.query);
        return reply.type('text/plain; charset=utf-8').send(app.signToken(user));
      },
    );
    app.get(
      '/api/getUser',
      {
        schema: {
          summary: 'Log in with the password in the address and get the user (legacy; use POST /api/token)',
          operationId: 'getUserLegacy',
          deprecated: true,
          tags,
          querystring: loginSchema,
          response: {
            200: currentUser,
            ...errorAnswers([401, 'Wrong user name or password, or the account is disabled'], 429),
          },
        },
      },
      async (request) => {
        const user = await logIn(request, request.query);
        return toCurrentUser(user, !user.totpEnabledAt && (await twoFactorRequired(app.db)));
      },
    );
  }
};
