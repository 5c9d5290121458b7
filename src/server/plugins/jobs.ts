import type PgBoss from 'pg-boss';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { startJobQueue } from '../jobs/job-queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue (pg-boss), when something needs it: mails to send (SMTP_URL) or the retention schedule. */
    jobs: PgBoss | undefined;
  }
}

/**
 * `app.jobs`: pg-boss on the app's database, started when mails are sent (SMTP_URL) or the retention job is
 * scheduled (RETENTION_CRON, not `off`); undefined otherwise. Stopped before the database closes, letting a job
 * in progress finish.
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance, config: Pick<Config, 'mail' | 'retention'>) => {
    const schedule = config.retention.cron !== 'off';
    if (!config.mail.smtpUrl && !schedule) {
      app.decorate('jobs', undefined);
      return;
    }
    const boss = await startJobQueue(
      app.dbHandle,
      { schedule, maintenanceIntervalSeconds: config.mail.retryDelaySeconds },
      (err) => app.log.error({ err }, 'job queue'),
    );
    app.decorate('jobs', boss);
    app.addHook('preClose', async () => {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    });
  },
  { name: 'jobs', dependencies: ['db'] },
);
