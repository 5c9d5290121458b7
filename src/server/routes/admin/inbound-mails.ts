import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  attachInboundMail,
  inboundMailList,
  inboundMailQuery,
  inboundMailView,
} from '../../../shared/schemas/inbound-mail.ts';
import { limitedToCharge } from '../../../shared/policy.ts';
import { idParams } from '../../../shared/schemas/rules.ts';
import { forbidden } from '../../errors.ts';
import { attachInboundMailByHand, listInboundMails } from '../../mail/inbound/inbound-list.ts';
import { authorize } from '../../policies/index.ts';
import { actorOf } from '../../policies/route-policy.ts';
import { errorAnswers } from '../responses.ts';

/**
 * The replies read from the replies' mailbox (IMAP_URL, docs/decisions/0057): the list (those nobody could match,
 * to attach by hand; those set aside, with why) and attaching one to a person. A reply not yet attached may be
 * anyone's: a MANAGER limited to their charge does not see them (403).
 */
export const inboundMailRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin: people'];
  app.get(
    '/api/inbound-mails',
    {
      config: { policy: { kind: 'inbound-mails', action: 'list' } },
      schema: {
        summary: 'The replies read from the replies mailbox, newest first; unmatched=1: those to attach by hand',
        operationId: 'listInboundMails',
        tags,
        querystring: inboundMailQuery,
        response: { 200: inboundMailList, ...errorAnswers(400, 403) },
      },
    },
    async (request, reply) => {
      if (limitedToCharge(actorOf(request))) throw forbidden();
      return reply.header('cache-control', 'private, no-store').send(await listInboundMails(app.db, request.query));
    },
  );
  app.post(
    '/api/inbound-mails/:id/attach',
    {
      config: { policy: { kind: 'inbound-mails', action: 'update' } },
      schema: {
        summary: 'Attach a reply by hand to a person and, optionally, one of their records',
        operationId: 'attachInboundMail',
        tags,
        params: idParams,
        body: attachInboundMail,
        response: {
          200: inboundMailView,
          ...errorAnswers(400, 403, 404, [409, 'The mail was set aside, or the person was erased']),
        },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      if (limitedToCharge(actor)) throw forbidden();
      const { personId, recordType, recordId } = request.body;
      await authorize(app.db, actor, 'update', { kind: 'people', id: personId });
      if (recordType && recordId) await authorize(app.db, actor, 'read', { kind: recordType, id: recordId });
      return attachInboundMailByHand(app.db, request.params.id, request.body, request.sessionUser?.userName ?? null);
    },
  );
};
