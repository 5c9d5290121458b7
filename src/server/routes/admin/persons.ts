import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { personRef, personView } from '../../../shared/schemas/person.ts';
import { loadPerson } from '../../privacy/load-person.ts';
import { personOfRecord } from '../../privacy/person.ts';
import { errorAnswers } from '../responses.ts';

/** One person across the product (decision 0030): ADMIN and MANAGER read it, like the records it lists. */
export const personRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/persons/:recordType/:id',
    {
      schema: {
        summary: 'Get the person of a record: all their records, consents and file views',
        operationId: 'getPerson',
        tags: ['admin: persons'],
        params: personRef,
        response: { 200: personView, ...errorAnswers(404) },
      },
    },
    async (request) => loadPerson(app.db, await personOfRecord(app.db, request.params), app.clock.now()),
  );
};
