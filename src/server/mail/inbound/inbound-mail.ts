import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { MAX_UPLOAD_BYTES, type Language } from '../../../shared/constants.ts';
import type { Database } from '../../db/client.ts';
import {
  inboundMailFiles,
  inboundMails,
  managers,
  outboxMails,
  people,
  users,
  type RefusedAttachment,
} from '../../db/schema/index.ts';
import { detectFileType } from '../../files/detect-file-type.ts';
import { storedFileName } from '../../files/file-name.ts';
import { storeFile } from '../../files/stored-file.ts';
import { enqueueMails } from '../enqueue-mails.ts';
import { siteUrl } from '../firm.ts';
import type { MailService } from '../mail-service.ts';
import { languageOf, staffRecipients } from '../staff-recipients.ts';
import { htmlToText } from '../template-html.ts';

/** A reply larger than this is set aside unread (issue 29: "> 25 MB"). */
export const MAX_REPLY_BYTES = 25 * 1024 * 1024;
/** More nested messages (message/rfc822 parts) than this is a bomb, not a reply. */
const MAX_NESTED_MESSAGES = 3;
/** More MIME parts than this is not a person's reply either. */
const MAX_PARTS = 200;
/** At most this many attachments are kept of one reply; the rest are listed as refused. */
const MAX_ATTACHMENTS = 10;
/** The text kept of a reply. */
const MAX_TEXT = 100_000;

/** Where a message sits in the mailbox: the key that makes it one row whatever the number of readers. */
export interface MailboxPlace {
  mailbox: string;
  uidValidity: number;
  uid: number;
}

export type InboundOutcome = 'matched' | 'unmatched' | 'failed' | 'duplicate';

/** Why a raw message is set aside before it is parsed, or undefined when it may be parsed. */
export function setAsideReason(source: Buffer, size: number): string | undefined {
  if (size > MAX_REPLY_BYTES || source.length > MAX_REPLY_BYTES)
    return `Too large: ${Math.max(size, source.length)} bytes (at most ${MAX_REPLY_BYTES})`;
  const text = source.toString('latin1');
  const nested = text.match(/^content-type:[ \t]*message\/(rfc822|global)/gim)?.length ?? 0;
  if (nested > MAX_NESTED_MESSAGES) return `Malformed: ${nested} nested messages (at most ${MAX_NESTED_MESSAGES})`;
  const parts = text.match(/^content-type:/gim)?.length ?? 0;
  if (parts > MAX_PARTS) return `Malformed: ${parts} MIME parts (at most ${MAX_PARTS})`;
  return undefined;
}

/** Writes a message set aside (too large, malformed) as failed, with why; nothing of its content is kept. */
export async function storeFailedMail(
  db: Database,
  place: MailboxPlace,
  size: number,
  reason: string,
): Promise<InboundOutcome> {
  const rows = await db
    .insert(inboundMails)
    .values({ ...place, size, state: 'failed', failReason: reason.slice(0, 500) })
    .onConflictDoNothing()
    .returning({ id: inboundMails.id });
  return rows.length ? 'failed' : 'duplicate';
}

/**
 * Reads one message of the replies' mailbox into `inbound_mails`: set aside when too large or malformed; else
 * parsed, matched to the person and record it answers (docs/decisions/0057: the Reply-To's thread token, then
 * In-Reply-To/References against the outbox's Message-IDs, then the sender's address), its attachments checked
 * like uploads and kept. All in one transaction, keyed by its place in the mailbox: a second reader of the same
 * message writes nothing ('duplicate').
 */
export async function storeInboundMail(
  db: Database,
  place: MailboxPlace,
  source: Buffer,
  mail?: MailService,
): Promise<InboundOutcome> {
  const reason = setAsideReason(source, source.length);
  if (reason) return storeFailedMail(db, place, source.length, reason);
  let parsed: ParsedMail;
  try {
    parsed = await simpleParser(source, { skipImageLinks: true, skipTextLinks: true, maxHtmlLengthToParse: 2_000_000 });
  } catch (err) {
    return storeFailedMail(db, place, source.length, `Malformed: ${(err as Error).message ?? String(err)}`);
  }
  const from = addressesOf(parsed.from)[0];
  if (!from?.address) return storeFailedMail(db, place, source.length, 'Malformed: no sender address');
  const text = (parsed.text ?? (parsed.html ? await htmlToText(parsed.html) : '')).slice(0, MAX_TEXT);
  const match = await matchReply(db, parsed, from.address);
  const attachments = await checkedAttachments(parsed);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(inboundMails)
      .values({
        ...place,
        messageId: parsed.messageId ?? null,
        fromAddress: from.address!.slice(0, 320),
        fromName: (from.name ?? '').slice(0, 200),
        subject: (parsed.subject ?? '').slice(0, 500),
        text,
        sentAt: parsed.date && !Number.isNaN(parsed.date.getTime()) ? parsed.date : null,
        size: source.length,
        state: match ? 'matched' : 'unmatched',
        matchedBy: match?.by ?? null,
        personId: match?.personId ?? null,
        recordType: match?.recordType ?? null,
        recordId: match?.recordId ?? null,
        outboxId: match?.outboxId ?? null,
        refusedAttachments: attachments.refused,
      })
      .onConflictDoNothing()
      .returning({ id: inboundMails.id });
    if (!row) return 'duplicate';
    for (const file of attachments.kept) {
      const fileId = await storeFile(tx, file);
      await tx.insert(inboundMailFiles).values({ inboundMailId: row.id, fileId });
    }
    if (match && mail) {
      const reply = { name: from.name || from.address!, email: from.address!, subject: parsed.subject ?? '' };
      await notifyStaffOfReply(tx, mail, row.id, match, reply);
    }
    return match ? 'matched' : 'unmatched';
  });
}

interface Match {
  by: 'token' | 'in-reply-to' | 'sender';
  personId: number;
  recordType: string | null;
  recordId: number | null;
  outboxId: number | null;
}

function addressesOf(field: AddressObject | AddressObject[] | undefined): { address?: string; name?: string }[] {
  if (!field) return [];
  return (Array.isArray(field) ? field : [field]).flatMap((a) => a.value);
}

/** A thread token in an address's plus part (`replies+<token>@…`), whatever the address before the plus. */
const TOKEN = /^[^@\s+]+\+([0-9a-f]{30})@/i;

async function matchReply(db: Database, parsed: ParsedMail, sender: string): Promise<Match | undefined> {
  const recipients = [...addressesOf(parsed.to), ...addressesOf(parsed.cc)].map((a) => a.address ?? '');
  for (const name of ['delivered-to', 'x-original-to']) {
    const value = parsed.headers.get(name);
    for (const v of Array.isArray(value) ? value : [value]) if (typeof v === 'string') recipients.push(v.trim());
  }
  const tokens = [...new Set(recipients.map((r) => TOKEN.exec(r)?.[1]?.toLowerCase()).filter(Boolean))] as string[];
  if (tokens.length) {
    const [mail] = await db.select().from(outboxMails).where(inArray(outboxMails.replyToken, tokens)).limit(1);
    const match = mail && (await fromOutbox(db, mail, 'token'));
    if (match) return match;
  }
  const references = [
    ...(parsed.inReplyTo ? [parsed.inReplyTo] : []),
    ...(Array.isArray(parsed.references) ? parsed.references : parsed.references ? [parsed.references] : []),
  ]
    .flatMap((r) => r.match(/<[^<>\s]+>/g) ?? [])
    .slice(0, 50);
  if (references.length) {
    const [mail] = await db
      .select()
      .from(outboxMails)
      .where(inArray(outboxMails.messageId, references))
      .orderBy(desc(outboxMails.id))
      .limit(1);
    const match = mail && (await fromOutbox(db, mail, 'in-reply-to'));
    if (match) return match;
  }
  const found = await db
    .select({ id: people.id })
    .from(people)
    .where(
      and(
        eq(sql`lower(${people.email})`, sender.toLowerCase()),
        isNull(people.mergedInto),
        isNull(people.anonymisedAt),
      ),
    )
    .limit(2);
  // One person with that address, or nobody can say which of them wrote.
  if (found.length === 1)
    return { by: 'sender', personId: found[0]!.id, recordType: null, recordId: null, outboxId: null };
  return undefined;
}

/** The person and record of the outbox mail a reply answers: its person, else the person its address is. */
async function fromOutbox(
  db: Database,
  mail: typeof outboxMails.$inferSelect,
  by: Match['by'],
): Promise<Match | undefined> {
  let personId = mail.personId;
  if (personId === null) {
    const [p] = await db
      .select({ id: people.id })
      .from(people)
      .where(and(eq(sql`lower(${people.email})`, mail.recipient.toLowerCase()), isNull(people.mergedInto)))
      .limit(1);
    personId = p?.id ?? null;
  }
  if (personId === null) return undefined;
  const person = await livePerson(db, personId);
  if (!person) return undefined;
  return { by, personId: person, recordType: mail.recordType, recordId: mail.recordId, outboxId: mail.id };
}

/** The person as they are now: the one they were merged into, and nobody when they were erased. */
async function livePerson(db: Database, id: number): Promise<number | undefined> {
  for (let i = 0, current = id; i < 5; i++) {
    const [p] = await db
      .select({ id: people.id, mergedInto: people.mergedInto, anonymisedAt: people.anonymisedAt })
      .from(people)
      .where(eq(people.id, current));
    if (!p || p.anonymisedAt) return undefined;
    if (p.mergedInto === null) return p.id;
    current = p.mergedInto;
  }
  return undefined;
}

/**
 * Tells staff a reply arrived, in their language (issue 29 item 6), in the reply's transaction: the staff member who
 * wrote the mail it answers (their manager address, their account's language), else whoever is told of new records
 * (every ADMIN's manager address, else the firm's). One notice per reply and address (its outbox key).
 */
async function notifyStaffOfReply(
  tx: Database,
  mail: MailService,
  inboundId: number,
  match: Match,
  reply: { name: string; email: string; subject: string },
): Promise<void> {
  let recipients: { email: string; lang: Language }[] = [];
  if (match.outboxId !== null) {
    const [writer] = await tx
      .select({ email: managers.email, language: users.language })
      .from(outboxMails)
      .innerJoin(users, eq(users.userName, outboxMails.sentBy))
      .innerJoin(managers, eq(managers.id, users.idManager))
      .where(and(eq(outboxMails.id, match.outboxId), eq(users.enabled, true)));
    if (writer?.email) recipients = [{ email: writer.email, lang: languageOf(writer.language) }];
  }
  if (!recipients.length) recipients = await staffRecipients(tx, null);
  const link = `${siteUrl()}/crudPeople/${match.personId}`;
  await enqueueMails(
    tx,
    mail,
    recipients.map((to) => ({
      key: `inbound-mails:${inboundId}:internal-reply-received:${to.email.toLowerCase()}`,
      template: 'internal-reply-received' as const,
      to: to.email,
      lang: to.lang,
      data: { name: reply.name.slice(0, 200), email: reply.email, subject: reply.subject.slice(0, 200), link },
      recordType: 'people',
      recordId: match.personId,
    })),
  );
}

/** The attachments as an upload is checked: type from the bytes (PDF, DOC, DOCX, ODT), size, a bounded count. */
async function checkedAttachments(parsed: ParsedMail) {
  const kept: { fileName: string; mimeType: string; data: Buffer }[] = [];
  const refused: RefusedAttachment[] = [];
  for (const a of parsed.attachments) {
    const fileName = (a.filename ?? 'attachment').slice(0, 200);
    if (a.related && !a.filename) continue; // an inline image of a signature
    if (a.content.length > MAX_UPLOAD_BYTES) {
      refused.push({ fileName, reason: 'size' });
      continue;
    }
    const mimeType = await detectFileType(a.content);
    if (!mimeType) refused.push({ fileName, reason: 'type' });
    else if (kept.length >= MAX_ATTACHMENTS) refused.push({ fileName, reason: 'count' });
    else kept.push({ fileName: storedFileName(fileName, mimeType), mimeType, data: a.content });
  }
  return { kept, refused };
}
