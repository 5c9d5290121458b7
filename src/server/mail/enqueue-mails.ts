import { randomBytes } from 'node:crypto';
import { LANGUAGES, type Language } from '../../shared/constants.ts';
import type { MailTemplate } from '../../shared/schemas/outbox.ts';
import type { Database } from '../db/client.ts';
import { eq, inArray } from 'drizzle-orm';
import { mailTemplates, outboxMails } from '../db/schema/index.ts';
import { suppressedOf } from '../privacy/suppression.ts';
import { MAIL_CATALOG, type MailData, type Wording } from './catalog.tsx';
import { MAIL_QUEUE, type MailJob } from './mail-queue.ts';
import type { MailService } from './mail-service.ts';
import { HOUR_MS, countMailTo } from './recipient-limit.ts';
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
  /**
   * A mail a stranger causes to an address nobody verified (a form's acknowledgement, "send me my link"): counted
   * per recipient, past MAIL_RECIPIENT_LIMIT an hour it is written as failed and never sent (docs/decisions/0036).
   */
  unsolicited?: boolean;
  /** The person a mail written from the record goes to, and who wrote it (docs/decisions/0056). */
  personId?: number;
  sentBy?: string;
}

/** The staff's own mails and the job alerts' are not a conversation with a person about a record: no thread token. */
const NOT_REPLIED_TO = new Set<MailTemplate>([
  'internal-new-record',
  'internal-reply-received',
  'follow-ups-due',
  'password-reset',
  'job-alert-confirm',
  'job-alert',
]);

function repliedTo(draft: MailDraft): boolean {
  return !NOT_REPLIED_TO.has(draft.template) && (draft.data as { audience?: unknown }).audience !== 'staff';
}

/**
 * A thread token for the mail's Reply-To (docs/decisions/0057): 120 random bits in lower-case hex, since some mail
 * servers change the case of an address's local part.
 */
export function newReplyToken(): string {
  return randomBytes(15).toString('hex');
}

const OVER_LIMIT = 'Not sent: too many mails to this address within the hour (MAIL_RECIPIENT_LIMIT)';

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
  const overLimit = await overRecipientLimit(tx, mail, drafts);
  const worded = await withWording(tx, drafts);
  const rows = await tx
    .insert(outboxMails)
    .values(
      // `worded[i]` is `drafts[i]` with its wording: the limit was counted on the drafts themselves.
      worded.map((d, i) => ({
        idempotencyKey: d.key,
        template: d.template,
        data: d.data,
        recipient: d.to,
        lang: d.lang,
        subject: MAIL_CATALOG[d.template].subject(d.lang, d.data),
        state: overLimit.has(drafts[i]!) ? ('failed' as const) : mail.queue ? ('queued' as const) : ('kept' as const),
        lastError: overLimit.has(drafts[i]!) ? OVER_LIMIT : null,
        recordType: d.recordType,
        recordId: d.recordId,
        personId: d.personId ?? null,
        sentBy: d.sentBy ?? null,
        replyToken: repliedTo(d) ? newReplyToken() : null,
      })),
    )
    .onConflictDoNothing({ target: outboxMails.idempotencyKey })
    .returning({ id: outboxMails.id, key: outboxMails.idempotencyKey, state: outboxMails.state });
  await queueMails(tx, mail, rows);
}

/**
 * The send jobs of outbox rows just written in the caller's transaction (those `queued`), in one statement: the
 * request that causes the mails waits for this write.
 */
export async function queueMails(
  tx: Database,
  mail: MailService,
  rows: { id: number; key: string; state: string }[],
): Promise<void> {
  const toSend = rows.filter((row) => row.state === 'queued');
  if (!mail.queue || toSend.length === 0) return;
  await mail.queue.insert(
    toSend.map((row) => ({ name: MAIL_QUEUE, data: { outboxId: row.id } satisfies MailJob, singletonKey: row.key })),
    { db: transactionSql(tx) },
  );
}

/**
 * The drafts of the product's notifications with the firm's wording of them (their mail template's subject and
 * body in the mail's language, docs/decisions/0056) copied into their data; a template missing that language
 * leaves the texts of src/shared/i18n/<lang>/mail.json.
 */
async function withWording(tx: Database, drafts: MailDraft[]): Promise<MailDraft[]> {
  const templates = [...new Set(drafts.map((d) => d.template))].filter((t) => t !== 'written');
  if (templates.length === 0) return drafts;
  const rows = await tx.select().from(mailTemplates).where(inArray(mailTemplates.notification, templates));
  const byKey = new Map(rows.map((r) => [r.notification, r]));
  return drafts.map((d) => {
    const wording = wordingIn(byKey.get(d.template), d.lang);
    return wording ? { ...d, data: { ...d.data, wording } } : d;
  });
}

/** The firm's wording of one notification, per language that has one (wordingIn). */
export async function wordingOf(tx: Database, template: MailTemplate): Promise<Partial<Record<Language, Wording>>> {
  const [row] = await tx.select().from(mailTemplates).where(eq(mailTemplates.notification, template));
  const wordings: Partial<Record<Language, Wording>> = {};
  for (const lang of LANGUAGES) {
    const wording = wordingIn(row, lang);
    if (wording) wordings[lang] = wording;
  }
  return wordings;
}

/** A mail template's wording in `lang`: only when it has both its subject and its body there. */
function wordingIn(row: typeof mailTemplates.$inferSelect | undefined, lang: Language): Wording | undefined {
  const subject = row?.subject[lang];
  const body = row?.body[lang];
  return subject && body ? { subject, body } : undefined;
}

/** The unsolicited drafts past their recipient's hourly limit; counting them is part of the caller's transaction. */
async function overRecipientLimit(tx: Database, mail: MailService, drafts: MailDraft[]): Promise<Set<MailDraft>> {
  const over = new Set<MailDraft>();
  const limit = mail.config.recipientLimitPerHour;
  if (limit <= 0) return over;
  const now = mail.clock.now();
  for (const draft of drafts.filter((d) => d.unsolicited)) {
    if ((await countMailTo(tx, 'hour', draft.to, now, HOUR_MS)) > limit) over.add(draft);
  }
  return over;
}
