import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { personMailInput, personMailPreview, personTimeline } from '../../../shared/schemas/mail-template.ts';
import { idParams } from '../../../shared/schemas/rules.ts';
import { personMailTimeline } from '../../mail/person-timeline.ts';
import { composePersonMail, writePersonMail } from '../../mail/write-person-mail.ts';
import { authorize } from '../../policies/index.ts';
import { actorOf } from '../../policies/route-policy.ts';
import { errorAnswers } from '../responses.ts';

/**
 * Writing to a person from their record, and their mails' time line (docs/decisions/0056). Whoever may edit the
 * person may write to them; the record named must be in the user's charge too.
 */
export const personMailRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin: people'];
  app.post(
    '/api/people/:id/mails',
    {
      config: { policy: { kind: 'people', action: 'update', record: 'params' } },
      schema: {
        summary:
          'Write to a person (free text or a template, about one of their records) through the outbox; with preview: true, only show it',
        operationId: 'writePersonMail',
        tags,
        params: idParams,
        body: personMailInput,
        response: {
          201: z.object({ outboxId: z.number().int() }),
          200: personMailPreview,
          ...errorAnswers(400, 404, [409, 'The person was erased or their address is suppressed']),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { recordType, recordId } = request.body;
      if (recordType && recordId) await authorize(app.db, actorOf(request), 'read', { kind: recordType, id: recordId });
      if (request.body.preview) {
        const m = await composePersonMail(app.db, id, request.body, app.clock.now());
        return reply.code(200).send({ subject: m.subject, html: m.html, text: m.text, language: m.language });
      }
      const by = request.sessionUser?.userName ?? null;
      return reply.code(201).send(await writePersonMail(app.db, app.mail, id, request.body, by));
    },
  );
  app.get(
    '/api/people/:id/timeline',
    {
      config: { policy: { kind: 'people', action: 'read', record: 'params' } },
      schema: {
        summary: 'Every mail sent to a person, newest first: who wrote it, when, its subject and its text as it went',
        operationId: 'getPersonTimeline',
        tags,
        params: idParams,
        response: { 200: personTimeline, ...errorAnswers(404) },
      },
    },
    async (request) => personMailTimeline(app.db, request.params.id),
  );
};
