import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RetentionConfig } from '../config.ts';
import { startRetentionJob } from '../privacy/retention-job.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The retention settings (RETENTION_*): how long consents last and records are kept. */
    retention: RetentionConfig;
  }
}

/**
 * `app.retention`, and the retention job on the app's job queue, at RETENTION_CRON (Brussels time) and at a start that finds a
 * scheduled run missed (src/server/privacy/retention-job.ts). RETENTION_CRON=off leaves it out.
 */
export const retentionPlugin = fp(
  async (app: FastifyInstance, config: RetentionConfig) => {
    app.decorate('retention', config);
    if (config.cron === 'off' || !app.queue) return;
    await startRetentionJob(app.queue, { db: app.db, mail: app.mail, config, clock: app.clock, log: app.log });
  },
  { name: 'retention', dependencies: ['db', 'queue', 'mail', 'clock'] },
);
