import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { personRef } from '../../../../shared/schemas/person.ts';
import { recordAudit } from '../../../audit/record-audit.ts';
import { erasePerson } from '../../../privacy/erase.ts';
import { sendExport } from '../../../http/send-export.ts';
import { exportPerson } from '../../../privacy/export.ts';
import { personOfRecord } from '../../../privacy/person.ts';
import { emailHash, unsuppressEmail } from '../../../privacy/suppression.ts';
import { notFound } from '../../../errors.ts';
import { errorAnswers, zipAnswer } from '../../responses.ts';

const tags = ['admin: privacy'];

/**
 * docs/decisions/0031: export and erase a person, ADMIN only, each written to the audit log with who did it. The
 * person is the one of a record: the records of its e-mail, never those that only share a phone (issue 26). An
 * erased person who comes back can be taken off the suppression list.
 */
export const privacyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/privacy/export',
    {
      schema: {
        summary:
          'Export everything kept about the person of a record (a ZIP of their records, consents, history and files)',
        operationId: 'exportPerson',
        tags,
        body: personRef,
        response: { 200: zipAnswer, ...errorAnswers(404) },
      },
    },
    async (request, reply) => {
      const person = await personOfRecord(app.db, request.body);
      const result = await exportPerson(app.db, person, app.clock.now());
      await recordAudit(app.db, request, {
        action: 'privacy.export',
        detail: { emailHashes: person.emails.map(emailHash), records: result.records, files: result.files },
      });
      return sendExport(reply, result);
    },
  );

  app.post(
    '/api/privacy/erase',
    {
      schema: {
        summary:
          'Erase the person of a record: anonymise all their records, cancel their mails, suppress their addresses',
        operationId: 'erasePerson',
        tags,
        body: personRef,
        response: { 200: z.object({ records: z.number().int() }), ...errorAnswers(404) },
      },
    },
    async (request) =>
      erasePerson(app.db, {
        person: await personOfRecord(app.db, request.body),
        by: request.sessionUser?.userName ?? 'staff',
        ip: request.ip,
        now: app.clock.now(),
      }),
  );

  app.post(
    '/api/privacy/unsuppress',
    {
      schema: {
        summary:
          'Take the address of the person of a record off the mail suppression list (an erased person who came back)',
        operationId: 'unsuppressPerson',
        tags,
        body: personRef,
        response: { 200: z.object({ removed: z.boolean() }), ...errorAnswers(404) },
      },
    },
    async (request) => {
      const person = await personOfRecord(app.db, request.body);
      const email = person.emails[0];
      if (!email) throw notFound('This record names nobody any more');
      const removed = await unsuppressEmail(app.db, email);
      await recordAudit(app.db, request, {
        action: 'privacy.unsuppress',
        detail: { emailHash: emailHash(email), removed, ...request.body },
      });
      return { removed };
    },
  );
};
