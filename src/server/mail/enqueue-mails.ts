import type { Language } from '../../shared/constants.ts';
import type { MailTemplate } from '../../shared/schemas/outbox.ts';
import type { Database } from '../db/client.ts';
import { outboxMails } from '../db/schema.ts';
import { suppressedOf } from '../privacy/suppression.ts';
import { MAIL_CATALOG, type MailData } from './catalog.tsx';
import { MAIL_QUEUE, type MailJob } from './mail-queue.ts';
import type { MailService } from './mail-service.ts';
import { transactionSql } from './transaction-sql.ts';

export interface MailDraft {
  /** Unique per mail: writing the same key twice writes one mail. */
  key: string;
  template: MailTemplate;
  to: string;
  lang: Language;
  data: MailData;
  recordType: string;
  recordId: number;
}

/**
 * Writes mails to the outbox inside the caller's transaction, and their queue jobs too, so that a record never
 * exists without its mails nor a mail without its record. Without SMTP_URL the mails are kept, not queued.
 */
export async function enqueueMails(tx: Database, mail: MailService, all: MailDraft[]): Promise<void> {
  if (all.length === 0) return;
  // No mail is ever written to an erased person's address (docs/decisions/0031).
  const suppressed = await suppressedOf(
    tx,
    all.map((d) => d.to),
  );
  const drafts = all.filter((d) => !suppressed.has(d.to));
  if (drafts.length === 0) return;
  const rows = await tx
    .insert(outboxMails)
    .values(
      drafts.map((d) => ({
        idempotencyKey: d.key,
        template: d.template,
        data: d.data,
        recipient: d.to,
        lang: d.lang,
        subject: MAIL_CATALOG[d.template].subject(d.lang, d.data),
        state: mail.queue ? ('queued' as const) : ('kept' as const),
        recordType: d.recordType,
        recordId: d.recordId,
      })),
    )
    .onConflictDoNothing({ target: outboxMails.idempotencyKey })
    .returning({ id: outboxMails.id, key: outboxMails.idempotencyKey });
  if (!mail.queue) return;
  if (rows.length === 0) return;
  // One statement for all the jobs: the request that causes the mails waits for this write.
  await mail.queue.insert(
    rows.map((row) => ({ name: MAIL_QUEUE, data: { outboxId: row.id } satisfies MailJob, singletonKey: row.key })),
    { db: transactionSql(tx) },
  );
}
