import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import { adminRoutes } from './admin/index.ts';
import { authRoutes } from './auth/index.ts';
import { mailLanguageRoutes } from './auth/mail-language.ts';
import { selfHelpRoutes } from './auth/self-help.ts';
import { healthRoutes } from './health.ts';
import { noStore } from '../plugins/no-store.ts';
import { publicRoutes } from './public/index.ts';
import { xsrfRoutes } from './xsrf.ts';

/** Every route group. Public groups take no token; admin groups declare their roles once, in their index. */
export const routes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  await app.register(healthRoutes);
  await app.register(xsrfRoutes);
  // Answers that carry a token (or who is logged in) must not be kept by a browser or proxy cache.
  await app.register(async (auth) => {
    auth.addHook('onSend', noStore);
    await auth.register(authRoutes, { legacyContract: config.legacyContract });
    await auth.register(mailLanguageRoutes);
    await auth.register(selfHelpRoutes);
  });
  await app.register(publicRoutes, { config });
  await app.register(adminRoutes, { config });
};
