import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  followUp,
  followUpAssignee,
  followUpInput,
  followUpList,
  followUpPatch,
  followUpQuery,
} from '../../../shared/schemas/follow-up.ts';
import { idParams } from '../../../shared/schemas/rules.ts';
import {
  createFollowUp,
  listAssignees,
  listFollowUps,
  updateFollowUp,
  visibleFollowUps,
} from '../../follow-ups/follow-ups.ts';
import { limitedToCharge } from '../../../shared/policy.ts';
import type { FollowUp } from '../../../shared/schemas/follow-up.ts';
import { getFollowUp } from '../../follow-ups/follow-ups.ts';
import { authorize } from '../../policies/index.ts';
import { actorOf } from '../../policies/route-policy.ts';
import { errorAnswers } from '../responses.ts';

/**
 * Follow-ups on a record or a person (issue 28, item 6; decision 0052): every staff member (ADMIN and MANAGER, the
 * group's guard) sets, lists and closes them.
 * The policy (decision 0046): a follow-up is about a record or a person, so it is authorized on that subject: a
 * MANAGER limited to their charge sets, reads and closes follow-ups only on records and people in it (404 outside,
 * as for the records themselves).
 */
export const followUpRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin: follow-ups'];
  const me = (request: { sessionUser: { id: number } | null }) => request.sessionUser!.id;
  /** The subject of a follow-up as the policy names it. */
  const subjectOf = (f: Pick<FollowUp, 'recordType' | 'recordId' | 'personId'>) =>
    f.recordType && f.recordId !== null
      ? { kind: f.recordType, id: f.recordId }
      : { kind: 'people' as const, id: f.personId ?? 0 };

  app.get(
    '/api/follow-ups',
    {
      schema: {
        summary:
          "List follow-ups: the caller's (assignee=me) or anyone's, overdue, today's or upcoming, of a record or person",
        operationId: 'listFollowUps',
        tags,
        querystring: followUpQuery,
        response: { 200: followUpList },
      },
      // Not a list of one kind (records and people alike): the role's check is the dashboard's; the charge
      // filters the rows below.
      config: { policy: { kind: 'dashboard', action: 'read' } },
    },
    async (request) => {
      const list = await listFollowUps(app.db, request.query, me(request), app.clock.now());
      const actor = actorOf(request);
      if (!limitedToCharge(actor)) return list;
      // Those on records and people outside the charge are left out (the total counts what is shown).
      const items = await visibleFollowUps(app.db, actor, list.items);
      return { items, total: items.length };
    },
  );

  app.get(
    '/api/follow-ups/assignees',
    {
      schema: {
        summary: 'The staff users a follow-up can be assigned to (enabled users)',
        operationId: 'listFollowUpAssignees',
        tags,
        response: { 200: z.array(followUpAssignee) },
      },
      config: { policy: { kind: 'dashboard', action: 'read' } },
    },
    async () => listAssignees(app.db),
  );

  app.post(
    '/api/follow-ups',
    {
      schema: {
        summary: 'Remind a staff member (the caller by default) of a record or a person on a day, with a note',
        operationId: 'createFollowUp',
        tags,
        body: followUpInput,
        response: { 201: followUp, ...errorAnswers(404) },
      },
      config: { policy: { kind: 'people', action: 'update' } },
    },
    async (request, reply) => {
      const { recordType, recordId, personId } = request.body;
      await authorize(
        app.db,
        actorOf(request),
        'update',
        subjectOf({ recordType: recordType ?? null, recordId: recordId ?? null, personId: personId ?? null }),
      );
      return reply.status(201).send(await createFollowUp(app.db, request.body, me(request), app.clock.now()));
    },
  );

  app.patch(
    '/api/follow-ups/:id',
    {
      schema: {
        summary: 'Mark a follow-up done (or open again), or change its date, note or assignee',
        operationId: 'updateFollowUp',
        tags,
        params: idParams,
        body: followUpPatch,
        response: { 200: followUp, ...errorAnswers(404) },
      },
      config: { policy: { kind: 'people', action: 'update' } },
    },
    async (request) => {
      const current = await getFollowUp(app.db, request.params.id);
      await authorize(app.db, actorOf(request), 'update', subjectOf(current));
      return updateFollowUp(app.db, request.params.id, request.body, app.clock.now());
    },
  );
};
