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
import { createFollowUp, listAssignees, listFollowUps, updateFollowUp } from '../../follow-ups/follow-ups.ts';
import { errorAnswers } from '../responses.ts';

/**
 * Follow-ups on a record or a person (issue 28, item 6; decision 0052): every staff member (ADMIN and MANAGER, the
 * group's guard) sets, lists and closes them.
 * TODO(policy, decision 0046 once on main): declare `config.policy` on each route (the policy's enumeration test
 * refuses a route without one, and its onRequest hook answers 404 to a MANAGER limited to their charge), e.g.
 * `{ kind: 'people', action: 'list' }` on GET, `{ kind: 'people', action: 'update', record: 'handler' }` on POST and
 * PATCH; in createFollowUp call `authorize(db, actorOf(request), 'update', { kind: recordType ?? 'people', id:
 * recordId ?? personId })` (404 outside the charge), in updateFollowUp the same on the follow-up's subject, and
 * filter listFollowUps' rows with `visibleRecords` (records) / `visibleIds(db, user, 'people', …)` (persons);
 * the assignees list stays every enabled user.
 */
export const followUpRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin: follow-ups'];
  const me = (request: { sessionUser: { id: number } | null }) => request.sessionUser!.id;

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
    },
    async (request) => listFollowUps(app.db, request.query, me(request), app.clock.now()),
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
        response: { 201: followUp },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createFollowUp(app.db, request.body, me(request), app.clock.now())),
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
    },
    async (request) => updateFollowUp(app.db, request.params.id, request.body, app.clock.now()),
  );
};
