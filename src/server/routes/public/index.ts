import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Public routes: no token. Each resource registers its routes here. */
export const publicRoutes: FastifyPluginAsyncZod = async () => {};
