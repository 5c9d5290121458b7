import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../../shared/schemas/rules.ts';
import {
  applicationMarks,
  personMarks,
  ratingBody,
  tag,
  tagIdsBody,
  tagInput,
  tagList,
  tagPatch,
} from '../../../shared/schemas/tags.ts';
import { sessionUser } from '../../plugins/auth.ts';
import { applicationMarksOf, personMarksOf } from '../../tags/application-marks.ts';
import {
  createTag,
  deleteTag,
  listTags,
  rateApplication,
  setApplicationTags,
  setPersonTags,
  updateTag,
} from '../../tags/tags.ts';
import { errorAnswers, noContent } from '../responses.ts';

/**
 * Tags and ratings (issue 28, item 4; docs/decisions/0054). The list of tags is an ADMIN's (the policy's kind
 * `tags`); any staff member reads it, sets the tags of a job application or a person they may edit, and rates a job
 * application (their own rating, 1 to 5, changed or removed).
 */
export const tagRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin: tags'];

  app.get(
    '/api/tags',
    {
      config: { policy: { kind: 'tags', action: 'list' } },
      schema: { summary: 'Every tag, by name', operationId: 'listTags', tags, response: { 200: tagList } },
    },
    async () => listTags(app.db),
  );

  app.post(
    '/api/tags',
    {
      config: { policy: { kind: 'tags', action: 'create' } },
      schema: {
        summary: 'Add a tag (ADMIN)',
        operationId: 'createTag',
        tags,
        body: tagInput,
        response: { 201: tag, ...errorAnswers([409, 'A tag of this name exists']) },
      },
    },
    async (request, reply) => reply.status(201).send(await createTag(app.db, request.body)),
  );

  app.patch(
    '/api/tags/:id',
    {
      config: { policy: { kind: 'tags', action: 'update' } },
      schema: {
        summary: 'Rename or recolour a tag (ADMIN)',
        operationId: 'updateTag',
        tags,
        params: idParams,
        body: tagPatch,
        response: { 200: tag, ...errorAnswers(404, [409, 'A tag of this name exists']) },
      },
    },
    async (request) => updateTag(app.db, request.params.id, request.body),
  );

  app.delete(
    '/api/tags/:id',
    {
      config: { policy: { kind: 'tags', action: 'delete' } },
      schema: {
        summary: 'Delete a tag: every record that carried it loses it (ADMIN)',
        operationId: 'deleteTag',
        tags,
        params: idParams,
        response: { 204: noContent, ...errorAnswers(404) },
      },
    },
    async (request, reply) => {
      await deleteTag(app.db, request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/job-applications/:id/marks',
    {
      config: { policy: { kind: 'job-applications', action: 'read', record: 'params' } },
      schema: {
        summary: "A job application's tags and ratings (the average, how many, the caller's own)",
        operationId: 'getJobApplicationMarks',
        tags,
        params: idParams,
        response: { 200: applicationMarks },
      },
    },
    async (request) => applicationMarksOf(app.db, request.params.id, sessionUser(request).id),
  );

  app.put(
    '/api/job-applications/:id/tags',
    {
      config: { policy: { kind: 'job-applications', action: 'update', record: 'params' } },
      schema: {
        summary: "Set a job application's tags (all of them)",
        operationId: 'setJobApplicationTags',
        tags,
        params: idParams,
        body: tagIdsBody,
        response: { 200: applicationMarks, ...errorAnswers(404) },
      },
    },
    async (request) => {
      await setApplicationTags(app.db, request.params.id, request.body.tagIds);
      return applicationMarksOf(app.db, request.params.id, sessionUser(request).id);
    },
  );

  app.put(
    '/api/job-applications/:id/rating',
    {
      config: { policy: { kind: 'job-applications', action: 'update', record: 'params' } },
      schema: {
        summary: "Set, change or remove (null) the caller's 1-5 rating of a job application",
        operationId: 'rateJobApplication',
        tags,
        params: idParams,
        body: ratingBody,
        response: { 200: applicationMarks, ...errorAnswers(404) },
      },
    },
    async (request) => {
      const me = sessionUser(request).id;
      await rateApplication(app.db, request.params.id, me, request.body.rating, app.clock.now());
      return applicationMarksOf(app.db, request.params.id, me);
    },
  );

  app.get(
    '/api/people/:id/marks',
    {
      config: { policy: { kind: 'people', action: 'read', record: 'params' } },
      schema: {
        summary: "A person's tags, and the tags and average rating of each of their job applications",
        operationId: 'getPersonMarks',
        tags,
        params: idParams,
        response: { 200: personMarks },
      },
    },
    async (request) => personMarksOf(app.db, request.params.id),
  );

  app.put(
    '/api/people/:id/tags',
    {
      config: { policy: { kind: 'people', action: 'update', record: 'params' } },
      schema: {
        summary: "Set a person's tags (all of them)",
        operationId: 'setPersonTags',
        tags,
        params: idParams,
        body: tagIdsBody,
        response: { 200: personMarks, ...errorAnswers(404) },
      },
    },
    async (request) => {
      await setPersonTags(app.db, request.params.id, request.body.tagIds);
      return personMarksOf(app.db, request.params.id);
    },
  );
};
