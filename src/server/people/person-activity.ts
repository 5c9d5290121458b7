import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PersonActivity, PersonEvent } from '../../shared/schemas/people.ts';
import type { Database } from '../db/client.ts';
import { auditLog, consentEvents, outboxMails, people, stateHistory } from '../db/schema/index.ts';
import { notFound } from '../errors.ts';
import { currentPoolConsent } from '../privacy/consent.ts';
import { listFileViews } from '../privacy/file-views.ts';
import { findPersonRecords, type PersonRecord } from '../privacy/person.ts';
import { isSuppressed } from '../privacy/suppression.ts';

/** Rows that belong to one of these records, by their `record_type` and `record_id` columns. */
function ofRecords(records: PersonRecord[], type: AnyPgColumn, id: AnyPgColumn): SQL {
  if (!records.length) return sql`false`;
  return or(...records.map((r) => and(eq(type, r.recordType), eq(id, r.id))))!;
}

/**
 * The person page's time line (`GET /api/people/{id}/activity`, issue 27 item 3), oldest first: each record of the
 * person (by `person_id`, anonymised ones included), the consents, mails and state changes of those records (and
 * the consents and mails of the person's address that name no record), who opened their CVs, and staff's edits and
 * merges of the person. With the talent-pool consent as it stands at `now` and whether the address is suppressed.
 * 404 when there is no such person (a merged one included: its page is the kept person's).
 */
export async function personActivity(db: Database, id: number, now: Date): Promise<PersonActivity> {
  const [person] = await db.select().from(people).where(eq(people.id, id));
  if (!person || person.mergedInto !== null) throw notFound(`No person ${id}`);
  const records = await findPersonRecords(db, { email: '', personIds: [id] }, { withAnonymised: true });
  const email = person.email;
  const byEmail = (column: AnyPgColumn) => (email ? eq(sql`lower(${column})`, email) : sql`false`);

  const [consents, mails, history, fileViews, audits] = await Promise.all([
    db
      .select()
      .from(consentEvents)
      .where(or(ofRecords(records, consentEvents.recordType, consentEvents.recordId), byEmail(consentEvents.email))),
    db
      .select({
        recordType: outboxMails.recordType,
        recordId: outboxMails.recordId,
        subject: outboxMails.subject,
        state: outboxMails.state,
        at: outboxMails.creationDate,
      })
      .from(outboxMails)
      .where(or(ofRecords(records, outboxMails.recordType, outboxMails.recordId), byEmail(outboxMails.recipient))),
    db
      .select()
      .from(stateHistory)
      .where(ofRecords(records, stateHistory.recordType, stateHistory.recordId)),
    listFileViews(
      db,
      records.flatMap((r) => (r.fileId ? [r.fileId] : [])),
    ),
    db
      .select()
      .from(auditLog)
      .where(
        and(
          inArray(auditLog.action, ['people.edit', 'people.merge']),
          or(sql`${auditLog.detail}->>'personId' = ${String(id)}`, sql`${auditLog.detail}->>'from' = ${String(id)}`),
        ),
      ),
  ]);

  const recordOfFile = new Map(records.filter((r) => r.fileId).map((r) => [r.fileId!, r]));
  const known = new Set(records.map((r) => `${r.recordType}:${r.id}`));
  const pipeline = (type: string | null, recordId: number | null) =>
    type && recordId !== null && known.has(`${type}:${recordId}`)
      ? { recordType: type as PersonRecord['recordType'], recordId }
      : {};
  const events: (PersonEvent & { sort: number })[] = [
    ...records.map((r) => ({
      at: r.creationDate.toISOString(),
      kind: 'record' as const,
      recordType: r.recordType,
      recordId: r.id,
      what: [r.about, r.process].filter(Boolean).join(' · '),
      sort: 0,
    })),
    ...consents.map((c) => ({
      at: c.at.toISOString(),
      kind: 'consent' as const,
      ...pipeline(c.recordType, c.recordId),
      what: `${c.purpose} ${c.action}${c.expiresAt ? ` (→ ${c.expiresAt.toISOString().slice(0, 10)})` : ''}`,
      sort: 1,
    })),
    ...history.map((h) => ({
      at: h.changedAt.toISOString(),
      kind: 'history' as const,
      ...pipeline(h.recordType, h.recordId),
      what: `${h.fromState ?? ''} → ${h.toState}${h.comment ? `: ${h.comment}` : ''}`,
      by: h.changedBy,
      sort: 2,
    })),
    ...mails.map((m) => ({
      at: m.at.toISOString(),
      kind: 'mail' as const,
      ...pipeline(m.recordType, m.recordId),
      what: `${m.subject} (${m.state})`,
      sort: 3,
    })),
    ...fileViews.map((v) => ({
      at: v.at,
      kind: 'fileView' as const,
      ...pipeline(recordOfFile.get(v.fileId)?.recordType ?? null, recordOfFile.get(v.fileId)?.id ?? null),
      what: v.fileId,
      by: v.userName,
      sort: 4,
    })),
    ...audits.map((a) => ({
      at: a.at.toISOString(),
      kind: 'person' as const,
      what:
        a.action === 'people.merge'
          ? `merge #${String(a.detail.from)} → #${String(a.detail.personId)}`
          : `edit ${((a.detail.fields as string[] | undefined) ?? []).join(', ')}`,
      by: a.userName,
      sort: 5,
    })),
  ];
  events.sort((a, b) => a.at.localeCompare(b.at) || a.sort - b.sort);
  const pool = email ? await currentPoolConsent(db, email, now) : undefined;
  return {
    events: events.map(({ sort: _sort, ...e }) => e),
    poolConsent: pool ? { inForce: pool.inForce, expiresAt: pool.event.expiresAt?.toISOString() ?? null } : null,
    suppressed: email ? await isSuppressed(db, email) : false,
  };
}
