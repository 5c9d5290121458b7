import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { fileTexts } from '../../db/schema/index.ts';
import { openStoredFile } from '../stored-file.ts';
import type { FileTextStatus } from '../../db/schema/file-texts.ts';

export interface FileTextAnswer {
  status: FileTextStatus;
  language?: string;
  text?: string;
  /** A DOCX's preview (sanitised HTML), when there is one. */
  html?: string;
  /** Why it failed, for staff. */
  error?: string;
}

/**
 * GET /api/files/{id}/text (staff only): where the file's extraction stands and, once done, its text and language.
 * 404 when there is no such file; a file stored before extraction existed and not yet swept is "pending".
 */
export async function loadFileText(db: Database, fileId: string): Promise<FileTextAnswer> {
  await openStoredFile(db, fileId);
  const [row] = await db.select().from(fileTexts).where(eq(fileTexts.fileId, fileId));
  if (!row) return { status: 'pending' };
  return {
    status: row.status,
    ...(row.language ? { language: row.language } : {}),
    ...(row.status === 'done' ? { text: row.text } : {}),
    ...(row.html ? { html: row.html } : {}),
    ...(row.status === 'failed' ? { error: row.error } : {}),
  };
}
