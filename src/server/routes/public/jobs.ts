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

const tags = ['public'];

export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public/api/jobs',
    { schema: { tags, querystring: jobSearch, response: { 200: page(publicJob) } } },
    (request) => searchJobs(app.db, request.query),
  );

  app.get('/public/api/job/:id', { schema: { tags, params: idParams, response: { 200: publicJob } } }, (request) =>
    getPublicJob(app.db, request.params.id),
  );

  app.post(
    '/public/api/job/:id/apply',
    { schema: { tags, params: idParams, querystring: languageQuery, response: { 201: created } } },
    async (request, reply) => {
      const { data, file } = await readUpload(request, {
        jsonField: 'application',
        fileField: 'file',
        schema: jobApplicationForm,
      });
      const result = await applyToJob(app.db, app.mail, {
        jobId: request.params.id,
        form: data,
        cv: file,
        lang: requestLanguage(request),
      });
      return reply.status(201).send(result);
    },
  );
};
