import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { myDataLinkRequest } from '../../../shared/schemas/privacy.ts';
import type { RetentionConfig } from '../../config.ts';
import { erasePerson } from '../../privacy/erase.ts';
import { sendExport } from '../../http/send-export.ts';
import { exportPerson } from '../../privacy/export.ts';
import { personOfEmail } from '../../privacy/person.ts';
import { changePoolConsent, loadMyData, withdrawApplication } from '../../privacy/self-service.ts';
import { linkGone, MY_DATA_TOKEN_HEADER, verifyMyDataToken } from '../../privacy/self-service-link.ts';
import { isSuppressed } from '../../privacy/suppression.ts';
import { requestLanguage } from '../../public/request-language.ts';
import { errorAnswers, noContent, zipAnswer } from '../responses.ts';

const tags = ['public: my data'];
const linkErrors = errorAnswers(
  [401, 'The link is not one of ours'],
  [410, 'The link has expired, or the person was erased'],
);
const headers = z.object({ [MY_DATA_TOKEN_HEADER]: z.string().max(2048).optional() });
const withdrawBody = z.object({
  recordType: z.enum(['job-applications', 'spontaneous-applications', 'profiles']),
  id: z.number().int().positive(),
});

/**
 * docs/decisions/0031: the person's "My data" page, reached with their signed link (no login), and the
 * "send me my link" form. The link's token comes in a header, never in the URL.
 */
export const myDataRoutes: FastifyPluginAsyncZod<{ retention: RetentionConfig }> = async (app, { retention }) => {
  const key = () => app.mail.config.myDataLinks.key;
  /** The person a request's link names; 401 forged, 410 expired or erased. */
  async function personOf(request: FastifyRequest): Promise<string> {
    const token = request.headers[MY_DATA_TOKEN_HEADER];
    const { email } = verifyMyDataToken(key(), typeof token === 'string' ? token : undefined, app.clock.now());
    if (await isSuppressed(app.db, email)) throw linkGone('This data was erased');
    return email;
  }

  app.get(
    '/public/api/my-data',
    {
      schema: {
        summary: "The person's records, their states and their pool consent",
        operationId: 'getMyData',
        tags,
        headers,
        response: {
          200: z.object({
            email: z.string(),
            records: z.array(
              z.object({
                recordType: z.string(),
                id: z.number(),
                about: z.string(),
                process: z.string(),
                creationDate: z.string(),
                canWithdraw: z.boolean(),
              }),
            ),
            poolConsent: z
              .object({ inForce: z.boolean(), action: z.string(), expiresAt: z.string().nullable() })
              .nullable(),
          }),
          ...linkErrors,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return loadMyData(app.db, await personOf(request), app.clock.now());
    },
  );

  app.post(
    '/public/api/my-data/withdraw',
    {
      schema: {
        summary: 'Withdraw one of my applications',
        operationId: 'withdrawMyApplication',
        tags,
        headers,
        body: withdrawBody,
        response: { 204: noContent, ...linkErrors, ...errorAnswers(404, 409) },
      },
    },
    async (request, reply) => {
      await withdrawApplication(app.db, app.mail, await personOf(request), request.body);
      return reply.status(204).send();
    },
  );

  app.post(
    '/public/api/my-data/pool-consent',
    {
      schema: {
        summary: 'Renew or withdraw my consent to stay in the talent pool',
        operationId: 'changeMyPoolConsent',
        tags,
        headers,
        body: z.object({ action: z.enum(['renewed', 'withdrawn']) }),
        response: {
          200: z.object({ action: z.string(), expiresAt: z.string().nullable() }),
          ...linkErrors,
          ...errorAnswers(404, 409),
        },
      },
    },
    async (request) =>
      changePoolConsent(app.db, {
        email: await personOf(request),
        action: request.body.action,
        poolMonths: retention.poolMonths,
        lang: requestLanguage(request),
        now: app.clock.now(),
      }),
  );

  app.get(
    '/public/api/my-data/export',
    {
      schema: {
        summary: 'Download all my data (a ZIP)',
        operationId: 'exportMyData',
        tags,
        headers,
        response: { 200: zipAnswer, ...linkErrors },
      },
    },
    async (request, reply) => {
      const person = await personOfEmail(app.db, await personOf(request));
      const result = await exportPerson(app.db, person, app.clock.now());
      return sendExport(reply, result);
    },
  );

  app.post(
    '/public/api/my-data/erase',
    {
      schema: {
        summary: 'Erase all my data (final)',
        operationId: 'eraseMyData',
        tags,
        headers,
        body: z.object({ confirm: z.literal(true, { error: 'validation.required' }) }),
        response: { 204: noContent, ...linkErrors },
      },
    },
    async (request, reply) => {
      const person = await personOfEmail(app.db, await personOf(request));
      await erasePerson(app.db, { person, by: 'self-service', ip: request.ip, now: app.clock.now() });
      return reply.status(204).send();
    },
  );

  app.post(
    '/public/api/my-data/link',
    {
      schema: {
        summary: 'Mail me the link to my data page (answers the same whether the address is known or not)',
        operationId: 'sendMyDataLink',
        tags,
        body: myDataLinkRequest,
        response: { 202: noContent },
      },
    },
    async (request, reply) => {
      // One job, whatever the address: the lookup and the mail come after the answer (docs/decisions/0036).
      await app.myDataLinks.request({ email: request.body.email, lang: requestLanguage(request) });
      return reply.status(202).send();
    },
  );
};
