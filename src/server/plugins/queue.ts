import type PgBoss from 'pg-boss';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { startQueue } from '../queue/queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The task queue (pg-boss), when something needs it: CV texts to extract (CV_TEXT_POLL_SECONDS, on by default),
     * mails to send (SMTP_URL) or the retention schedule.
     */
    queue: PgBoss | undefined;
  }
}

/**
 * `app.queue`: pg-boss on the app's database, started when CV texts are extracted (CV_TEXT_POLL_SECONDS, not 0: the
 * default, so in production it always runs), mails are sent (SMTP_URL) or the retention job or the follow-ups'
 * morning mail or the job alerts are scheduled (RETENTION_CRON, FOLLOW_UP_MAIL_CRON, JOB_ALERT_CRON, not `off`); undefined otherwise (the tests turn
 * them off unless they test them). Stopped before the database closes, letting a job in progress finish.
 */
export const queuePlugin = fp(
  async (
    app: FastifyInstance,
    config: Pick<Config, 'mail' | 'retention' | 'cvText' | 'followUpMailCron' | 'jobAlertCron'>,
  ) => {
    const schedule =
      config.retention.cron !== 'off' || config.followUpMailCron !== 'off' || config.jobAlertCron !== 'off';
    if (!config.mail.smtpUrl && !schedule && config.cvText.pollSeconds === 0) {
      app.decorate('queue', undefined);
      return;
    }
    const boss = await startQueue(
      app.dbHandle,
      { schedule, maintenanceIntervalSeconds: config.mail.retryDelaySeconds },
      (err) => app.log.error({ err }, 'job queue'),
    );
    app.decorate('queue', boss);
    // onClose: once the server has stopped listening and its requests have ended (a job in progress, such as a CV
    // being read, must not keep new connections coming, docs/decisions/0017), and before the database closes
    // (onClose hooks run last registered first).
    app.addHook('onClose', async () => {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    });
  },
  { name: 'queue', dependencies: ['db'] },
);
