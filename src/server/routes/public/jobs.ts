import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobApplicationForm } from '../../../shared/schemas/application.ts';
import { jobSearch, jobSearchPage, publicJobDetail } from '../../../shared/schemas/job.ts';
import { idParams } from '../../../shared/schemas/rules.ts';
import { answerHoneypot } from '../../public/honeypot.ts';
import { applyToJob, openJob } from '../../public/apply-to-job.ts';
import { getPublicJob } from '../../public/get-public-job.ts';
import { readUpload } from '../../http/read-upload.ts';
import { requestLanguage } from '../../public/request-language.ts';
import { searchJobs } from '../../public/search-jobs.ts';
import { created, languageQuery } from './language-query.ts';
import { acceptUploads } from '../../plugins/uploads.ts';
import { errorAnswers } from '../responses.ts';

const tags = ['public'];

/** Applying to a job: the form with its CV. */
const applyRoute: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app);
  app.post(
    '/public/api/job/:id/apply',
    {
      schema: {
        summary: 'Apply to a job (multipart: `application` JSON part and `file`, the CV)',
        operationId: 'applyToJob',
        tags,
        params: idParams,
        querystring: languageQuery,
        response: { 201: created, ...errorAnswers([409, 'Applications for this job are closed'], 413, 415) },
      },
    },
    async (request, reply) => {
      const form = await readUpload(request, {
        jsonField: 'application',
        fileField: 'file',
        schema: jobApplicationForm,
      });
      if (form.bot) {
        await openJob(app.db, request.params.id, app.clock.now()); // the 404 or 409 a person would get
        return answerHoneypot(request, reply);
      }
      const result = await applyToJob(app.db, app.mail, {
        jobId: request.params.id,
        form: form.data,
        cv: form.file,
        lang: requestLanguage(request),
        at: app.clock.now(),
        poolMonths: app.retention.poolMonths,
      });
      return reply.status(201).send(result);
    },
  );
};

export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public/api/jobs',
    {
      config: { publicCache: true },
      schema: {
        summary: 'Search the published jobs',
        operationId: 'searchJobs',
        tags,
        querystring: jobSearch,
        response: { 200: jobSearchPage },
      },
    },
    (request) => searchJobs(app.dbHandle, request.query, app.clock.now()),
  );

  app.get(
    '/public/api/job/:id',
    {
      config: { publicCache: true },
      schema: {
        summary: 'Get a published job',
        operationId: 'getPublicJob',
        tags,
        params: idParams,
        response: { 200: publicJobDetail },
      },
    },
    (request) => getPublicJob(app.db, request.params.id, app.clock.now()),
  );

  // The apply form takes a CV: multipart is accepted in its own scope (plugins/uploads.ts).
  await app.register(applyRoute);
};
