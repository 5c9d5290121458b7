import { Readable } from 'node:stream';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { fileTexts, storedFileChunks, storedFiles } from '../db/schema/index.ts';
import { notFound } from '../errors.ts';

/**
 * The most bytes one statement carries (docs/decisions/0032). PGlite copies a parameter several times on its way
 * into its WebAssembly heap and keeps the heap it grew: a 10 MB file in one statement grew the server by up to
 * 5x the file, 1 MiB at a time by a few MB.
 */
export const FILE_CHUNK_BYTES = 1024 * 1024;

/** A file to store: an upload (type already checked from its bytes), a demo CV, a test's bytes. */
interface FileToStore {
  fileName: string;
  mimeType: string;
  data: Buffer;
  /** The demo content backdates its files; otherwise now. */
  creationDate?: Date;
}

/** What is known of a stored file without reading its bytes. */
type StoredFile = Omit<typeof storedFiles.$inferSelect, 'creationDate'>;

/**
 * Stores a file under a generated id and answers the id: its row, then its bytes FILE_CHUNK_BYTES at a time, each
 * a view on `data` (no copy). All of it or nothing: inside the caller's transaction when there is one (a savepoint),
 * else a transaction of its own, so a failure on any chunk leaves neither the row nor a chunk. Its `file_texts` row
 * is written "pending" with it: the extraction job takes it from there.
 */
export async function storeFile(db: Pick<Database, 'transaction'>, file: FileToStore): Promise<string> {
  const { fileName, mimeType, data, creationDate } = file;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(storedFiles)
      .values({ fileName, mimeType, size: data.length, ...(creationDate ? { creationDate } : {}) })
      .returning({ id: storedFiles.id });
    const fileId = row!.id;
    for (let chunkNumber = 0; chunkNumber * FILE_CHUNK_BYTES < data.length; chunkNumber++) {
      const start = chunkNumber * FILE_CHUNK_BYTES;
      await tx
        .insert(storedFileChunks)
        .values({ fileId, chunkNumber, data: data.subarray(start, start + FILE_CHUNK_BYTES) });
    }
    // Its text is extracted later, by the queued job of files/text/ (docs/decisions/0049): pending until then.
    await tx.insert(fileTexts).values({ fileId });
    return fileId;
  });
}

/** What is said of a stored file without reading its bytes: its id, name, type and size. */
export const storedFileFields = {
  id: storedFiles.id,
  fileName: storedFiles.fileName,
  mimeType: storedFiles.mimeType,
  size: storedFiles.size,
};

/** A stored file's name, type and size, without its bytes; 404 when there is no such file. */
export async function openStoredFile(db: Database, id: string): Promise<StoredFile> {
  const [file] = await db.select(storedFileFields).from(storedFiles).where(eq(storedFiles.id, id));
  if (!file) throw notFound('No such file');
  return file;
}

/**
 * A stored file's bytes as a stream that reads one chunk from the database when the reader wants more: a
 * download holds about one chunk in memory, however large the file. Each chunk is its own short query, so a slow
 * reader holds no connection or transaction; a file deleted meanwhile ends the stream with an error, never with
 * bytes short.
 */
export function storedFileStream(db: Database, file: Pick<StoredFile, 'id' | 'size'>): Readable {
  return Readable.from(readChunks(db, file), { objectMode: false });
}

async function* readChunks(db: Database, file: Pick<StoredFile, 'id' | 'size'>): AsyncGenerator<Buffer> {
  let sent = 0;
  // Chunks are read by number until `size` bytes came, whatever size each was written with.
  for (let chunkNumber = 0; sent < file.size; chunkNumber++) {
    const [chunk] = await db
      .select({ data: storedFileChunks.data })
      .from(storedFileChunks)
      .where(and(eq(storedFileChunks.fileId, file.id), eq(storedFileChunks.chunkNumber, chunkNumber)));
    if (!chunk || chunk.data.length === 0) throw new Error(`The stored file ${file.id} lacks chunk ${chunkNumber}`);
    sent += chunk.data.length;
    yield chunk.data;
  }
  if (sent !== file.size) throw new Error(`The stored file ${file.id} has ${sent} bytes, not ${file.size}`);
}

/** A stored file's bytes in one buffer, for what needs them whole (tests, checks); 404 when there is no such file. */
export async function readStoredFileBytes(db: Database, id: string): Promise<Buffer> {
  const file = await openStoredFile(db, id);
  const chunks = await db
    .select({ data: storedFileChunks.data })
    .from(storedFileChunks)
    .where(eq(storedFileChunks.fileId, id))
    .orderBy(asc(storedFileChunks.chunkNumber));
  const bytes = Buffer.concat(chunks.map((c) => c.data));
  if (bytes.length !== file.size) throw new Error(`The stored file ${id} has ${bytes.length} bytes, not ${file.size}`);
  return bytes;
}
