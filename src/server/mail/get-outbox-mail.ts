import { eq } from 'drizzle-orm';
import type { OutboxMailContent } from '../../shared/schemas/outbox.ts';
import type { Database } from '../db/client.ts';
import { outboxMails } from '../db/schema/index.ts';
import { notFound } from '../errors.ts';
import { firmDetails } from './firm.ts';
import { outboxToApi } from './list-outbox.ts';
import { mailDataAtSend } from './mail-data.ts';
import { renderMail } from './render-mail.ts';

/** One mail as it was (or will be) sent: rendered from its template, for the back-office to show. */
export async function getOutboxMail(db: Database, id: number, from: string | undefined): Promise<OutboxMailContent> {
  const [row] = await db.select().from(outboxMails).where(eq(outboxMails.id, id));
  if (!row) throw notFound(`No mail ${id}`);
  // A job alert's mail as it would go now (its jobs read by id); one no longer sent shows the data it was written with.
  const atSend = await mailDataAtSend(db, row);
  const data = 'data' in atSend ? atSend.data : row.data;
  const rendered = await renderMail({ ...row, data }, from ?? firmDetails().email);
  const { idempotencyKey: _key, data: _data, messageId: _messageId, ...listed } = row;
  return {
    ...outboxToApi(listed),
    html: rendered.html,
    text: rendered.text,
    attachments: rendered.attachments.map((a) => a.filename),
  };
}
