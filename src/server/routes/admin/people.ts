import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { page } from '../../../shared/schemas/pagination.ts';
import { peopleQuery, personDetail, personSummary } from '../../../shared/schemas/people.ts';
import { idParams } from '../../../shared/schemas/rules.ts';
import { getPerson, listPeople } from '../../people/find-people.ts';
import { chargeOf, visibleIds, visibleRecords } from '../../policies/index.ts';
import { actorOf } from '../../policies/route-policy.ts';
import { errorAnswers } from '../responses.ts';

/**
 * The people the records belong to (decision 0041): ADMIN and MANAGER read them, like the records they list; a
 * MANAGER limited to their charge, the people of the records in it (decision 0046).
 */
export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin: people'];
  app.get(
    '/api/people',
    {
      config: { policy: { kind: 'people', action: 'list' } },
      schema: {
        summary: 'List people: search, kind, possible duplicates (same phone), newest first',
        operationId: 'listPeople',
        tags,
        querystring: peopleQuery,
        response: { 200: page(personSummary) },
      },
    },
    async (request) => listPeople(app.db, request.query, chargeOf(actorOf(request), 'people')),
  );

  app.get(
    '/api/people/:id',
    {
      config: { policy: { kind: 'people', action: 'read', record: 'params' } },
      schema: {
        summary: 'Get a person with their records in time order and their possible duplicates',
        operationId: 'getPeoplePerson',
        tags,
        params: idParams,
        response: { 200: personDetail, ...errorAnswers(404) },
      },
    },
    async (request) => {
      // The person is in the user's charge (the policy hook); of their records and look-alikes, those that are.
      const actor = actorOf(request);
      const person = await getPerson(app.db, request.params.id);
      const [records, possibleDuplicates] = await Promise.all([
        visibleRecords(app.db, actor, person.records),
        visibleIds(app.db, actor, 'people', person.possibleDuplicates),
      ]);
      return { ...person, records, possibleDuplicates };
    },
  );
};
