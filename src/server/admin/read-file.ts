import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { storedFiles } from '../db/schema.ts';
import { notFound } from '../errors.ts';

/** A stored CV or attachment, bytes included. */
export async function readStoredFile(db: Database, id: string) {
  const [file] = await db.select().from(storedFiles).where(eq(storedFiles.id, id));
  if (!file) throw notFound('No such file');
  return file;
}
