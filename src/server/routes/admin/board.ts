import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { board, boardMove, boardMoved, boardQuery, BOARD_RESOURCES } from '../../../shared/schemas/board.ts';
import { idParams } from '../../../shared/schemas/rules.ts';
import { loadBoard } from '../../board/load-board.ts';
import { moveApplication } from '../../board/move-application.ts';
import { sessionUser } from '../../plugins/auth.ts';
import { chargeOf } from '../../policies/index.ts';
import { actorOf } from '../../policies/route-policy.ts';
import { errorAnswers } from '../responses.ts';

const tags = ['admin: board'];

/**
 * The boards (issue 28 item 1, docs/decisions/0053): a job's applications and the spontaneous ones, a column per
 * state; a card moved through the pipeline's state machine and placed in its column.
 */
export const boardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/jobs/:id/board',
    {
      // The job must be in the user's charge; its applications are then all in it too.
      config: { policy: { kind: 'jobs', action: 'read', record: 'params' } },
      schema: {
        summary: "A job's board: a column per state of its applications, with counts and cards in order",
        operationId: 'getJobBoard',
        tags,
        params: idParams,
        querystring: boardQuery,
        response: { 200: board, ...errorAnswers(404) },
      },
    },
    async (request) =>
      loadBoard(app.db, {
        resource: 'job-applications',
        jobId: request.params.id,
        query: request.query,
        scope: chargeOf(actorOf(request), 'job-applications'),
        now: app.clock.now(),
      }),
  );

  app.get(
    '/api/spontaneous-applications/board',
    {
      config: { policy: { kind: 'spontaneous-applications', action: 'list' } },
      schema: {
        summary: "The spontaneous applications' board: a column per state, with counts and cards in order",
        operationId: 'getSpontaneousApplicationBoard',
        tags,
        querystring: boardQuery,
        response: { 200: board },
      },
    },
    async (request) =>
      loadBoard(app.db, {
        resource: 'spontaneous-applications',
        jobId: null,
        query: request.query,
        scope: chargeOf(actorOf(request), 'spontaneous-applications'),
        now: app.clock.now(),
      }),
  );

  for (const resource of BOARD_RESOURCES) {
    app.post(
      `/api/${resource}/:id/move`,
      {
        config: { policy: { kind: resource, action: 'changeState', record: 'params' } },
        schema: {
          summary: `Move a ${resource === 'job-applications' ? 'job' : 'spontaneous'} application on its board: its state (as the state machine allows) and its place`,
          description:
            "409 STALE when `expectedState` is no longer the card's state (someone moved it first); 409 CONFLICT " +
            'when the rules forbid the move (`fields.state`); 400 naming `reason` when the state needs one.',
          operationId: resource === 'job-applications' ? 'moveJobApplication' : 'moveSpontaneousApplication',
          tags,
          params: idParams,
          body: boardMove,
          response: { 200: boardMoved, ...errorAnswers(400, 404, 409) },
        },
      },
      async (request) =>
        moveApplication(app.db, {
          resource,
          id: request.params.id,
          move: request.body,
          changedBy: sessionUser(request).userName,
          mail: app.mail,
        }),
    );
  }
};
