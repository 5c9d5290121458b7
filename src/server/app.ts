import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAX_UPLOAD_BYTES } from '../shared/constants.ts';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { auth } from './plugins/auth.ts';
import { clientAssets } from './plugins/client-assets.ts';
import { compression } from './plugins/compression.ts';
import { csrf } from './plugins/csrf.ts';
import { dbPlugin } from './plugins/db.ts';
import { errorHandler, frameworkErrors } from './plugins/error-handler.ts';
import { honeypot } from './plugins/honeypot.ts';
import { mailPlugin } from './plugins/mail.ts';
import { pagePreload } from './plugins/page-preload.ts';
import { openapi } from './plugins/openapi.ts';
import { rateLimit } from './plugins/rate-limit.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { spa } from './plugins/spa.ts';
import { routes } from './routes/index.ts';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Close the database with the app (the server does; tests that share a database do not). */
  closeDatabase?: boolean;
  logger?: FastifyServerOptions['logger'];
}

/** Paths whose query string carries a password (the legacy contract): logged without it. */
const SECRET_QUERY_PATHS = ['/api/token', '/api/getUser'];

/** Builds the whole application: plugins (external, then ours), then routes. `server.ts` only listens. */
export async function buildApp(options: AppOptions) {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      serializers: {
        req: (req: { method: string; url: string; ip?: string }) => ({
          method: req.method,
          url: logUrl(req.url),
          ip: req.ip,
        }),
      },
    },
    trustProxy: config.trustProxy as FastifyServerOptions['trustProxy'],
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(openapi);
  await app.register(errorHandler);
  await app.register(securityHeaders);
  await app.register(compression);
  await app.register(csrf, { secure: config.production });
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 256 * 1024, headerPairs: 100 },
  });
  await app.register(dbPlugin, { handle: options.database, closeOnExit: options.closeDatabase ?? true });
  await app.register(mailPlugin, config.mail);
  await app.register(auth, { secret: config.jwtSecret });
  await app.register(rateLimit, { max: config.publicFormRateLimit });
  await app.register(honeypot);
  await app.register(pagePreload);
  await app.register(clientAssets);
  await app.register(spa);
  await app.register(routes, { config });
  return app;
}

function logUrl(url: string): string {
  const path = url.split('?')[0] ?? url;
  return SECRET_QUERY_PATHS.includes(path) ? path : url;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
