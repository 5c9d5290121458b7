import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { auditLog, consentEvents, outboxMails } from '../db/schema.ts';
import { anonymiseRecords, scrubbedMail } from './anonymise.ts';
import { findPersonRecords, normalizeEmail } from './person.ts';
import { emailHash, suppressEmail } from './suppression.ts';

export interface ErasureResult {
  /** Records anonymised by this erasure (0 when the person was erased already: erasing twice is harmless). */
  records: number;
}

/**
 * Erases a person (docs/decisions/0031): anonymises every record of their address, blanks their consent events,
 * cancels and scrubs their mails, replaces the address in the audit log, and puts the address (hashed) on the
 * suppression list, so that no mail goes to it again and their "My data" links answer 410. One transaction:
 * all of it or nothing. `by` is written to the audit log (a staff member, or "self-service").
 */
export async function erasePerson(
  db: Database,
  input: { email: string; by: string; ip?: string | null; now: Date },
): Promise<ErasureResult> {
  const email = normalizeEmail(input.email);
  const hash = emailHash(email);
  return db.transaction(async (tx) => {
    const records = await findPersonRecords(tx, { email });
    const count = await anonymiseRecords(tx, records, input.now);
    await tx.update(consentEvents).set({ email: '' }).where(eq(consentEvents.email, email));
    await tx
      .update(outboxMails)
      .set(scrubbedMail)
      .where(sql`lower(${outboxMails.recipient}) = ${email}`);
    // Earlier audit lines may name the address (a search, a view): it gives way to a mark.
    await tx
      .update(auditLog)
      .set({ detail: sql`replace(${auditLog.detail}::text, ${email}, '[erased]')::jsonb` })
      .where(sql`position(${email} in lower(${auditLog.detail}::text)) > 0`);
    await suppressEmail(tx, email);
    await tx.insert(auditLog).values({
      action: 'privacy.erase',
      userName: input.by,
      ip: input.ip ?? null,
      detail: { emailHash: hash, records: count },
      at: input.now,
    });
    return { records: count };
  });
}
