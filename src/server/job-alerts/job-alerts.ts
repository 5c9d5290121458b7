import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Language } from '../../shared/constants.ts';
import { jobSearchInWords } from '../../shared/job-search-words.ts';
import { cleanAlertQuery, type JobAlertQuery, type JobAlertRequest } from '../../shared/schemas/job-alert.ts';
import { PRIVACY_NOTICE_VERSION } from '../../shared/schemas/privacy.ts';
import { translate } from '../catalogs.ts';
import type { Database } from '../db/client.ts';
import { jobAlerts, outboxMails } from '../db/schema/index.ts';
import { HttpError } from '../errors.ts';
import { enqueueMails } from '../mail/enqueue-mails.ts';
import { siteUrl } from '../mail/firm.ts';
import type { MailService } from '../mail/mail-service.ts';
import { mailTexts } from '../mail/texts.ts';
import { recordConsent } from '../privacy/consent.ts';
import { normalizeEmail } from '../privacy/person.ts';
import { emailHash, isSuppressed } from '../privacy/suppression.ts';
import { alertLinkKey, alertLinks, verifyAlertLink } from './alert-links.ts';

/** An unconfirmed alert is deleted this long after it was asked for (the retention run). */
export const UNCONFIRMED_ALERT_DAYS = 7;
/** At most this many alerts per address: a form cannot fill the table for one mailbox. */
const MAX_ALERTS_PER_ADDRESS = 20;
/** The utm_ parameters of every link of an alert mail (funnel's source tracking reads them). */
export const ALERT_UTM = 'utm_source=job-alert&utm_medium=email';

export type JobAlertRow = typeof jobAlerts.$inferSelect;

export const linkKeyOf = (mail: MailService) => alertLinkKey(mail.config.myDataLinks.key);

/** The search of an alert in words, for the mails and the manage page: its keyword and filters' labels, or "all jobs". */
export function describeQuery(query: JobAlertQuery, lang: Language): string {
  const parts = jobSearchInWords(cleanAlertQuery(query), (key) => {
    const text = translate(lang, key);
    return text === key ? undefined : text;
  });
  return parts.length ? parts.join(', ') : mailTexts(lang).jobAlert.allJobs;
}

/** The jobs page of an alert's search (as the address of /jobs carries it), in the alert's language. */
export function searchLink(query: JobAlertQuery, lang: Language): string {
  const params = new URLSearchParams({ ...cleanAlertQuery(query), lang });
  return `${siteUrl()}/jobs?${params.toString()}&${ALERT_UTM}`;
}

/**
 * "Get these jobs by e-mail" (docs/decisions/0061), run after the answer (plugins/job-alerts.ts) so that the answer is
 * the same for any address: writes the alert unconfirmed and mails the confirmation link, in the subscriber's
 * language. Nothing for a suppressed address; an identical alert already there is not written twice (its
 * confirmation is mailed again while it is unconfirmed, within the recipient limit); an address with its maximum of
 * alerts gets no new one.
 */
export async function requestJobAlert(
  db: Database,
  mail: MailService,
  input: JobAlertRequest & { now: Date },
): Promise<void> {
  const email = normalizeEmail(input.email);
  if (await isSuppressed(db, email)) return;
  const query = cleanAlertQuery(input.query);
  await db.transaction(async (tx) => {
    const existing = await tx.select().from(jobAlerts).where(eq(jobAlerts.email, email));
    const same = existing.find(
      (a) => a.frequency === input.frequency && JSON.stringify(sorted(a.query)) === JSON.stringify(sorted(query)),
    );
    if (same?.confirmedAt) return;
    if (!same && existing.length >= MAX_ALERTS_PER_ADDRESS) return;
    const alert =
      same ??
      (
        await tx
          .insert(jobAlerts)
          .values({
            email,
            lang: input.language,
            frequency: input.frequency,
            query,
            creationDate: input.now,
          })
          .returning()
      )[0]!;
    const lang = input.language;
    const links = alertLinks(linkKeyOf(mail), alert, input.now);
    await enqueueMails(tx, mail, [
      {
        key: `job-alert-confirm:${alert.id}:${emailHash(email)}:${input.now.toISOString()}`,
        template: 'job-alert-confirm',
        to: email,
        lang,
        data: {
          search: describeQuery(query, lang),
          frequency: mailTexts(lang).jobAlertFrequency[input.frequency],
          confirmLink: links.confirm,
          // A way out from the first mail (issue 44 item 8), one-click too (RFC 8058, as the alert mails).
          unsubscribeLink: links.unsubscribe,
          listUnsubscribe: links.unsubscribe,
          noticeVersion: input.noticeVersion,
        },
        recordType: 'job-alerts',
        recordId: alert.id,
        unsolicited: true,
      },
    ]);
  });
}

function sorted(query: Record<string, string | undefined>): [string, string | undefined][] {
  return Object.entries(query).sort(([a], [b]) => a.localeCompare(b));
}

export type LinkOutcome = 'confirmed' | 'alreadyConfirmed' | 'unsubscribed' | 'alreadyUnsubscribed';

/**
 * Confirms an alert from its mailed link: the consent is recorded (given, the alert's language), and its new jobs
 * count from now. Twice: "already confirmed", nothing changes. An alert deleted meanwhile (unsubscribed, or past
 * 7 days unconfirmed): 410.
 */
export async function confirmJobAlert(
  db: Database,
  mail: MailService,
  token: unknown,
  now: Date,
): Promise<{ outcome: LinkOutcome; alert: JobAlertRow }> {
  const link = verifyAlertLink(linkKeyOf(mail), token, 'c', now);
  return db.transaction(async (tx) => {
    const [alert] = await tx
      .select()
      .from(jobAlerts)
      .where(and(eq(jobAlerts.id, link.alertId), eq(jobAlerts.email, link.email)))
      .for('update');
    if (!alert || (await isSuppressed(tx, link.email)))
      throw new HttpError(410, 'This job alert no longer exists', undefined, 'LINK_GONE');
    if (alert.confirmedAt) return { outcome: 'alreadyConfirmed' as const, alert };
    const [confirmed] = await tx
      .update(jobAlerts)
      .set({ confirmedAt: now, lastRunAt: now })
      .where(eq(jobAlerts.id, alert.id))
      .returning();
    await recordConsent(tx, {
      email: alert.email,
      recordType: 'job-alerts',
      recordId: alert.id,
      purpose: 'job_alert',
      action: 'given',
      noticeVersion: await noticeOf(tx, alert.id),
      lang: alert.lang,
      source: 'form',
      at: now,
    });
    return { outcome: 'confirmed' as const, alert: confirmed! };
  });
}

/** The notice the alert's form was sent under (kept with its confirmation mail). */
async function noticeOf(tx: Database, alertId: number): Promise<string> {
  const [row] = await tx
    .select({ data: outboxMails.data })
    .from(outboxMails)
    .where(and(eq(outboxMails.recordType, 'job-alerts'), eq(outboxMails.recordId, alertId)))
    .orderBy(asc(outboxMails.id))
    .limit(1);
  const version = row?.data.noticeVersion;
  return typeof version === 'string' ? version : PRIVACY_NOTICE_VERSION;
}

/**
 * Unsubscribes from one alert (the mail's one-click link, RFC 8058, or the manage page): the alert is deleted with
 * its sent jobs, and the consent's withdrawal recorded. Twice: "already unsubscribed", harmless.
 */
export async function unsubscribeJobAlert(
  db: Database,
  mail: MailService,
  token: unknown,
  now: Date,
): Promise<{ outcome: LinkOutcome; email: string }> {
  const link = verifyAlertLink(linkKeyOf(mail), token, 'u', now);
  const removed = await removeAlerts(db, link.email, [link.alertId], now);
  return { outcome: removed > 0 ? 'unsubscribed' : 'alreadyUnsubscribed', email: link.email };
}

/** Deletes alerts of an address (some, or all of them when `ids` is undefined) and records each withdrawal. */
export async function removeAlerts(
  db: Database,
  email: string,
  ids: number[] | undefined,
  now: Date,
  source: 'self_service' | 'staff' = 'self_service',
) {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(jobAlerts)
      .where(and(eq(jobAlerts.email, email), ...(ids ? [inArray(jobAlerts.id, ids)] : [])))
      .returning();
    for (const alert of removed.filter((a) => a.confirmedAt)) {
      await recordConsent(tx, {
        email,
        recordType: 'job-alerts',
        recordId: alert.id,
        purpose: 'job_alert',
        action: 'withdrawn',
        noticeVersion: await noticeOf(tx, alert.id),
        lang: alert.lang,
        source,
        at: now,
      });
    }
    return removed.length;
  });
}

/** The manage page's address and its alerts (a signed link: the address only, no login). */
export async function alertsOfLink(db: Database, mail: MailService, token: unknown, now: Date) {
  const link = verifyAlertLink(linkKeyOf(mail), token, 'm', now);
  if (await isSuppressed(db, link.email)) throw new HttpError(410, 'This data was erased', undefined, 'LINK_GONE');
  const alerts = await db.select().from(jobAlerts).where(eq(jobAlerts.email, link.email)).orderBy(asc(jobAlerts.id));
  return { email: link.email, alerts };
}

/** The alerts of a person's addresses, for their export (docs/decisions/0031). */
export async function alertsOfEmails(db: Database, emails: string[]) {
  if (emails.length === 0) return [];
  const rows = await db.select().from(jobAlerts).where(inArray(jobAlerts.email, emails)).orderBy(asc(jobAlerts.id));
  return rows.map((a) => ({
    email: a.email,
    language: a.lang,
    frequency: a.frequency,
    query: a.query,
    creationDate: a.creationDate.toISOString(),
    confirmedAt: a.confirmedAt?.toISOString() ?? null,
    lastRunAt: a.lastRunAt?.toISOString() ?? null,
  }));
}

/** Deletes the alerts left unconfirmed for UNCONFIRMED_ALERT_DAYS (the retention run). */
export async function deleteUnconfirmedAlerts(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - UNCONFIRMED_ALERT_DAYS * 24 * 3600 * 1000);
  const removed = await db
    .delete(jobAlerts)
    .where(and(isNull(jobAlerts.confirmedAt), lt(jobAlerts.creationDate, before)))
    .returning({ id: jobAlerts.id });
  return removed.length;
}

/** The alert a confirm or unsubscribe link names (undefined once it is gone), checked as the link's kind. */
export async function alertOfLink(db: Database, mail: MailService, token: unknown, kind: 'c' | 'u', now: Date) {
  const link = verifyAlertLink(linkKeyOf(mail), token, kind, now);
  const [alert] = await db
    .select()
    .from(jobAlerts)
    .where(and(eq(jobAlerts.id, link.alertId), eq(jobAlerts.email, link.email)));
  return alert;
}

/** The manage page's own link to unsubscribe from one alert: the path and query of its signed unsubscribe link. */
export function unsubscribePath(mail: MailService, alert: { id: number; email: string }, now: Date): string {
  const url = new URL(alertLinks(linkKeyOf(mail), alert, now).unsubscribe);
  return `${url.pathname}${url.search}`;
}
