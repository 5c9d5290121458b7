import { and, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../shared/constants.ts';
import { ENDED_CANDIDATE_STATES } from '../../shared/schemas/process.ts';
import type { RetentionConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import {
  auditLog,
  consentEvents,
  jobApplications,
  profiles,
  spontaneousApplications,
  stateHistory,
} from '../db/schema/index.ts';
import { enqueueMails, type MailDraft } from '../mail/enqueue-mails.ts';
import { mailDay } from '../mail/mail-dates.ts';
import type { MailService } from '../mail/mail-service.ts';
import { addMonths } from '../time/add-months.ts';
import { anonymiseRecords, type RecordRef } from './anonymise.ts';
import { myDataUrl, newMyDataToken } from './self-service-link.ts';
import { deleteUnconfirmedAlerts } from '../job-alerts/job-alerts.ts';
import { emailHash } from './suppression.ts';

export interface RetentionResult {
  anonymised: number;
  reminders: number;
  /** Job alerts deleted because nobody confirmed them within 7 days (docs/decisions/0061). */
  unconfirmedAlerts: number;
}

const DAY = 24 * 3600 * 1000;
/** The audit log's line of each retention run. */
export const RETENTION_AUDIT_ACTION = 'privacy.retention';
/** Who the audit log and the history rows name for what the retention job does. */
const RETENTION_USER = 'retention';

/**
 * The retention rules (docs/decisions/0031), applied to everything due up to `now`: so a run after days of
 * downtime catches up, and a second run the same day finds nothing left to do.
 * 1. An application (job or spontaneous) that ended (NO_GO, HIRED, WITHDRAWN) `endedMonths` ago or more is
 *    anonymised, unless its person's talent-pool consent is in force.
 * 2. A talent-pool profile whose person's pool consent has lapsed or was withdrawn is anonymised (a HIRED talent
 *    is kept: the firm works with them).
 * 3. A pool consent that lapses within one of `reminderDays` gets its renewal mail, once per reminder.
 * 4. A job alert nobody confirmed within 7 days is deleted (docs/decisions/0061).
 */
export async function runRetention(
  db: Database,
  mail: MailService,
  config: RetentionConfig,
  now: Date,
): Promise<RetentionResult> {
  const pool = await poolConsents(db);
  const inForce = (email: string) => {
    const event = pool.get(email);
    return event !== undefined && event.action !== 'withdrawn' && (!event.expiresAt || event.expiresAt > now);
  };

  const cutoff = addMonths(now, -config.endedMonths);
  const due: RecordRef[] = [];
  for (const [recordType, table] of [
    ['job-applications', jobApplications],
    ['spontaneous-applications', spontaneousApplications],
  ] as const) {
    const endedAt = sql<Date>`coalesce((select max(${stateHistory.changedAt}) from ${stateHistory}
      where ${stateHistory.recordType} = ${recordType} and ${stateHistory.recordId} = ${table.id}
      and ${stateHistory.toState} = ${table.process} and ${stateHistory.event} is null), ${table.creationDate})`;
    const rows = await db
      .select({ id: table.id, email: table.email })
      .from(table)
      .where(
        and(isNull(table.anonymisedAt), inArray(table.process, [...ENDED_CANDIDATE_STATES]), lte(endedAt, cutoff)),
      );
    due.push(...rows.filter((r) => !inForce(r.email)).map((r) => ({ recordType, id: r.id })));
  }

  const lapsed = [...pool.values()].filter((e) => e.email && !inForce(e.email)).map((e) => e.email);
  if (lapsed.length > 0) {
    const rows = await db
      .select({ id: profiles.id, process: profiles.process })
      .from(profiles)
      .where(and(isNull(profiles.anonymisedAt), inArray(profiles.email, lapsed)));
    due.push(...rows.filter((r) => r.process !== 'HIRED').map((r) => ({ recordType: 'profiles' as const, id: r.id })));
  }

  const anonymised = due.length ? await db.transaction((tx) => anonymiseRecords(tx, due, now, RETENTION_USER)) : 0;
  const reminders = await sendRenewalReminders(db, mail, config, [...pool.values()], now);
  const unconfirmedAlerts = await deleteUnconfirmedAlerts(db, now);
  // Every run is logged, with the records it anonymised (never who they were): the retention job's catch-up
  // reads the last run from here (retention-job.ts).
  await db.insert(auditLog).values({
    action: RETENTION_AUDIT_ACTION,
    userName: RETENTION_USER,
    detail: { anonymised, reminders, unconfirmedAlerts, records: due },
    at: now,
  });
  return { anonymised, reminders, unconfirmedAlerts };
}

type PoolEvent = typeof consentEvents.$inferSelect;

/** The newest talent-pool event of every address: the consent as it stands. */
async function poolConsents(db: Database): Promise<Map<string, PoolEvent>> {
  const events = await db
    .selectDistinctOn([consentEvents.email])
    .from(consentEvents)
    .where(and(eq(consentEvents.purpose, 'talent_pool'), gt(consentEvents.email, '')))
    .orderBy(consentEvents.email, desc(consentEvents.at), desc(consentEvents.id));
  return new Map(events.map((e) => [e.email, e]));
}

/**
 * For a consent given or renewed that lapses within the smallest reminder window it has reached, the renewal
 * mail of that window. Its key names the address (hashed), the expiry and the window: once each, even when
 * the job runs twice; a renewal moves the expiry, so the next period gets its own reminders.
 */
async function sendRenewalReminders(
  db: Database,
  mail: MailService,
  config: RetentionConfig,
  events: PoolEvent[],
  now: Date,
): Promise<number> {
  const windows = [...config.reminderDays].sort((a, b) => a - b);
  const drafts: MailDraft[] = [];
  for (const event of events) {
    if (event.action === 'withdrawn' || !event.expiresAt || event.expiresAt <= now) continue;
    const days = windows.find((d) => event.expiresAt!.getTime() <= now.getTime() + d * DAY);
    if (days === undefined) continue;
    const lang: Language = (LANGUAGES as readonly string[]).includes(event.lang)
      ? (event.lang as Language)
      : DEFAULT_LANGUAGE;
    const link = `${myDataUrl(newMyDataToken(mail.config.myDataLinks, event.email, now))}`;
    drafts.push({
      key: `pool-renewal:${emailHash(event.email)}:${event.expiresAt.toISOString()}:${days}`,
      template: 'pool-consent-renewal',
      to: event.email,
      lang,
      data: {
        myDataLink: link.replace('/my-data#', '/my-data?action=renew#'),
        expiresOn: mailDay(event.expiresAt, lang),
      },
      recordType: event.recordType,
      recordId: event.recordId,
    });
  }
  if (drafts.length === 0) return 0;
  await db.transaction((tx) => enqueueMails(tx, mail, drafts));
  return drafts.length;
}
