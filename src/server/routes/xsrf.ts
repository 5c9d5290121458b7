import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { XSRF_TOKEN_PATH } from '../../shared/constants.ts';
import { noStore } from '../plugins/no-store.ts';
import { noContent } from './responses.ts';

/**
 * docs/spec/product-spec.md#7-the-calls-it-makes: the client echoes the XSRF-TOKEN cookie on every change. The public
 * reads set no cookie (plugins/csrf.ts), so a client that holds none asks for its pair here before its first change.
 */
export const xsrfRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', noStore);
  app.get(
    XSRF_TOKEN_PATH,
    {
      schema: {
        summary: 'Set the XSRF cookie pair a later change must echo (X-XSRF-TOKEN)',
        operationId: 'getXsrfToken',
        tags: ['system'],
        response: { 204: noContent },
      },
    },
    async (_request, reply) => reply.code(204).send(),
  );
};
