import type PgBoss from 'pg-boss';
import { FIRM_TIME_ZONE } from '../../shared/constants.ts';
import type { JobAlertRequest } from '../../shared/schemas/job-alert.ts';
import type { Database } from '../db/client.ts';
import type { MailService } from '../mail/mail-service.ts';
import type { Clock } from '../time/clock.ts';
import { runJobAlerts } from './run-job-alerts.ts';

/** The alert runs: one job at each JOB_ALERT_CRON time, for all the app processes. */
export const JOB_ALERT_RUN_QUEUE = 'job-alert-run';
/** "Get these jobs by e-mail" requests, done after the answer (as "send me my link", docs/decisions/0036). */
export const JOB_ALERT_REQUEST_QUEUE = 'job-alert-request';

export type JobAlertRequestJob = JobAlertRequest & { at: string };

/**
 * Schedules the alert runs on the app's queue (as the follow-ups' morning mail): pg-boss's cron sends one job at
 * each JOB_ALERT_CRON time (Brussels), a stately queue runs one at a time. A run that overlaps another anyway (a
 * retry, a second scheduler) sends nothing twice: the sent pairs' key holds it (run-job-alerts.ts).
 */
export async function startJobAlertRuns(
  boss: PgBoss,
  deps: {
    db: Database;
    mail: MailService;
    cron: string;
    clock: Clock;
    log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  },
): Promise<void> {
  await boss.createQueue(JOB_ALERT_RUN_QUEUE, {
    name: JOB_ALERT_RUN_QUEUE,
    policy: 'stately',
    retryLimit: 3,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 1800,
  });
  await boss.schedule(JOB_ALERT_RUN_QUEUE, deps.cron, {}, { tz: FIRM_TIME_ZONE });
  await boss.work(JOB_ALERT_RUN_QUEUE, async () => {
    const result = await runJobAlerts(deps.db, deps.mail, { now: deps.clock.now(), log: deps.log });
    deps.log.info(result, 'job alert run');
  });
}

export async function startJobAlertRequestWorker(
  boss: PgBoss,
  options: { work: (job: JobAlertRequestJob) => Promise<void>; pollSeconds: number },
): Promise<void> {
  await boss.createQueue(JOB_ALERT_REQUEST_QUEUE, {
    name: JOB_ALERT_REQUEST_QUEUE,
    retryLimit: 3,
    retryDelay: 30,
    retryBackoff: true,
  });
  await boss.work<JobAlertRequestJob>(
    JOB_ALERT_REQUEST_QUEUE,
    { pollingIntervalSeconds: options.pollSeconds, batchSize: 10 },
    async (jobs) => {
      for (const job of jobs) await options.work(job.data);
    },
  );
}
