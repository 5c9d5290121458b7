import type PgBoss from 'pg-boss';
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { MailConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { firmDetails } from './firm.ts';
import { MAIL_QUEUE, MAIL_RETRY_LIMIT, type MailJob } from './mail-queue.ts';
import { sendOutboxMail } from './send-outbox-mail.ts';

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
  config: MailConfig & { smtpUrl: string },
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
    { pollingIntervalSeconds: config.pollSeconds, batchSize: 1, includeMetadata: true },
    async ([job]) => {
      if (!job) return;
      const lastTry = job.retryCount >= MAIL_RETRY_LIMIT;
      const result = await sendOutboxMail(db, transport, job.data.outboxId, { from, lastTry });
      if (result.outcome === 'retry') {
        log.warn({ outboxId: job.data.outboxId, error: result.error }, 'mail not sent, will retry');
        throw new Error(result.error);
      }
      if (result.outcome !== 'skipped') log.info({ outboxId: job.data.outboxId, outcome: result.outcome }, 'mail');
    },
  );
  return () => transport.close();
}
