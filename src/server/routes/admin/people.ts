import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { page } from '../../../shared/schemas/pagination.ts';
import {
  peopleQuery,
  personActivity as personActivitySchema,
  personDetail,
  personEdit,
  personMerge,
  personSummary,
} from '../../../shared/schemas/people.ts';
import { idParams } from '../../../shared/schemas/rules.ts';
import { editPerson } from '../../people/edit-person.ts';
import { getPerson, listPeople } from '../../people/find-people.ts';
import { mergePeople } from '../../people/merge-people.ts';
import { personActivity } from '../../people/person-activity.ts';
import { errorAnswers } from '../responses.ts';

/** What `GET /api/people/{id}` answers for a person merged into another, with a Location to the kept one. */
const movedPerson = z.object({ mergedInto: z.number() });

/**
 * The people the records belong to (decisions 0041, 0045): ADMIN and MANAGER read, edit and merge them, like the
 * records they list. Edits and merges write their own audit line (`people.edit`, `people.merge`) in their
 * transaction, besides the admin group's.
 */
export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin: people'];
  const actor = (request: { sessionUser?: { userName: string } | null; ip: string }) => ({
    userName: request.sessionUser?.userName ?? null,
    ip: request.ip,
  });
  app.get(
    '/api/people',
    {
      schema: {
        summary: 'List people: search, kind, possible duplicates (same phone), pool consent, language, newest first',
        operationId: 'listPeople',
        tags,
        querystring: peopleQuery,
        response: { 200: page(personSummary) },
      },
    },
    async (request) => listPeople(app.db, request.query, app.clock.now()),
  );

  app.get(
    '/api/people/:id',
    {
      schema: {
        summary:
          'Get a person with their records in time order and their possible duplicates; 301 to the kept person for a merged one',
        operationId: 'getPeoplePerson',
        tags,
        params: idParams,
        response: { 200: personDetail, 301: movedPerson, ...errorAnswers(404) },
      },
    },
    async (request, reply) => {
      const person = await getPerson(app.db, request.params.id);
      if ('mergedInto' in person)
        return reply.code(301).header('location', `/api/people/${person.mergedInto}`).send(person);
      return person;
    },
  );

  app.get(
    '/api/people/:id/activity',
    {
      schema: {
        summary: "A person's time line: records, consents, mails, state changes, CV views, edits and merges",
        operationId: 'getPersonActivity',
        tags,
        params: idParams,
        response: { 200: personActivitySchema, ...errorAnswers(404) },
      },
    },
    async (request) => personActivity(app.db, request.params.id, app.clock.now()),
  );

  app.patch(
    '/api/people/:id',
    {
      schema: {
        summary: "Edit a person's own fields (public forms no longer overwrite them); the e-mail stays unique",
        operationId: 'editPerson',
        tags,
        params: idParams,
        body: personEdit,
        response: { 200: personDetail, ...errorAnswers(400, 404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await editPerson(app.db, { id, edit: request.body, by: actor(request), now: app.clock.now() });
      return (await getPerson(app.db, id)) as z.infer<typeof personDetail>;
    },
  );

  app.post(
    '/api/people/:id/merge',
    {
      schema: {
        summary:
          'Merge the person `from` into this one: per field whose value wins; records, consents, files and history move',
        operationId: 'mergePeople',
        tags,
        params: idParams,
        body: personMerge,
        response: { 200: personDetail, ...errorAnswers(400, 404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await mergePeople(app.db, { id, merge: request.body, by: actor(request), now: app.clock.now() });
      return (await getPerson(app.db, id)) as z.infer<typeof personDetail>;
    },
  );
};
