import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { limitedToCharge } from '../../../shared/policy.ts';
import { personRef, personView } from '../../../shared/schemas/person.ts';
import { authorize, visibleRecords } from '../../policies/index.ts';
import { actorOf } from '../../policies/route-policy.ts';
import { loadPerson } from '../../privacy/load-person.ts';
import { personOfRecord } from '../../privacy/person.ts';
import { errorAnswers } from '../responses.ts';

/**
 * One person across the product (decision 0030): ADMIN and MANAGER read it, like the records it lists; a MANAGER
 * limited to their charge reads it through a record in their charge, and sees only such records (decision 0046).
 */
export const personRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/persons/:recordType/:id',
    {
      config: { policy: { kind: 'people', action: 'read', record: 'handler' } },
      schema: {
        summary: 'Get the person of a record: all their records, consents and file views',
        operationId: 'getPerson',
        tags: ['admin: persons'],
        params: personRef,
        response: { 200: personView, ...errorAnswers(404) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await authorize(app.db, actor, 'read', { kind: request.params.recordType, id: request.params.id });
      const person = await personOfRecord(app.db, request.params);
      const [records, possibleDuplicates] = await Promise.all([
        visibleRecords(app.db, actor, person.records),
        visibleRecords(app.db, actor, person.possibleDuplicates ?? []),
      ]);
      const view = await loadPerson(app.db, { ...person, records, possibleDuplicates }, app.clock.now());
      if (!limitedToCharge(actor)) return view;
      // The consents given with records outside the charge go with those records.
      const seen = new Set(records.map((r) => `${r.recordType}:${r.id}`));
      return { ...view, consents: view.consents.filter((c) => seen.has(`${c.recordType}:${c.recordId}`)) };
    },
  );
};
