import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { spontaneousApplicationForm } from '../../../shared/schemas/application.ts';
import { contactForm, contactWithAttachmentForm } from '../../../shared/schemas/contact.ts';
import { talentRequest } from '../../../shared/schemas/interview.ts';
import { profileForm } from '../../../shared/schemas/profile.ts';
import { answerHoneypot } from '../../public/honeypot.ts';
import { joinTalentPool } from '../../public/join-talent-pool.ts';
import { readUpload } from '../../http/read-upload.ts';
import { requestLanguage } from '../../public/request-language.ts';
import { requestTalent } from '../../public/request-talent.ts';
import { sendContact } from '../../public/send-contact.ts';
import { sendSpontaneousApplication } from '../../public/send-spontaneous-application.ts';
import { created, languageQuery } from './language-query.ts';
import { acceptUploads } from '../../plugins/uploads.ts';
import { errorAnswers } from '../responses.ts';

const tags = ['public'];
/** 413 and 415: a file (or a body) too large, or of a type not accepted. */
const schema = { tags, querystring: languageQuery, response: { 201: created, ...errorAnswers(413, 415) } };

/** The public forms that are not tied to a job or a profile. */
export const formRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app);
  app.post(
    '/public/api/talents',
    {
      schema: {
        ...schema,
        summary: 'Join the talent pool (multipart: `profile` JSON part and `cv`)',
        operationId: 'joinTalentPool',
      },
    },
    async (request, reply) => {
      const form = await readUpload(request, { jsonField: 'profile', fileField: 'cv', schema: profileForm });
      if (form.bot) return answerHoneypot(request, reply);
      const lang = requestLanguage(request);
      const result = await joinTalentPool(app.db, app.mail, {
        form: form.data,
        cv: form.file,
        lang,
        at: app.clock.now(),
        poolMonths: app.retention.poolMonths,
      });
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/public/api/talent-requests',
    {
      schema: {
        ...schema,
        summary: 'Ask for a talent (a client request)',
        operationId: 'requestTalent',
        body: talentRequest,
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await requestTalent(app.db, app.mail, {
          request: request.body,
          lang: requestLanguage(request),
          at: app.clock.now(),
        }),
      ),
  );

  app.post(
    '/public/api/spontaneous-applications',
    {
      schema: {
        ...schema,
        summary: 'Send a spontaneous application (multipart: `application` JSON part and `cv`)',
        operationId: 'sendSpontaneousApplication',
      },
    },
    async (request, reply) => {
      const form = await readUpload(request, {
        jsonField: 'application',
        fileField: 'cv',
        schema: spontaneousApplicationForm,
      });
      if (form.bot) return answerHoneypot(request, reply);
      const result = await sendSpontaneousApplication(app.db, app.mail, {
        form: form.data,
        cv: form.file,
        lang: requestLanguage(request),
        at: app.clock.now(),
        poolMonths: app.retention.poolMonths,
      });
      return reply.status(201).send(result);
    },
  );

  // JSON for the plain contact form; multipart (`contact` + `file`) for the variant with an attachment.
  app.post(
    '/public/api/contact',
    {
      schema: {
        ...schema,
        summary: 'Send a message (JSON, or multipart: `contact` JSON part and `file`)',
        operationId: 'sendContact',
      },
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      if (request.isMultipart()) {
        const form = await readUpload(request, {
          jsonField: 'contact',
          fileField: 'file',
          schema: contactWithAttachmentForm,
        });
        if (form.bot) return answerHoneypot(request, reply);
        const at = app.clock.now();
        return reply
          .status(201)
          .send(await sendContact(app.db, app.mail, { form: form.data, file: form.file, lang, at }));
      }
      const form = contactForm.parse(request.body ?? {});
      return reply.status(201).send(await sendContact(app.db, app.mail, { form, lang, at: app.clock.now() }));
    },
  );
};
