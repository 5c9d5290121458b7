import type { Database } from '../db/client.ts';
import { storedFiles } from '../db/schema.ts';
import type { Upload } from './read-multipart.ts';

/** Stores an upload under a generated id, inside the caller's transaction; answers the id. */
export async function storeFile(tx: Pick<Database, 'insert'>, upload: Upload): Promise<string> {
  const [row] = await tx
    .insert(storedFiles)
    .values({ fileName: upload.fileName, mimeType: upload.mimeType, size: upload.data.length, data: upload.data })
    .returning({ id: storedFiles.id });
  return row!.id;
}
