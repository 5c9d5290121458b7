import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { OutboxMail, OutboxQuery } from '../../shared/schemas/outbox.ts';
import { likePattern } from '../admin/list-records.ts';
import type { Database } from '../db/client.ts';
import { outboxMails } from '../db/schema/index.ts';

const outboxColumns = {
  id: outboxMails.id,
  template: outboxMails.template,
  recipient: outboxMails.recipient,
  lang: outboxMails.lang,
  subject: outboxMails.subject,
  state: outboxMails.state,
  tries: outboxMails.tries,
  lastError: outboxMails.lastError,
  recordType: outboxMails.recordType,
  recordId: outboxMails.recordId,
  creationDate: outboxMails.creationDate,
  sentAt: outboxMails.sentAt,
};

export function outboxToApi(row: { creationDate: Date; sentAt: Date | null } & Record<string, unknown>): OutboxMail {
  return {
    ...row,
    creationDate: row.creationDate.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  } as OutboxMail;
}

/** The outbox, newest first: every mail with its recipient, subject, language, state, tries and last error. */
export async function listOutbox(db: Database, query: OutboxQuery) {
  const where = and(
    query.q
      ? or(ilike(outboxMails.recipient, likePattern(query.q)), ilike(outboxMails.subject, likePattern(query.q)))
      : undefined,
    query.state ? eq(outboxMails.state, query.state) : undefined,
    query.recordType ? eq(outboxMails.recordType, query.recordType) : undefined,
    query.recordId ? eq(outboxMails.recordId, query.recordId) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select(outboxColumns)
      .from(outboxMails)
      .where(where)
      .orderBy(desc(outboxMails.creationDate), desc(outboxMails.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ total: count() }).from(outboxMails).where(where),
  ]);
  return { items: rows.map(outboxToApi), total: counted?.total ?? 0, page: query.page, size: query.size };
}
