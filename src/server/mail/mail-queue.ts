import PgBoss from 'pg-boss';
import type { MailConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';

export const MAIL_QUEUE = 'mail';
/** First try plus retries: with the default 60 s doubling delay the last retry comes about an hour later. */
export const MAIL_RETRY_LIMIT = 6;

export interface MailJob {
  outboxId: number;
}

/**
 * The mail queue: pg-boss on the app's own database (PGlite or PostgreSQL), through the app's connection so that
 * PGlite's single connection is shared rather than fought over. Retries with a doubling delay are the queue's.
 */
export async function startMailQueue(
  handle: DatabaseHandle,
  config: MailConfig,
  onError: (err: unknown) => void,
): Promise<PgBoss> {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => handle.executeSql(text, values) },
    // Cron schedules are not used; maintenance still expires jobs of a process that died while sending.
    schedule: false,
    maintenanceIntervalSeconds: Math.max(1, Math.min(120, config.retryDelaySeconds)),
    monitorStateIntervalSeconds: 300,
  });
  boss.on('error', onError);
  await boss.start();
  await boss.createQueue(MAIL_QUEUE, {
    name: MAIL_QUEUE,
    retryLimit: MAIL_RETRY_LIMIT,
    retryDelay: config.retryDelaySeconds,
    retryBackoff: true,
    // A send that hangs longer than this is taken as lost (its process died) and tried again.
    expireInSeconds: Math.max(60, config.retryDelaySeconds),
  });
  return boss;
}
