import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';
import { recordAudit, type AuditSource } from '../audit/record-audit.ts';

/** The audit action of a CV or attachment viewed or downloaded in the back-office. */
export const FILE_VIEW = 'file.view';

/**
 * Writes who opened which file, before its bytes go out: a view that cannot be audited is not served. Only the
 * file's id is kept (its name may hold the person's name), so erasing the person leaves nothing personal here.
 */
export async function recordFileView(db: Database, request: AuditSource, fileId: string): Promise<void> {
  await recordAudit(db, request, { action: FILE_VIEW, detail: { fileId } });
}

export interface FileView {
  fileId: string;
  userName: string | null;
  at: string;
}

/** Every view of these files, newest first (a person's page shows those of the person's files). */
export async function listFileViews(db: Pick<Database, 'select'>, fileIds: string[]): Promise<FileView[]> {
  if (!fileIds.length) return [];
  const fileId = sql<string>`${auditLog.detail}->>'fileId'`;
  const rows = await db
    .select({ fileId, userName: auditLog.userName, at: auditLog.at })
    .from(auditLog)
    .where(and(eq(auditLog.action, FILE_VIEW), inArray(fileId, fileIds)))
    .orderBy(desc(auditLog.at), desc(auditLog.id));
  return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
}
