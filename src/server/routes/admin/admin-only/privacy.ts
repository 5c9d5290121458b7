import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../../audit/record-audit.ts';
import { erasePerson } from '../../../privacy/erase.ts';
import { exportPerson, sendExport } from '../../../privacy/export.ts';
import { emailHash } from '../../../privacy/suppression.ts';
import { zipAnswer } from '../../responses.ts';

/** The person is named in the body, never in the URL: an address in a URL would land in logs and the audit log. */
const personBody = z.object({ email: z.email({ error: 'validation.email' }).max(254) });
const tags = ['admin: privacy'];

/** docs/decisions/0031: export and erase a person, ADMIN only, each written to the audit log with who did it. */
export const privacyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/privacy/export',
    {
      schema: {
        summary: 'Export everything kept about a person (a ZIP of their records, consents, history and files)',
        operationId: 'exportPerson',
        tags,
        body: personBody,
        response: { 200: zipAnswer },
      },
    },
    async (request, reply) => {
      const result = await exportPerson(app.db, request.body.email, app.clock.now());
      await recordAudit(app.db, request, {
        action: 'privacy.export',
        detail: { emailHash: emailHash(request.body.email), records: result.records, files: result.files },
      });
      return sendExport(reply, result);
    },
  );

  app.post(
    '/api/privacy/erase',
    {
      schema: {
        summary: 'Erase a person: anonymise all their records, cancel their mails, suppress their address',
        operationId: 'erasePerson',
        tags,
        body: personBody,
        response: { 200: z.object({ records: z.number().int() }) },
      },
    },
    async (request) =>
      erasePerson(app.db, {
        email: request.body.email,
        by: request.sessionUser?.userName ?? 'staff',
        ip: request.ip,
        now: app.clock.now(),
      }),
  );
};
