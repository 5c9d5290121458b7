import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { inboundAttachment } from '../../../shared/schemas/mail-template.ts';
import type { Database } from '../../db/client.ts';
import { inboundMailFiles, storedFiles } from '../../db/schema/index.ts';

type Attachment = z.infer<typeof inboundAttachment>;

/** The files kept of each reply, by reply id. */
export async function attachmentsOf(db: Database, ids: number[]): Promise<Map<number, Attachment[]>> {
  const byMail = new Map<number, Attachment[]>();
  if (!ids.length) return byMail;
  const rows = await db
    .select({
      inboundMailId: inboundMailFiles.inboundMailId,
      fileId: storedFiles.id,
      fileName: storedFiles.fileName,
      mimeType: storedFiles.mimeType,
      size: storedFiles.size,
    })
    .from(inboundMailFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, inboundMailFiles.fileId))
    .where(inArray(inboundMailFiles.inboundMailId, ids));
  for (const { inboundMailId, ...file } of rows)
    byMail.set(inboundMailId, [...(byMail.get(inboundMailId) ?? []), file]);
  return byMail;
}
