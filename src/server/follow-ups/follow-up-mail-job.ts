import cronParser from 'cron-parser';
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { adminPath, PIPELINE_SCREENS } from '../../shared/admin-screens.ts';
import { FIRM_TIME_ZONE } from '../../shared/constants.ts';
import { firmDay } from '../../shared/firm-time.ts';
import type { Actor } from '../../shared/policy.ts';
import type { FollowUp } from '../../shared/schemas/follow-up.ts';
import type { Database } from '../db/client.ts';
import { followUps, managers, users } from '../db/schema/index.ts';
import { enqueueMails, type MailDraft } from '../mail/enqueue-mails.ts';
import { siteUrl } from '../mail/firm.ts';
import type { MailService } from '../mail/mail-service.ts';
import { languageOf } from '../mail/staff-recipients.ts';
import type { DueFollowUp } from '../mail/templates/FollowUpsDue.tsx';
import type { Clock } from '../time/clock.ts';
import { visibleFollowUps, withNames } from './follow-ups.ts';

export const FOLLOW_UP_MAIL_QUEUE = 'follow-up-mail';

export interface FollowUpMailDeps {
  db: Database;
  mail: MailService;
  /** FOLLOW_UP_MAIL_CRON: five cron fields, read in Brussels time. */
  cron: string;
  clock: Clock;
  log: { info(obj: object, msg: string): void };
}

/** Where a follow-up's subject opens in the back-office: its record's page, or its person's. */
export function followUpPath(subject: { recordType: string | null; recordId: number | null; personId: number | null }) {
  if (subject.recordType && subject.recordId !== null)
    return adminPath(PIPELINE_SCREENS[subject.recordType as keyof typeof PIPELINE_SCREENS], subject.recordId);
  // The person page of the people work (issue 28); until it is merged the link leads to the admin's fallback.
  return `/crudPeople/${subject.personId}`;
}

/**
 * The morning mail (docs/decisions/0052): one mail to each enabled staff user who has open follow-ups due by the
 * firm's today (overdue or today), listing them, in the user's language (`users.language`, else the firm's). A
 * user reached through their manager's address; one without a manager has no address and gets none. The outbox's
 * idempotency key is the user and the firm day, so a second run on the same day (a retry, a second process, a
 * catch-up) writes nothing again. A MANAGER limited to their charge (decision 0046) is mailed only the follow-ups the
 * API shows them, those on records and people in it (issue 44 item 18): one whose record left the charge since it
 * was assigned stays out of the mail, note and name alike.
 */
export async function sendFollowUpMails(db: Database, mail: MailService, now: Date): Promise<{ mails: number }> {
  const today = firmDay(now);
  const rows = await db
    .select({
      row: followUps,
      assigneeName: users.userName,
      email: managers.email,
      language: users.language,
      actor: { role: users.role, recordScope: users.recordScope, idManager: users.idManager },
    })
    .from(followUps)
    .innerJoin(users, eq(users.id, followUps.assigneeId))
    .innerJoin(managers, eq(managers.id, users.idManager))
    .where(and(isNull(followUps.doneAt), lte(followUps.dueDate, today), eq(users.enabled, true)))
    .orderBy(asc(followUps.assigneeId), asc(followUps.dueDate), asc(followUps.id));
  const named = await withNames(db, rows);
  const seen = await seenByAssignees(db, rows, named);
  const base = siteUrl();
  const byUser = new Map<number, { email: string; language: string | null; items: DueFollowUp[] }>();
  rows.forEach((r, i) => {
    const f = named[i]!;
    if (!r.email || !seen.has(f.id)) return;
    const entry = byUser.get(f.assigneeId) ?? { email: r.email, language: r.language, items: [] };
    entry.items.push({
      name: f.name,
      note: f.note,
      dueDate: f.dueDate,
      overdue: f.dueDate < today,
      link: `${base}${followUpPath(f)}`,
    });
    byUser.set(f.assigneeId, entry);
  });
  const drafts = [...byUser].map(([userId, entry]): MailDraft => ({
    key: `follow-ups-due:${userId}:${today}`,
    template: 'follow-ups-due',
    to: entry.email,
    lang: languageOf(entry.language),
    data: { count: entry.items.length, items: entry.items, link: `${base}${adminPath('home')}`, day: today },
    recordType: 'users',
    recordId: userId,
  }));
  await db.transaction(async (tx) => enqueueMails(tx, mail, drafts));
  return { mails: drafts.length };
}

/** The ids of those follow-ups their assignee sees: each assignee's checked together, as the API checks them. */
async function seenByAssignees(db: Database, rows: { actor: Actor }[], named: FollowUp[]): Promise<Set<number>> {
  const byAssignee = new Map<number, { actor: Actor; items: FollowUp[] }>();
  named.forEach((f, i) => {
    const entry = byAssignee.get(f.assigneeId) ?? { actor: rows[i]!.actor, items: [] };
    entry.items.push(f);
    byAssignee.set(f.assigneeId, entry);
  });
  const seen = await Promise.all(
    [...byAssignee.values()].map(({ actor, items }) => visibleFollowUps(db, actor, items)),
  );
  return new Set(seen.flat().map((f) => f.id));
}

/**
 * Schedules the morning mail on the app's queue (as the retention job, src/server/privacy/retention-job.ts): pg-boss's
 * cron sends one job at each FOLLOW_UP_MAIL_CRON time (Brussels) for all the processes, a stately queue runs one at
 * a time, and a process that starts after today's time has passed sends a catch-up job (the idempotency key makes
 * it a no-op when the day's mails are written already).
 */
export async function startFollowUpMailJob(boss: PgBoss, deps: FollowUpMailDeps): Promise<void> {
  await boss.createQueue(FOLLOW_UP_MAIL_QUEUE, {
    name: FOLLOW_UP_MAIL_QUEUE,
    policy: 'stately',
    retryLimit: 3,
    retryDelay: 300,
    retryBackoff: true,
    expireInSeconds: 900,
  });
  await boss.schedule(FOLLOW_UP_MAIL_QUEUE, deps.cron, {}, { tz: FIRM_TIME_ZONE });
  await boss.work(FOLLOW_UP_MAIL_QUEUE, async () => {
    const result = await sendFollowUpMails(deps.db, deps.mail, deps.clock.now());
    deps.log.info(result, 'follow-up mails');
  });
  const now = deps.clock.now();
  const lastScheduled = cronParser.parseExpression(deps.cron, { tz: FIRM_TIME_ZONE, currentDate: now }).prev();
  if (firmDay(lastScheduled.toDate()) === firmDay(now)) await boss.send(FOLLOW_UP_MAIL_QUEUE, {});
}
