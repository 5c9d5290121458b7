import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { answeredBodyTimeout } from './plugins/answered-body-timeout.ts';
import { auth } from './plugins/auth.ts';
import { clockPlugin } from './plugins/clock.ts';
import { clientAssets } from './plugins/client-assets.ts';
import { compression } from './plugins/compression.ts';
import { csrf } from './plugins/csrf.ts';
import { dbPlugin } from './plugins/db.ts';
import { errorHandler, frameworkErrors } from './plugins/error-handler.ts';
import { honeypot } from './plugins/honeypot.ts';
import { queuePlugin } from './plugins/queue.ts';
import { fileTextPlugin } from './plugins/file-text.ts';
import { matchingPlugin } from './plugins/matching.ts';
import { mailPlugin } from './plugins/mail.ts';
import { imapRepliesPlugin } from './plugins/imap-replies.ts';
import { jobAlertsPlugin } from './plugins/job-alerts.ts';
import { myDataLinkPlugin } from './plugins/my-data-link.ts';
import { pagePreload } from './plugins/page-preload.ts';
import { brandPlugin } from './plugins/brand.ts';
import { publicCache } from './plugins/public-cache.ts';
import { siteContentPlugin } from './plugins/site-content.ts';
import { openapi } from './plugins/openapi.ts';
import { rateLimit } from './plugins/rate-limit.ts';
import { retentionPlugin } from './plugins/retention.ts';
import { followUpMailPlugin } from './plugins/follow-up-mail.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { spa } from './plugins/spa.ts';
import { setSiteUrl } from './mail/firm.ts';
import { loggerOptions } from './request-log.ts';
import { routes } from './routes/index.ts';
import { systemClock, type Clock } from './time/clock.ts';
import { fastifyTrustProxy } from './trust-proxy.ts';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Close the database with the app (the server does; tests that share a database do not). */
  closeDatabase?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** The time source (the system clock by default); tests pass their own to move time or skip waits. */
  clock?: Clock;
}

/** Builds the whole application: plugins (external, then ours), then routes. `server.ts` only listens. */
export async function buildApp(options: AppOptions) {
  const { config } = options;
  // Every link that leaves the product starts with SITE_URL (mails, pages, sitemap): set before anything is written.
  setSiteUrl(config.siteUrl);
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // A connection that sends nothing (a stalled body) is cut after the idle timeout; a request must arrive in
    // full within the request timeout. Node checks the latter every `connectionsCheckingInterval`.
    connectionTimeout: config.idleTimeoutMs,
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: Math.min(60_000, config.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(1000, config.requestTimeoutMs),
    },
    bodyLimit: 1024 * 1024,
    // Fastify's 10 s per plugin stopped the start on a loaded machine (load average 30 on 2 cores: the static files'
    // routes, the settings' first read): a slow start is better than none; a plugin that never ends still fails.
    pluginTimeout: 120_000,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(answeredBodyTimeout, { idleTimeoutMs: config.idleTimeoutMs });
  await app.register(openapi);
  await app.register(errorHandler);
  await app.register(clockPlugin, { clock: options.clock ?? systemClock });
  await app.register(securityHeaders);
  await app.register(compression);
  await app.register(csrf, { secure: config.production });
  await app.register(dbPlugin, { handle: options.database, closeOnExit: options.closeDatabase ?? true });
  await app.register(queuePlugin, {
    mail: config.mail,
    retention: config.retention,
    cvText: config.cvText,
    followUpMailCron: config.followUpMailCron,
    jobAlertCron: config.jobAlertCron,
  });
  await app.register(mailPlugin, config.mail);
  await app.register(imapRepliesPlugin, { imap: config.imap });
  await app.register(retentionPlugin, config.retention);
  await app.register(fileTextPlugin, config.cvText);
  await app.register(matchingPlugin, config.cvText);
  await app.register(followUpMailPlugin, { cron: config.followUpMailCron });
  await app.register(myDataLinkPlugin);
  await app.register(jobAlertsPlugin, { cron: config.jobAlertCron });
  await app.register(auth, { secret: config.jwtSecret, idleMinutes: config.sessionIdleMinutes });
  await app.register(rateLimit, { max: config.publicFormRateLimit });
  await app.register(honeypot);
  await app.register(pagePreload);
  // After the hooks that set cookies and compress: a hit skips everything after its onRequest, a miss is stored as sent.
  await app.register(publicCache, { maxBytes: config.publicCacheBytes });
  await app.register(brandPlugin);
  await app.register(siteContentPlugin);
  await app.register(clientAssets, {
    retention: config.retention,
    booking: { noticeWorkingDays: config.bookingNoticeWorkingDays },
    siteUrl: config.siteUrl,
  });
  await app.register(spa);
  await app.register(routes, { config });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
