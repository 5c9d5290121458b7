import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { outboxMails } from '../db/schema/index.ts';
import { conflict, notFound } from '../errors.ts';
import { MAIL_QUEUE, type MailJob } from './mail-queue.ts';
import type { MailService } from './mail-service.ts';
import { transactionSql } from './transaction-sql.ts';

/**
 * Puts a failed mail back in the queue (an admin fixed the address or the server is back). Only a failed mail:
 * one that is queued or sent must not go twice. Its tries start again so that it gets the queue's full retries.
 */
export async function resendMail(db: Database, mail: MailService, id: number): Promise<void> {
  const queue = mail.queue;
  if (!queue) throw conflict('Mails are kept, not sent: SMTP_URL is not set', { id: 'mail.notSending' });
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(outboxMails)
      .set({ state: 'queued', tries: 0, lastError: null })
      .where(and(eq(outboxMails.id, id), eq(outboxMails.state, 'failed')))
      .returning({ id: outboxMails.id });
    if (!row) {
      const [exists] = await tx.select({ id: outboxMails.id }).from(outboxMails).where(eq(outboxMails.id, id));
      if (!exists) throw notFound(`No mail ${id}`);
      throw conflict('Only a failed mail can be sent again', { id: 'mail.notFailed' });
    }
    const job: MailJob = { outboxId: row.id };
    await queue.send(MAIL_QUEUE, job, { db: transactionSql(tx) });
  });
}
