import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq, type SQL } from 'drizzle-orm';
import { job, jobInput, jobUpdate } from '../../../shared/schemas/job.ts';
import { jobListQuery, type JobListQuery } from '../../../shared/schemas/list-query.ts';
import { page } from '../../../shared/schemas/pagination.ts';
import { idParams } from '../../../shared/schemas/rules.ts';
import { listRecords } from '../../admin/list-records.ts';
import { LIST_SPECS } from '../../admin/list-specs.ts';
import { createJob, deleteJob, getJob, updateJob } from '../../admin/save-job.ts';
import { jobToApi } from '../../admin/to-api.ts';
import { jobs } from '../../db/schema.ts';
import { errorAnswers, noContent } from '../responses.ts';

const tags = ['admin: jobs'];

function jobFilters(query: JobListQuery): SQL[] {
  const filters: SQL[] = [];
  if (query.displayJob) filters.push(eq(jobs.displayJob, query.displayJob === 'true'));
  if (query.urgentStatus) filters.push(eq(jobs.urgentStatus, query.urgentStatus === 'true'));
  if (query.manager) filters.push(eq(jobs.managerId, query.manager));
  return filters;
}

/** Jobs (spec section 7) and the admin list. */
export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/jobs',
    {
      schema: {
        summary: 'List jobs',
        operationId: 'listJobs',
        tags,
        querystring: jobListQuery,
        response: { 200: page(job) },
      },
    },
    async (request) => {
      const result = await listRecords(app.db, LIST_SPECS.jobs, request.query, jobFilters(request.query));
      return { ...result, items: result.items.map(jobToApi) };
    },
  );

  app.get(
    '/api/jobs/:id',
    { schema: { summary: 'Get a job', operationId: 'getJob', tags, params: idParams, response: { 200: job } } },
    async (request) => getJob(app.db, request.params.id),
  );

  app.post(
    '/api/job/add',
    { schema: { summary: 'Add a job', operationId: 'createJob', tags, body: jobInput, response: { 201: job } } },
    async (request, reply) => reply.status(201).send(await createJob(app.db, request.body)),
  );

  app.put(
    '/api/job/edit',
    {
      schema: {
        summary: 'Edit a job',
        operationId: 'updateJob',
        tags,
        body: jobUpdate,
        response: { 200: job, ...errorAnswers(404) },
      },
    },
    async (request) => updateJob(app.db, request.body),
  );

  app.delete(
    '/api/deleteJob/:id',
    {
      schema: {
        summary: 'Delete a job',
        operationId: 'deleteJob',
        tags,
        params: idParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await deleteJob(app.db, request.params.id);
      return reply.status(204).send();
    },
  );
};
