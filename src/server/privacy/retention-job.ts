import cronParser from 'cron-parser';
import { desc, eq } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { RetentionConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';
import type { MailService } from '../mail/mail-service.ts';
import type { Clock } from '../time/clock.ts';
import { RETENTION_AUDIT_ACTION, runRetention, type RetentionResult } from './retention.ts';

export const RETENTION_QUEUE = 'retention';
/** The firm's time zone: RETENTION_CRON is read in it (03:00 is 03:00 in Brussels, summer and winter). */
export const RETENTION_TIME_ZONE = 'Europe/Brussels';

/** A job of the retention queue: the schedule's (no data) or a start's catch-up. */
interface RetentionJob {
  catchUp?: boolean;
}

export interface RetentionJobDeps {
  db: Database;
  mail: MailService;
  config: RetentionConfig;
  clock: Clock;
  log: { info(obj: object, msg: string): void };
}

/**
 * Runs the retention rules (retention.ts) by themselves (docs/decisions/0031): pg-boss's cron sends one job at
 * each RETENTION_CRON time for all the app processes on the database, and a "stately" queue holds at most one job
 * waiting and one running, so two processes never run it side by side. A process that starts after a scheduled
 * time was missed (the site was down at 03:00) sends a catch-up job at once, which runs only if no run came since
 * that time; the rules apply everything due up to now, so that run does what the missed ones would have done.
 */
export async function startRetentionJob(boss: PgBoss, deps: RetentionJobDeps): Promise<void> {
  await boss.createQueue(RETENTION_QUEUE, {
    name: RETENTION_QUEUE,
    policy: 'stately',
    retryLimit: 3,
    retryDelay: 300,
    retryBackoff: true,
    expireInSeconds: 3600,
  });
  await boss.schedule(RETENTION_QUEUE, deps.config.cron, {}, { tz: RETENTION_TIME_ZONE });
  await boss.work<RetentionJob>(RETENTION_QUEUE, async ([job]) => {
    const now = deps.clock.now();
    // Two processes that started while the first catch-up was running each sent one: the second finds it done.
    if (job?.data.catchUp && !(await retentionOverdue(deps.db, deps.config.cron, now))) return;
    const result: RetentionResult = await runRetention(deps.db, deps.mail, deps.config, now);
    deps.log.info(result, 'retention run');
  });
  if (await retentionOverdue(deps.db, deps.config.cron, deps.clock.now())) {
    await boss.send(RETENTION_QUEUE, { catchUp: true });
  }
}

/**
 * Whether the last scheduled time before `now` went by without a run: no retention run was logged since then
 * (or ever). A run started just after that time counts, whichever process did it.
 */
export async function retentionOverdue(db: Database, cron: string, now: Date): Promise<boolean> {
  const lastScheduled = cronParser.parseExpression(cron, { tz: RETENTION_TIME_ZONE, currentDate: now }).prev();
  const [last] = await db
    .select({ at: auditLog.at })
    .from(auditLog)
    .where(eq(auditLog.action, RETENTION_AUDIT_ACTION))
    .orderBy(desc(auditLog.at))
    .limit(1);
  return !last || last.at.getTime() < lastScheduled.getTime();
}
