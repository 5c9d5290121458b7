import { eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  auditLog,
  consentEvents,
  inboundMailFiles,
  inboundMails,
  jobAlerts,
  outboxMails,
  storedFiles,
} from '../db/schema/index.ts';
import { anonymiseRecords, scrubbedMail } from './anonymise.ts';
import type { Person } from './person.ts';
import { emailHash, suppressEmail } from './suppression.ts';

export interface ErasureResult {
  /** Records anonymised by this erasure (0 when the person was erased already: erasing twice is harmless). */
  records: number;
}

/**
 * Erases a person (docs/decisions/0031): anonymises every record of theirs (`personOfEmail` for the person
 * themselves, `personOfRecord` for an ADMIN), blanks their consent events, cancels and scrubs their mails,
 * replaces their addresses in the audit log, and puts each address (hashed) on the suppression list, so that no
 * mail goes to it again and their "My data" links answer 410. One transaction: all of it or nothing. `by` is
 * written to the audit log (a staff member, or "self-service"), with the hashes, never an address.
 */
export async function erasePerson(
  db: Database,
  input: { person: Person; by: string; ip?: string | null; now: Date },
): Promise<ErasureResult> {
  const { emails, records } = input.person;
  return db.transaction(async (tx) => {
    const count = await anonymiseRecords(tx, records, input.now, input.by);
    if (emails.length > 0) {
      await tx.update(consentEvents).set({ email: '' }).where(inArray(consentEvents.email, emails));
      // Their job alerts go, with the jobs they mailed (docs/decisions/0061).
      await tx.delete(jobAlerts).where(inArray(jobAlerts.email, emails));
      await tx
        .update(outboxMails)
        .set(scrubbedMail)
        .where(inArray(sql`lower(${outboxMails.recipient})`, emails));
    }
    // Their replies read from the replies' mailbox (docs/decisions/0057), with the files kept of them.
    const replyOf = or(
      ...(input.person.personId ? [eq(inboundMails.personId, input.person.personId)] : []),
      ...(emails.length ? [inArray(sql`lower(${inboundMails.fromAddress})`, emails)] : []),
    );
    if (replyOf) {
      const replies = tx.select({ id: inboundMails.id }).from(inboundMails).where(replyOf);
      const files = await tx
        .select({ fileId: inboundMailFiles.fileId })
        .from(inboundMailFiles)
        .where(inArray(inboundMailFiles.inboundMailId, replies));
      await tx.delete(inboundMails).where(replyOf);
      if (files.length)
        await tx.delete(storedFiles).where(
          inArray(
            storedFiles.id,
            files.map((f) => f.fileId),
          ),
        );
    }
    for (const email of emails) {
      // Earlier audit lines may name the address (a search, a view): it gives way to a mark.
      await tx
        .update(auditLog)
        .set({ detail: sql`replace(${auditLog.detail}::text, ${email}, '[erased]')::jsonb` })
        .where(sql`position(${email} in lower(${auditLog.detail}::text)) > 0`);
      await suppressEmail(tx, email);
    }
    await tx.insert(auditLog).values({
      action: 'privacy.erase',
      userName: input.by,
      ip: input.ip ?? null,
      detail: { emailHashes: emails.map(emailHash), records: count },
      at: input.now,
    });
    return { records: count };
  });
}
