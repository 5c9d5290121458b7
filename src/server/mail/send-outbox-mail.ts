import { eq, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Database } from '../db/client.ts';
import { outboxMails } from '../db/schema/index.ts';
import type { Clock } from '../time/clock.ts';
import { isSuppressed } from '../privacy/suppression.ts';
import { siteUrl } from './firm.ts';
import { mailDataAtSend } from './mail-data.ts';
import { renderMail } from './render-mail.ts';
import { oneLine } from './texts.ts';

type SendOutcome = 'sent' | 'skipped' | 'refused' | 'retry' | 'failed';

/**
 * Sends one outbox mail. A mail already sent is skipped, so a job run twice (a process died after the send but
 * before the queue heard of it) does not send twice in the common case. The Message-ID comes from the outbox
 * row, so even that rare double reaches the reader's mail program as one message.
 * A refusal by the server (5xx: unknown mailbox, bad address) is final; anything else is retried by the queue
 * until `lastTry`, then marked failed.
 */
export async function sendOutboxMail(
  db: Database,
  transport: Transporter,
  outboxId: number,
  options: { from: string; lastTry: boolean; clock: Clock; replyTo?: string | undefined },
): Promise<{ outcome: SendOutcome; error?: string }> {
  const [mail] = await db.select().from(outboxMails).where(eq(outboxMails.id, outboxId));
  if (!mail || mail.state === 'sent' || mail.state === 'kept') return { outcome: 'skipped' };
  // The person was erased after the mail was written: it is never sent (docs/decisions/0031).
  if (!mail.recipient || (await isSuppressed(db, mail.recipient))) {
    await db
      .update(outboxMails)
      .set({ state: 'failed', lastError: 'Cancelled: the address is on the suppression list' })
      .where(eq(outboxMails.id, mail.id));
    return { outcome: 'skipped' };
  }
  // A job alert's mail names its jobs by id: read now, and not sent if its alert is gone (mail-data.ts).
  const atSend = await mailDataAtSend(db, mail);
  if ('cancelled' in atSend) {
    await db
      .update(outboxMails)
      .set({ state: 'failed', lastError: atSend.cancelled })
      .where(eq(outboxMails.id, mail.id));
    return { outcome: 'skipped' };
  }
  const host = new URL(siteUrl()).hostname;
  const messageId = `<outbox-${mail.id}.${mail.idempotencyKey.replace(/[^\w.-]/g, '.')}@${host}>`;
  try {
    const rendered = await renderMail({ ...mail, data: atSend.data }, addressOf(options.from));
    await transport.sendMail({
      from: options.from,
      to: mail.recipient,
      subject: oneLine(mail.subject),
      html: rendered.html,
      text: rendered.text,
      messageId,
      ...(options.replyTo && mail.replyToken ? { replyTo: threadAddress(options.replyTo, mail.replyToken) } : {}),
      // Each attachment once; an invitation is its text/calendar part with its METHOD (src/server/mail/catalog.tsx).
      attachments: rendered.attachments.map((a) => ({ ...a, contentDisposition: 'attachment' as const })),
      headers: { 'Content-Language': mail.lang, 'Auto-Submitted': 'auto-generated', ...listHeaders(mail.data) },
    });
    await db
      .update(outboxMails)
      .set({
        state: 'sent',
        tries: sql`${outboxMails.tries} + 1`,
        sentAt: options.clock.now(),
        messageId,
        lastError: null,
      })
      .where(eq(outboxMails.id, mail.id));
    return { outcome: 'sent' };
  } catch (err) {
    const error = describe(err);
    const refused = isRefusal(err);
    const final = refused || options.lastTry;
    await db
      .update(outboxMails)
      .set({ state: final ? 'failed' : 'queued', tries: sql`${outboxMails.tries} + 1`, lastError: error })
      .where(eq(outboxMails.id, mail.id));
    return { outcome: refused ? 'refused' : final ? 'failed' : 'retry', error };
  }
}

/**
 * A job alert's one-click unsubscribe (RFC 8058, docs/decisions/0061): the signed link in `List-Unsubscribe`, which
 * a mail program POSTs `List-Unsubscribe=One-Click` to, with no cookie and no page in between.
 */
export function listHeaders(data: Record<string, unknown>): Record<string, string> {
  const url = data.listUnsubscribe;
  if (typeof url !== 'string' || !/^https?:\/\//.test(url)) return {};
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** The replies' address with a thread's token (`replies+<token>@example.be`, docs/decisions/0057). */
export function threadAddress(replyTo: string, token: string): string {
  const at = replyTo.lastIndexOf('@');
  return `${replyTo.slice(0, at)}+${token}${replyTo.slice(at)}`;
}

/** A permanent refusal by the SMTP server: retrying cannot help. */
function isRefusal(err: unknown): boolean {
  const code = (err as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

function describe(err: unknown): string {
  const e = err as { response?: string; message?: string; code?: string };
  return (e.response ?? e.message ?? String(err)).slice(0, 1000);
}

function addressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from;
}
