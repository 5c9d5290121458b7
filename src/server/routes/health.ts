import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../errors.ts';
import { errorAnswers } from './responses.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        summary: 'Check that the server and its database answer',
        operationId: 'checkHealth',
        tags: ['system'],
        response: { 200: z.object({ status: z.literal('ok') }), ...errorAnswers(503) },
      },
    },
    async () => {
      try {
        await app.db.execute(sql`select 1`);
      } catch {
        throw new HttpError(503, 'The database does not answer');
      }
      return { status: 'ok' as const };
    },
  );
};
