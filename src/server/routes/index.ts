import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ThrottleTiming } from '../auth/login-throttle.ts';
import type { Config } from '../config.ts';
import { adminRoutes } from './admin/index.ts';
import { authRoutes } from './auth/index.ts';
import { healthRoutes } from './health.ts';
import { publicRoutes } from './public/index.ts';

/** Every route group. Public groups take no token; admin groups declare their roles once, in their index. */
export const routes: FastifyPluginAsyncZod<{ config: Config; loginTiming?: ThrottleTiming }> = async (
  app,
  { config, loginTiming },
) => {
  await app.register(healthRoutes);
  await app.register(authRoutes, { legacyContract: config.legacyContract, loginTiming });
  await app.register(publicRoutes, { config });
  await app.register(adminRoutes, { config });
};
