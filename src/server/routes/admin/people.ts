import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { page } from '../../../shared/schemas/pagination.ts';
import {
  peopleQuery,
  personActivity as personActivitySchema,
  personDetail,
  personEdit,
  personMerge,
  personMergePreview,
  personMergePreviewQuery,
  personSummary,
} from '../../../shared/schemas/people.ts';
import { idParams } from '../../../shared/schemas/rules.ts';
import { editPerson } from '../../people/edit-person.ts';
import { getPerson, listPeople } from '../../people/find-people.ts';
import { mergePeople } from '../../people/merge-people.ts';
import { previewMerge } from '../../people/merge-preview.ts';
import { personActivity } from '../../people/person-activity.ts';
import { authorize, chargeOf, visibleIds, visibleRecords } from '../../policies/index.ts';
import { actorOf } from '../../policies/route-policy.ts';
import { errorAnswers } from '../responses.ts';

/** What `GET /api/people/{id}` answers for a person merged into another, with a Location to the kept one. */
const movedPerson = z.object({ mergedInto: z.number() });

/**
 * The people the records belong to (decisions 0041, 0045): ADMIN and MANAGER read, edit and merge them, like the
 * records they list; a MANAGER limited to their charge, the people of the records in it (decision 0046). Edits and
 * merges write their own audit line (`people.edit`, `people.merge`) in their transaction, besides the admin group's.
 */
export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin: people'];
  const actor = (request: { sessionUser?: { userName: string } | null; ip: string }) => ({
    userName: request.sessionUser?.userName ?? null,
    ip: request.ip,
  });
  /** A person as the user may see them: of their records and look-alikes, those in the user's charge. */
  const visiblePerson = async (request: Parameters<typeof actorOf>[0], id: number) => {
    const person = await getPerson(app.db, id);
    if ('mergedInto' in person) return person;
    const viewer = actorOf(request);
    const [records, possibleDuplicates] = await Promise.all([
      visibleRecords(app.db, viewer, person.records),
      visibleIds(app.db, viewer, 'people', person.possibleDuplicates),
    ]);
    return { ...person, records, possibleDuplicates };
  };

  app.get(
    '/api/people',
    {
      config: { policy: { kind: 'people', action: 'list' } },
      schema: {
        summary: 'List people: search, kind, possible duplicates (same phone), pool consent, language, newest first',
        operationId: 'listPeople',
        tags,
        querystring: peopleQuery,
        response: { 200: page(personSummary) },
      },
    },
    async (request) => listPeople(app.db, request.query, app.clock.now(), chargeOf(actorOf(request), 'people')),
  );

  app.get(
    '/api/people/:id',
    {
      config: { policy: { kind: 'people', action: 'read', record: 'params' } },
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
      const person = await visiblePerson(request, request.params.id);
      if ('mergedInto' in person)
        return reply.code(301).header('location', `/api/people/${person.mergedInto}`).send(person);
      return person;
    },
  );

  app.get(
    '/api/people/:id/activity',
    {
      config: { policy: { kind: 'people', action: 'read', record: 'params' } },
      schema: {
        summary: "A person's time line: records, consents, mails, state changes, CV views, edits and merges",
        operationId: 'getPersonActivity',
        tags,
        params: idParams,
        response: { 200: personActivitySchema, ...errorAnswers(404) },
      },
    },
    async (request) => {
      // A MANAGER limited to their charge sees the events of the records in it, and the person's own (decision 0046).
      const activity = await personActivity(app.db, request.params.id, app.clock.now());
      const key = (recordType: string, id: number) => `${recordType}:${id}`;
      const tied = activity.events.flatMap((e) =>
        e.recordType && e.recordId !== undefined ? [{ recordType: e.recordType, id: e.recordId }] : [],
      );
      const visible = new Set(
        (await visibleRecords(app.db, actorOf(request), tied)).map((r) => key(r.recordType, r.id)),
      );
      const events = activity.events.filter(
        (e) => !e.recordType || e.recordId === undefined || visible.has(key(e.recordType, e.recordId)),
      );
      return { ...activity, events };
    },
  );

  app.patch(
    '/api/people/:id',
    {
      config: { policy: { kind: 'people', action: 'update', record: 'params' } },
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
      return (await visiblePerson(request, id)) as z.infer<typeof personDetail>;
    },
  );

  app.get(
    '/api/people/:id/merge-preview',
    {
      config: { policy: { kind: 'people', action: 'update', record: 'params' } },
      schema: {
        summary:
          'What merging the person `from` into this one would do, without doing it: both people, the winning values, what moves',
        operationId: 'previewPeopleMerge',
        tags,
        params: idParams,
        querystring: personMergePreviewQuery,
        response: { 200: personMergePreview, ...errorAnswers(400, 404, 409) },
      },
    },
    async (request) => {
      // As for the merge: the other person must be in the user's charge too (404 otherwise, decision 0046).
      await authorize(app.db, actorOf(request), 'update', { kind: 'people', id: request.query.from });
      const preview = await previewMerge(app.db, request.params.id, request.query.from);
      const [kept, from] = await Promise.all([
        visiblePerson(request, preview.kept.id),
        visiblePerson(request, preview.from.id),
      ]);
      return { ...preview, kept, from } as z.infer<typeof personMergePreview>;
    },
  );

  app.post(
    '/api/people/:id/merge',
    {
      config: { policy: { kind: 'people', action: 'update', record: 'params' } },
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
      // The person merged in must be in the user's charge too (404 otherwise, decision 0046).
      await authorize(app.db, actorOf(request), 'update', { kind: 'people', id: request.body.from });
      await mergePeople(app.db, { id, merge: request.body, by: actor(request), now: app.clock.now() });
      return (await visiblePerson(request, id)) as z.infer<typeof personDetail>;
    },
  );
};
