import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { personTimeline } from '../../shared/schemas/mail-template.ts';
import type { Database } from '../db/client.ts';
import { inboundMails, outboxMails, people } from '../db/schema/index.ts';
import { notFound } from '../errors.ts';
import { findPersonRecords } from '../privacy/person.ts';
import { firmDetails } from './firm.ts';
import { attachmentsOf } from './inbound/inbound-views.ts';
import { renderMail } from './render-mail.ts';

type Timeline = z.infer<typeof personTimeline>;

/**
 * Every mail sent to a person (`GET /api/people/{id}/timeline`, docs/decisions/0056), newest first: those written
 * from their records (by `person_id`), and the notifications of their records and of their address. Each with
 * who wrote it, when, its subject and its text as it went (a written mail keeps its text; a notification is
 * rendered again from its data, which is what it was rendered from when sent). At most `limit`.
 */
export async function personMailTimeline(db: Database, id: number, limit = 100): Promise<Timeline> {
  const [person] = await db.select().from(people).where(eq(people.id, id));
  if (!person || person.mergedInto !== null) throw notFound(`No person ${id}`);
  const records = await findPersonRecords(db, { email: '', personIds: [id] }, { withAnonymised: true });
  const conditions: SQL[] = [eq(outboxMails.personId, id)];
  for (const r of records)
    conditions.push(and(eq(outboxMails.recordType, r.recordType), eq(outboxMails.recordId, r.id))!);
  if (person.email) conditions.push(eq(sql`lower(${outboxMails.recipient})`, person.email.toLowerCase()));
  const rows = await db
    .select()
    .from(outboxMails)
    .where(or(...conditions))
    .orderBy(desc(outboxMails.creationDate), desc(outboxMails.id))
    .limit(limit);
  const organizer = firmDetails().email;
  const mails = await Promise.all(
    rows.map(async (row) => ({
      outboxId: row.id,
      direction: 'out' as const,
      at: row.creationDate.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
      by: row.sentBy,
      recipient: row.recipient,
      subject: row.subject,
      text:
        typeof row.data.text === 'string'
          ? row.data.text
          : await renderMail(row, organizer).then(
              (r) => r.text,
              () => '',
            ),
      state: row.state,
      template: row.template,
      recordType: row.recordType,
      recordId: row.recordId,
    })),
  );
  // The replies read from the replies' mailbox (docs/decisions/0057), with the files kept of them.
  const replies = await db
    .select()
    .from(inboundMails)
    .where(and(eq(inboundMails.personId, id), eq(inboundMails.state, 'matched')))
    .orderBy(desc(inboundMails.creationDate), desc(inboundMails.id))
    .limit(limit);
  const files = await attachmentsOf(
    db,
    replies.map((r) => r.id),
  );
  const received = replies.map((row) => ({
    outboxId: row.outboxId,
    inboundId: row.id,
    direction: 'in' as const,
    at: (row.sentAt ?? row.creationDate).toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    by: row.attachedBy,
    from: row.fromName ? `${row.fromName} <${row.fromAddress}>` : row.fromAddress,
    recipient: '',
    subject: row.subject,
    text: row.text,
    state: 'received',
    template: 'reply',
    recordType: row.recordType,
    recordId: row.recordId,
    attachments: files.get(row.id) ?? [],
  }));
  const all = [...mails, ...received].sort((a, b) => b.at.localeCompare(a.at)).slice(0, limit);
  return { mails: all };
}
