import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { job, jobInput, jobUpdate } from '../../../shared/schemas/job.ts';
import { stateCounts } from '../../../shared/schemas/board.ts';
import { jobListQuery } from '../../../shared/schemas/list-query.ts';
import { page } from '../../../shared/schemas/pagination.ts';
import { idParams } from '../../../shared/schemas/rules.ts';
import { questionsInput, screeningQuestions } from '../../../shared/schemas/screening.ts';
import { getQuestions, saveQuestions } from '../../screening/questions.ts';
import { createJob } from '../../admin/jobs/create-job.ts';
import { deleteJob } from '../../admin/jobs/delete-job.ts';
import { getJob } from '../../admin/jobs/get-job.ts';
import { listJobs } from '../../admin/jobs/list-jobs.ts';
import { updateJob } from '../../admin/jobs/update-job.ts';
import { authorizeAssignment, chargeOf } from '../../policies/index.ts';
import { actorOf } from '../../policies/route-policy.ts';
import { errorAnswers, noContent } from '../responses.ts';

const tags = ['admin: jobs'];
/** Jobs (docs/spec/product-spec.md#7-the-calls-it-makes) and the admin list. */
export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/jobs',
    {
      config: { policy: { kind: 'jobs', action: 'list' } },
      schema: {
        summary: 'List jobs',
        operationId: 'listJobs',
        tags,
        querystring: jobListQuery,
        response: { 200: page(job.extend({ stateCounts })) },
      },
    },
    async (request) => listJobs(app.db, request.query, app.clock.now(), chargeOf(actorOf(request), 'jobs')),
  );

  app.get(
    '/api/jobs/:id',
    {
      config: { policy: { kind: 'jobs', action: 'read', record: 'params' } },
      schema: { summary: 'Get a job', operationId: 'getJob', tags, params: idParams, response: { 200: job } },
    },
    async (request) => getJob(app.db, request.params.id, app.clock.now()),
  );

  // A job's screening questions (issue 31 item 3, docs/decisions/0062): read, and replaced as a whole list.
  app.get(
    '/api/jobs/:id/questions',
    {
      config: { policy: { kind: 'jobs', action: 'read', record: 'params' } },
      schema: {
        summary: "Get a job's screening questions",
        operationId: 'getJobQuestions',
        tags,
        params: idParams,
        response: { 200: screeningQuestions, ...errorAnswers(404) },
      },
    },
    async (request) => getQuestions(app.db, request.params.id),
  );

  app.put(
    '/api/jobs/:id/questions',
    {
      config: { policy: { kind: 'jobs', action: 'update', record: 'params' } },
      schema: {
        summary: "Replace a job's screening questions (an existing one keeps its id; one left out is removed)",
        operationId: 'saveJobQuestions',
        tags,
        params: idParams,
        body: questionsInput,
        response: { 200: screeningQuestions, ...errorAnswers(404) },
      },
    },
    async (request) => saveQuestions(app.db, request.params.id, request.body),
  );

  app.post(
    '/api/job/add',
    {
      config: { policy: { kind: 'jobs', action: 'create' } },
      schema: { summary: 'Add a job', operationId: 'createJob', tags, body: jobInput, response: { 201: job } },
    },
    async (request, reply) => {
      authorizeAssignment(actorOf(request), request.body.manager, 'manager');
      return reply.status(201).send(await createJob(app.db, request.body, app.clock.now()));
    },
  );

  app.put(
    '/api/job/edit',
    {
      config: { policy: { kind: 'jobs', action: 'update', record: 'body' } },
      schema: {
        summary: 'Edit a job',
        operationId: 'updateJob',
        tags,
        body: jobUpdate,
        response: { 200: job, ...errorAnswers(404) },
      },
    },
    async (request) => {
      authorizeAssignment(actorOf(request), request.body.manager, 'manager');
      return updateJob(app.db, request.body, app.clock.now());
    },
  );

  app.delete(
    '/api/deleteJob/:id',
    {
      config: { policy: { kind: 'jobs', action: 'delete', record: 'params' } },
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
