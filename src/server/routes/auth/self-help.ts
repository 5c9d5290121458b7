import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  forgotPassword,
  recoveryCodesAnswer,
  resetPassword,
  totpCode,
  totpSetup,
} from '../../../shared/schemas/auth.ts';
import { ownAccount, ownAccountAnswer } from '../../../shared/schemas/user.ts';
import { recordAudit } from '../../audit/record-audit.ts';
import { getOwnAccount, setOwnEmail } from '../../admin/users/own-account.ts';
import { requestPasswordReset, resetPasswordWithLink } from '../../auth/password-reset.ts';
import { confirmTwoFactor, startTwoFactor, turnOffTwoFactor } from '../../auth/two-factor.ts';
import { sessionUser } from '../../plugins/auth.ts';
import { errorAnswers, noContent } from '../responses.ts';

const tags = ['auth'];
const security = [{ token: [] }];
/** The calls a user whom an ADMIN requires to set up two-factor sign-in may make before doing so. */
const beforeTwoFactorSetup = { beforeTwoFactorSetup: true };

/**
 * Staff help themselves (issue 44 item 5, docs/decisions/0076): "Forgot your password?" with a mailed link, their
 * own e-mail address, and two-factor sign-in with TOTP and recovery codes.
 */
export const selfHelpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/password/forgot',
    {
      schema: {
        summary:
          'Ask for a password reset link by user name or e-mail: the same answer whether or not the account exists',
        operationId: 'forgotPassword',
        tags,
        body: forgotPassword,
        response: { 202: z.object({ sent: z.literal(true) }), ...errorAnswers(400, 429) },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(app, { login: request.body.login, ip: request.ip });
      return reply.status(202).send({ sent: true });
    },
  );

  app.post(
    '/api/password/reset',
    {
      schema: {
        summary: "Set a new password with a reset link's token: once, within 30 minutes; ends every session",
        operationId: 'resetPasswordWithLink',
        tags,
        body: resetPassword,
        response: { 204: noContent, ...errorAnswers(400) },
      },
    },
    async (request, reply) => {
      const { userId } = await resetPasswordWithLink(app.db, request.body, app.clock);
      await recordAudit(app.db, request, { action: 'password-reset-link', detail: { userId } });
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/me/account',
    {
      onRequest: app.authenticate,
      config: beforeTwoFactorSetup,
      schema: {
        summary: 'Get my e-mail address and whether two-factor sign-in is on (or required)',
        operationId: 'getMyAccount',
        tags,
        security,
        response: { 200: ownAccountAnswer },
      },
    },
    async (request) => getOwnAccount(app.db, sessionUser(request).id),
  );

  app.put(
    '/api/me/account',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Set my e-mail address (unique among users)',
        operationId: 'setMyAccount',
        tags,
        security,
        body: ownAccount,
        response: { 200: ownAccountAnswer, ...errorAnswers(400, 409) },
      },
    },
    async (request) => setOwnEmail(app.db, sessionUser(request).id, request.body.email),
  );

  app.post(
    '/api/me/two-factor/setup',
    {
      onRequest: app.authenticate,
      config: beforeTwoFactorSetup,
      schema: {
        summary: 'Start turning two-factor sign-in on: a new secret, as a QR code and as text',
        operationId: 'startTwoFactor',
        tags,
        security,
        response: { 200: totpSetup, ...errorAnswers(409) },
      },
    },
    async (request) => startTwoFactor(app.db, sessionUser(request).id),
  );

  app.post(
    '/api/me/two-factor/confirm',
    {
      onRequest: app.authenticate,
      config: beforeTwoFactorSetup,
      schema: {
        summary: 'Turn two-factor sign-in on with a code of the new secret: answers the recovery codes, shown once',
        operationId: 'confirmTwoFactor',
        tags,
        security,
        body: totpCode,
        response: { 200: recoveryCodesAnswer, ...errorAnswers(400, 409) },
      },
    },
    async (request) => {
      const codes = await confirmTwoFactor(app.db, sessionUser(request).id, request.body.code, app.clock);
      await recordAudit(app.db, request, { action: 'two-factor-on' });
      return codes;
    },
  );

  app.post(
    '/api/me/two-factor/off',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Turn two-factor sign-in off with a current code (not while an ADMIN requires it)',
        operationId: 'turnOffTwoFactor',
        tags,
        security,
        body: z.object({ code: z.string().trim().min(1, { error: 'validation.required' }).max(40) }),
        response: { 204: noContent, ...errorAnswers(400, 409) },
      },
    },
    async (request, reply) => {
      await turnOffTwoFactor(app.db, sessionUser(request).id, request.body.code, app.clock);
      await recordAudit(app.db, request, { action: 'two-factor-off' });
      return reply.status(204).send();
    },
  );
};
