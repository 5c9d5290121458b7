import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobApplicationForm } from '../../../shared/schemas/application.ts';
import { jobSearch, publicJob } from '../../../shared/schemas/job.ts';
import { page } from '../../../shared/schemas/pagination.ts';
import { idParams } from '../../../shared/schemas/rules.ts';
import { applyToJob } from '../../public/apply-to-job.ts';
import { getPublicJob } from '../../public/get-public-job.ts';
import { readUpload } from '../../public/read-upload.ts';
import { requestLanguage } from '../../public/request-language.ts';
import { searchJobs } from '../../public/search-jobs.ts';
import { created, languageQuery } from './language-query.ts';
import { errorAnswers } from '../responses.ts';

const tags = ['public'];

export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public/api/jobs',
    {
      schema: {
        summary: 'Search the published jobs',
        operationId: 'searchJobs',
        tags,
        querystring: jobSearch,
        response: { 200: page(publicJob) },
      },
    },
    (request) => searchJobs(app.db, request.query),
  );

  app.get(
    '/public/api/job/:id',
    {
      schema: {
        summary: 'Get a published job',
        operationId: 'getPublicJob',
        tags,
        params: idParams,
        response: { 200: publicJob },
      },
    },
    (request) => getPublicJob(app.db, request.params.id),
  );

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
      const { data, file } = await readUpload(request, {
        jsonField: 'application',
        fileField: 'file',
        schema: jobApplicationForm,
      });
      const result = await applyToJob(app.db, {
        jobId: request.params.id,
        form: data,
        cv: file,
        lang: requestLanguage(request),
      });
      return reply.status(201).send(result);
    },
  );
};
