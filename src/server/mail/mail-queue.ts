import type PgBoss from 'pg-boss';
import type { MailConfig } from '../config.ts';

export const MAIL_QUEUE = 'mail';
/** First try plus retries: with the default 60 s doubling delay the last retry comes about an hour later. */
export const MAIL_RETRY_LIMIT = 6;

export interface MailJob {
  outboxId: number;
}

/** The mail queue on the app's job queue (src/server/queue/queue.ts): retries with a doubling delay. */
export async function createMailQueue(boss: PgBoss, config: MailConfig): Promise<void> {
  await boss.createQueue(MAIL_QUEUE, {
    name: MAIL_QUEUE,
    retryLimit: MAIL_RETRY_LIMIT,
    retryDelay: config.retryDelaySeconds,
    retryBackoff: true,
    // A send that hangs longer than this is taken as lost (its process died) and tried again.
    expireInSeconds: Math.max(60, config.retryDelaySeconds),
  });
}
