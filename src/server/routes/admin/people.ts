import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { page } from '../../../shared/schemas/pagination.ts';
import { peopleQuery, personDetail, personSummary } from '../../../shared/schemas/people.ts';
import { idParams } from '../../../shared/schemas/rules.ts';
import { getPerson, listPeople } from '../../people/find-people.ts';
import { errorAnswers } from '../responses.ts';

/** The people the records belong to (decision 0041): ADMIN and MANAGER read them, like the records they list. */
export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin: people'];
  app.get(
    '/api/people',
    {
      schema: {
        summary: 'List people: search, kind, possible duplicates (same phone), newest first',
        operationId: 'listPeople',
        tags,
        querystring: peopleQuery,
        response: { 200: page(personSummary) },
      },
    },
    async (request) => listPeople(app.db, request.query),
  );

  app.get(
    '/api/people/:id',
    {
      schema: {
        summary: 'Get a person with their records in time order and their possible duplicates',
        operationId: 'getPeoplePerson',
        tags,
        params: idParams,
        response: { 200: personDetail, ...errorAnswers(404) },
      },
    },
    async (request) => getPerson(app.db, request.params.id),
  );
};
