import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboxMail, outboxMailContent, outboxQuery } from '../../../../shared/schemas/outbox.ts';
import { page } from '../../../../shared/schemas/pagination.ts';
import { idParams } from '../../../../shared/schemas/rules.ts';
import { errorAnswers } from '../../responses.ts';
import { getOutboxMail } from '../../../mail/get-outbox-mail.ts';
import { listOutbox } from '../../../mail/list-outbox.ts';
import { resendMail } from '../../../mail/resend-mail.ts';

const tags = ['admin: outbox'];

/** The outbox (ADMIN): every mail the product wrote, what it says, and sending a failed one again. */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/outbox',
    {
      config: { policy: { kind: 'outbox', action: 'list' } },
      schema: {
        summary: 'List the mails of the outbox (ADMIN)',
        operationId: 'listOutboxMails',
        tags,
        querystring: outboxQuery,
        response: { 200: page(outboxMail) },
      },
    },
    async (request) => listOutbox(app.db, request.query),
  );

  app.get(
    '/api/outbox/:id',
    {
      config: { policy: { kind: 'outbox', action: 'read' } },
      schema: {
        summary: 'Get a mail of the outbox, rendered (ADMIN)',
        operationId: 'getOutboxMail',
        tags,
        params: idParams,
        response: { 200: outboxMailContent, ...errorAnswers(404) },
      },
    },
    async (request) => getOutboxMail(app.db, request.params.id, app.mail.config.from),
  );

  app.post(
    '/api/outbox/:id/resend',
    {
      config: { policy: { kind: 'outbox', action: 'update' } },
      schema: {
        summary: 'Send a failed mail again (ADMIN)',
        operationId: 'resendOutboxMail',
        tags,
        params: idParams,
        response: {
          200: z.object({ ok: z.literal(true) }),
          ...errorAnswers(404, [409, 'Only a failed mail is sent again']),
        },
      },
    },
    async (request) => {
      await resendMail(app.db, app.mail, request.params.id);
      return { ok: true as const };
    },
  );
};
