import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { JobAlertRequest } from '../../shared/schemas/job-alert.ts';
import {
  JOB_ALERT_REQUEST_QUEUE,
  startJobAlertRequestWorker,
  startJobAlertRuns,
  type JobAlertRequestJob,
} from '../job-alerts/job-alert-queue.ts';
import { requestJobAlert } from '../job-alerts/job-alerts.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** "Get these jobs by e-mail", done after the answer (docs/decisions/0061). */
    jobAlerts: {
      /** Takes a request: the same work whatever the address, before the answer. */
      request(input: JobAlertRequest): Promise<void>;
      /** Resolves when the requests taken in this process without a job queue are done. */
      settled(): Promise<void>;
    };
  }
}

/**
 * `app.jobAlerts` and the alert runs at JOB_ALERT_CRON (`off` leaves the schedule out). A request becomes one job
 * on the queue when there is one; without it the work runs in this process once the answer is on its way.
 */
export const jobAlertsPlugin = fp(
  async (app: FastifyInstance, config: { cron: string }) => {
    const pending = new Set<Promise<void>>();
    const work = (job: JobAlertRequestJob) => requestJobAlert(app.db, app.mail, { ...job, now: new Date(job.at) });
    if (app.queue) {
      await startJobAlertRequestWorker(app.queue, { work, pollSeconds: app.mail.config.pollSeconds });
      if (config.cron !== 'off') {
        // The schedule is set up once the app is ready, not before: its queue's table, the schedule row and the
        // worker's first fetch cost the embedded database seconds at start-up, and nothing needs them before the
        // first scheduled run. Closing waits for it (before the queue stops: onClose hooks run last registered first).
        const boss = app.queue;
        let scheduling: Promise<void> | undefined;
        app.addHook('onReady', (done) => {
          scheduling = startJobAlertRuns(boss, {
            db: app.db,
            mail: app.mail,
            cron: config.cron,
            clock: app.clock,
            log: app.log,
          }).catch((err: unknown) => app.log.error({ err }, 'job alert runs not scheduled'));
          done();
        });
        app.addHook('onClose', async () => {
          await scheduling;
        });
      }
    }
    const jobs = app.queue;
    const settled = async () => {
      while (pending.size > 0) await Promise.all(pending);
    };
    app.decorate('jobAlerts', {
      async request(input: JobAlertRequest) {
        const job: JobAlertRequestJob = { ...input, at: app.clock.now().toISOString() };
        if (jobs) {
          await jobs.send(JOB_ALERT_REQUEST_QUEUE, job);
          return;
        }
        const done = new Promise<void>((resolve) => setImmediate(resolve))
          .then(() => work(job))
          .catch((err: unknown) => app.log.error({ err }, 'job alert request not written'))
          .finally(() => pending.delete(done));
        pending.add(done);
      },
      settled,
    });
    app.addHook('preClose', settled);
  },
  { name: 'job-alerts', dependencies: ['db', 'queue', 'mail', 'clock'] },
);
