import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';

/** Public routes: no token. Each resource registers its routes here. */
export const publicRoutes: FastifyPluginAsyncZod<{ config: Config }> = async () => {};
