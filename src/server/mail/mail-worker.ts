import type PgBoss from 'pg-boss';
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { MailConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Clock } from '../time/clock.ts';
import { firmDetails } from './firm.ts';
import { MAIL_QUEUE, MAIL_RETRY_LIMIT, type MailJob } from './mail-queue.ts';
import { sendOutboxMail } from './send-outbox-mail.ts';

const BATCH_SIZE = 20;

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * Takes mail jobs from the queue and sends them through SMTP_URL. A job that throws is retried by pg-boss with its
 * backoff; a refused address completes the job (the outbox row says failed and why).
 */
export async function startMailWorker(
  boss: PgBoss,
  db: Database,
  config: MailConfig & { smtpUrl: string; clock: Clock },
  log: Logger,
): Promise<() => void> {
  // Short timeouts: a send that hangs must end well before the queue takes the job as lost and gives it again.
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } as SMTPTransport.Options);
  const firm = firmDetails();
  const from = config.from ?? `"${firm.firmName.replace(/["\\\r\n]/g, '')}" <${firm.email}>`;
  await boss.work<MailJob>(
    MAIL_QUEUE,
    // A batch per poll: pg-boss waits the polling interval between fetches, so one job a fetch would cap
    // sending at one mail per interval.
    { pollingIntervalSeconds: config.pollSeconds, batchSize: BATCH_SIZE, includeMetadata: true },
    async (jobs) => {
      // In parallel: one SMTP connection each, so that a slow server holds the batch for one timeout only.
      const each = jobs.map(async (job) => {
        const lastTry = job.retryCount >= MAIL_RETRY_LIMIT;
        const result = await sendOutboxMail(db, transport, job.data.outboxId, {
          from,
          lastTry,
          clock: config.clock,
          replyTo: config.replyTo,
        });
        if (result.outcome === 'retry') {
          log.warn({ outboxId: job.data.outboxId, error: result.error }, 'mail not sent, will retry');
          // Failed alone, so that the queue retries this job with its backoff and completes the others.
          await boss.fail(MAIL_QUEUE, job.id, { message: result.error });
        } else if (result.outcome !== 'skipped') {
          log.info({ outboxId: job.data.outboxId, outcome: result.outcome }, 'mail');
        }
      });
      await Promise.all(each);
    },
  );
  return () => transport.close();
}
