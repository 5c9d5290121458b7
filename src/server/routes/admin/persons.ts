import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { personQuery, personView } from '../../../shared/schemas/person.ts';
import { loadPerson } from '../../privacy/load-person.ts';

/** One person across the product (decision 0030): ADMIN and MANAGER read it, like the records it lists. */
export const personRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/persons',
    {
      schema: {
        summary: "Get a person's records, consents and file views, by e-mail and/or phone",
        operationId: 'getPerson',
        tags: ['admin: persons'],
        querystring: personQuery,
        response: { 200: personView },
      },
    },
    async (request) => loadPerson(app.db, request.query, app.clock.now()),
  );
};
