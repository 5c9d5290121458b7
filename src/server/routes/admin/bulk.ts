import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bulkAction, bulkSummary } from '../../../shared/schemas/bulk.ts';
import { bulkExport, runBulkAction, type BulkContext } from '../../bulk/bulk-actions.ts';
import { sessionUser } from '../../plugins/auth.ts';
import { actorOf } from '../../policies/route-policy.ts';
import { csvAnswer, errorAnswers } from '../responses.ts';

/**
 * POST /api/bulk (issue 28, item 5; docs/decisions/0055): move, tag, reject or export many records at once. The
 * role's check here is only that of staff (the dashboard's); each record is then checked by the policy for the
 * action on its kind and the user's charge, and refused alone when it may not be touched. The audit rows are
 * written by the action, one per record (not the admin group's one per request).
 */
export const bulkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/bulk',
    {
      config: { policy: { kind: 'dashboard', action: 'read' }, auditedByHandler: true },
      schema: {
        summary: 'Move, tag, reject or export many records (named, or all a list filter matches; at most 5,000)',
        description:
          '`records: [{recordType, id}]` or `filter: {recordType, q, process, from, to, tag, rating}` (every record ' +
          'the list matches, in your charge). move: `state`, `reason`, `sendMail`, each record through its ' +
          "pipeline's state machine; reject: the pipeline's rejection state with `reason`, the rejection mail in " +
          "each person's language unless `sendMail` is false; tag: `add`, `remove` (tag ids); export: a CSV of one " +
          'list. Answers what was done and what was refused, with the reason.',
        operationId: 'bulkAction',
        tags: ['admin: bulk'],
        body: bulkAction,
        response: {
          200: {
            description: 'The summary of a move, a tagging or a rejection; the CSV of an export',
            content: {
              'application/json': { schema: bulkSummary },
              'text/csv': { schema: csvAnswer('').content['text/csv'].schema },
            },
          },
          ...errorAnswers(400),
        },
      },
    },
    async (request, reply) => {
      const ctx: BulkContext = {
        db: app.db,
        mail: app.mail,
        actor: actorOf(request),
        userName: sessionUser(request).userName,
        source: request,
      };
      const action = request.body;
      if (action.action !== 'export') return runBulkAction(ctx, action);
      const { resource, lines } = await bulkExport(ctx, action);
      const day = app.clock.now().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${resource}-selection-${day}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(Readable.from(lines));
    },
  );
};
