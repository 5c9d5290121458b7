import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { personRef } from '../../../../shared/schemas/person.ts';
import { id } from '../../../../shared/schemas/rules.ts';
import { recordAudit } from '../../../audit/record-audit.ts';
import { erasePerson } from '../../../privacy/erase.ts';
import { sendExport } from '../../../http/send-export.ts';
import { exportPerson } from '../../../privacy/export.ts';
import { personOfId, personOfRecord } from '../../../privacy/person.ts';
import { emailHash, unsuppressEmail } from '../../../privacy/suppression.ts';
import { notFound } from '../../../errors.ts';
import { errorAnswers, zipAnswer } from '../../responses.ts';

const tags = ['admin: privacy'];

/**
 * The person to export or erase: a person id (`{personId}`, decision 0045), or one of their records
 * (`{recordType, id}`, decision 0031). One object rather than a union, so that a bad field is named.
 */
const personTarget = z
  .object({
    personId: id().optional(),
    recordType: personRef.shape.recordType.optional(),
    id: personRef.shape.id.optional(),
  })
  .superRefine((v, ctx) => {
    const invalid = (path: string, message = 'validation.required') =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.personId !== undefined) {
      if (v.recordType !== undefined || v.id !== undefined) invalid('personId', 'validation.invalid');
      return;
    }
    if (v.recordType === undefined) invalid('recordType');
    if (v.id === undefined) invalid('id');
  });
type PersonTarget = z.infer<typeof personTarget>;

/** The person of either form: exactly the records that point to that person, never another's who shares a phone. */
const personOf = (db: Parameters<typeof personOfId>[0], target: PersonTarget) =>
  target.personId !== undefined
    ? personOfId(db, target.personId)
    : personOfRecord(db, { recordType: target.recordType!, id: target.id! });

/**
 * docs/decisions/0031: export and erase a person, ADMIN only, each written to the audit log with who did it. The
 * person is named by id (`{personId}`, decision 0045) or by one of their records: exactly the records that point
 * to that person, never those that only share a phone (issue 26). An
 * erased person who comes back can be taken off the suppression list.
 */
export const privacyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/privacy/export',
    {
      config: { policy: { kind: 'privacy', action: 'export' } },
      schema: {
        summary:
          'Export everything kept about a person (`{personId}`) or the person of a record (a ZIP of their records, consents, history and files)',
        operationId: 'exportPerson',
        tags,
        body: personTarget,
        response: { 200: zipAnswer, ...errorAnswers(404) },
      },
    },
    async (request, reply) => {
      const person = await personOf(app.db, request.body);
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
      config: { policy: { kind: 'privacy', action: 'delete' } },
      schema: {
        summary:
          'Erase a person (`{personId}`) or the person of a record: anonymise all their records, cancel their mails, suppress their addresses',
        operationId: 'erasePerson',
        tags,
        body: personTarget,
        response: { 200: z.object({ records: z.number().int() }), ...errorAnswers(404) },
      },
    },
    async (request) =>
      erasePerson(app.db, {
        person: await personOf(app.db, request.body),
        by: request.sessionUser?.userName ?? 'staff',
        ip: request.ip,
        now: app.clock.now(),
      }),
  );

  app.post(
    '/api/privacy/unsuppress',
    {
      config: { policy: { kind: 'privacy', action: 'update' } },
      schema: {
        summary:
          'Take the address of the person of a record off the mail suppression list (an erased person who came back)',
        operationId: 'unsuppressPerson',
        tags,
        body: personTarget,
        response: { 200: z.object({ removed: z.boolean() }), ...errorAnswers(404) },
      },
    },
    async (request) => {
      const person = await personOf(app.db, request.body);
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
