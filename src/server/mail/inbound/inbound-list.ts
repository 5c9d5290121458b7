import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AttachInboundMail, InboundMailView, inboundMailQuery } from '../../../shared/schemas/inbound-mail.ts';
import type { Database } from '../../db/client.ts';
import { inboundMails, people } from '../../db/schema/index.ts';
import { badRequest, HttpError, notFound } from '../../errors.ts';
import { placeholderValues } from '../write-person-mail.ts';
import { attachmentsOf } from './inbound-views.ts';

type Row = typeof inboundMails.$inferSelect;

async function views(db: Database, rows: Row[]): Promise<InboundMailView[]> {
  const files = await attachmentsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    state: r.state,
    matchedBy: r.matchedBy,
    failReason: r.failReason,
    from: r.fromAddress,
    fromName: r.fromName,
    subject: r.subject,
    text: r.text,
    at: r.creationDate.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
    size: r.size,
    personId: r.personId,
    recordType: r.recordType,
    recordId: r.recordId,
    outboxId: r.outboxId,
    attachedBy: r.attachedBy,
    attachments: files.get(r.id) ?? [],
    refusedAttachments: r.refusedAttachments,
  }));
}

/** The replies read, newest first: `unmatched=1` (or `state=unmatched`) is the staff's list to attach by hand. */
export async function listInboundMails(db: Database, query: z.infer<typeof inboundMailQuery>) {
  const state = query.unmatched === '1' ? 'unmatched' : query.state;
  const rows = await db
    .select()
    .from(inboundMails)
    .where(state ? eq(inboundMails.state, state) : undefined)
    .orderBy(desc(inboundMails.creationDate), desc(inboundMails.id))
    .limit(query.limit);
  return { items: await views(db, rows) };
}

/**
 * Attaches a reply by hand to a person and, when given, one of their records (400 when the record is not theirs):
 * it is then in the person's timeline. A reply set aside (failed) has nothing to attach: 409.
 */
export async function attachInboundMailByHand(
  db: Database,
  id: number,
  input: AttachInboundMail,
  by: string | null,
): Promise<InboundMailView> {
  const [mail] = await db.select().from(inboundMails).where(eq(inboundMails.id, id));
  if (!mail) throw notFound(`No reply ${id}`);
  if (mail.state === 'failed')
    throw new HttpError(409, `This mail was set aside (${mail.failReason ?? 'failed'}): it cannot be attached`);
  const [person] = await db.select().from(people).where(eq(people.id, input.personId));
  if (!person || person.mergedInto !== null)
    throw badRequest(`No person ${input.personId}`, { personId: 'validation.invalid' });
  if (person.anonymisedAt)
    throw new HttpError(409, 'This person was erased: nothing can be attached to them', {
      personId: 'validation.invalid',
    });
  const record =
    input.recordType && input.recordId ? { recordType: input.recordType, recordId: input.recordId } : undefined;
  // 400 when the record is not the person's (the same check as writing to them).
  if (record) await placeholderValues(db, person, record, 'en');
  const [row] = await db
    .update(inboundMails)
    .set({
      state: 'matched',
      matchedBy: 'hand',
      personId: person.id,
      recordType: record?.recordType ?? null,
      recordId: record?.recordId ?? null,
      attachedBy: by,
    })
    .where(and(eq(inboundMails.id, id)))
    .returning();
  return (await views(db, [row!]))[0]!;
}
