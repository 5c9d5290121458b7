import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff, type Staff } from '../../../tests/helpers/admin.ts';
import { createJob, newMarker } from '../../../tests/helpers/factories.ts';
import { jsonForm } from '../../../tests/helpers/multipart.ts';
import { postForm } from '../../../tests/helpers/public-forms.ts';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.ts';
import { readZip } from '../../../tests/helpers/zip.ts';
import { jobApplications, storedFileChunks, storedFiles } from '../db/schema/index.ts';
import { MIGRATIONS_DIR } from '../paths.ts';
import { FILE_CHUNK_BYTES, openStoredFile, readStoredFileBytes, storedFileStream, storeFile } from './stored-file.ts';

let t: TestApp;
let admin: Staff;
beforeAll(async () => {
  t = await createTestApp();
  admin = staff(t, await t.login());
});
afterAll(() => t.close());

/** Two and a half chunks: two whole ones and a piece. */
const LARGE = 2 * FILE_CHUNK_BYTES + FILE_CHUNK_BYTES / 2 + 7;

/** A PDF (to its signature) of exactly `size` random bytes. */
function pdfOfSize(size: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n%');
  const tail = Buffer.from('\n%%EOF\n');
  return Buffer.concat([head, randomBytes(size - head.length - tail.length), tail]);
}

const chunkSizes = async (fileId: string) =>
  (
    await t.app.db
      .select({ size: sql<number>`length(${storedFileChunks.data})`.mapWith(Number) })
      .from(storedFileChunks)
      .where(eq(storedFileChunks.fileId, fileId))
      .orderBy(storedFileChunks.chunkNumber)
  ).map((c) => c.size);

const fileCount = (fileId: string) => t.app.db.$count(storedFiles, eq(storedFiles.id, fileId));
const chunkCount = (fileId?: string) =>
  t.app.db.$count(storedFileChunks, fileId ? eq(storedFileChunks.fileId, fileId) : undefined);

/** Every piece a stream gives, as it gives them. */
function pieces(stream: Readable): Promise<Buffer[]> {
  return new Promise((resolve, reject) => {
    const got: Buffer[] = [];
    stream.on('data', (piece: Buffer) => got.push(piece));
    stream.on('end', () => resolve(got));
    stream.on('error', reject);
  });
}

function application() {
  const marker = newMarker();
  const phone = `+32479${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
  return {
    name: 'application',
    value: { firstName: marker, lastName: 'Doe', email: `${marker}@example.org`, phone, message: 'Hello' },
  };
}

const apply = (jobId: number, cv: Buffer) =>
  postForm(t, `/public/api/job/${jobId}/apply?lang=en`, application(), { name: 'file', fileName: 'cv.pdf', data: cv });

async function storedCvOf(applicationId: number): Promise<string> {
  const [row] = await t.app.db
    .select({ fileId: jobApplications.fileId })
    .from(jobApplications)
    .where(eq(jobApplications.id, applicationId));
  return row!.fileId!;
}

describe('a file larger than one chunk', () => {
  it('is stored in chunks and read back byte for byte, whole or streamed a chunk at a time', async () => {
    const data = randomBytes(LARGE);
    const id = await storeFile(t.app.db, { fileName: 'large.bin', mimeType: 'application/pdf', data });
    expect(await chunkSizes(id)).toEqual([FILE_CHUNK_BYTES, FILE_CHUNK_BYTES, FILE_CHUNK_BYTES / 2 + 7]);
    expect(await openStoredFile(t.app.db, id)).toEqual({
      id,
      fileName: 'large.bin',
      mimeType: 'application/pdf',
      size: LARGE,
    });
    expect((await readStoredFileBytes(t.app.db, id)).equals(data)).toBe(true);

    const streamed = await pieces(storedFileStream(t.app.db, { id, size: LARGE }));
    expect(streamed.length).toBeGreaterThanOrEqual(3);
    for (const piece of streamed) expect(piece.length).toBeLessThanOrEqual(FILE_CHUNK_BYTES);
    expect(Buffer.concat(streamed).equals(data)).toBe(true);
  });

  it('is uploaded with an application, downloaded by staff and exported byte for byte', async () => {
    const job = await createJob(t.app, newMarker());
    const cv = pdfOfSize(LARGE);
    const res = await apply(job.id, cv);
    expect(res.statusCode, res.body).toBe(201);
    const fileId = await storedCvOf(res.json<{ id: number }>().id);
    expect(await chunkCount(fileId)).toBe(3);

    const download = await admin.get(`/api/files/${fileId}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-length']).toBe(String(LARGE));
    expect(download.rawPayload.equals(cv)).toBe(true);

    const exported = await admin.send('POST', '/api/privacy/export', {
      recordType: 'job-applications',
      id: res.json<{ id: number }>().id,
    });
    expect(exported.statusCode).toBe(200);
    const zip = await readZip(exported.rawPayload);
    const files = [...zip].filter(([name]) => name.startsWith('files/'));
    expect(files).toHaveLength(1);
    expect(files[0]![1].equals(cv)).toBe(true);
  });

  it('is read whole from a request without Content-Length (sent in chunks)', async () => {
    const job = await createJob(t.app, newMarker());
    const cv = pdfOfSize(LARGE);
    const form = jsonForm(application(), { name: 'file', fileName: 'cv.pdf', data: cv });
    const res = await t.app.inject({
      method: 'POST',
      url: `/public/api/job/${job.id}/apply?lang=en`,
      headers: { ...t.xsrf, ...form.headers },
      payload: Readable.from([form.payload.subarray(0, 1000), form.payload.subarray(1000)]),
    });
    expect(res.statusCode, res.body).toBe(201);
    const fileId = await storedCvOf(res.json<{ id: number }>().id);
    expect((await readStoredFileBytes(t.app.db, fileId)).equals(cv)).toBe(true);
  });

  it('ends its stream with an error, never with bytes short, when a chunk is missing', async () => {
    const data = randomBytes(LARGE);
    const id = await storeFile(t.app.db, { fileName: 'torn.bin', mimeType: 'application/pdf', data });
    await t.app.db
      .delete(storedFileChunks)
      .where(and(eq(storedFileChunks.fileId, id), eq(storedFileChunks.chunkNumber, 1)));
    await expect(pieces(storedFileStream(t.app.db, { id, size: LARGE }))).rejects.toThrow(/lacks chunk 1/);
    await t.app.db.delete(storedFiles).where(eq(storedFiles.id, id));
  });
});

describe('deleting files', () => {
  it('deletes their chunks with them', async () => {
    const id = await storeFile(t.app.db, {
      fileName: 'gone.bin',
      mimeType: 'application/pdf',
      data: randomBytes(LARGE),
    });
    await t.app.db.delete(storedFiles).where(eq(storedFiles.id, id));
    expect(await chunkCount(id)).toBe(0);
  });

  it('erasing a person deletes the chunks of their CV', async () => {
    const job = await createJob(t.app, newMarker());
    const res = await apply(job.id, pdfOfSize(LARGE));
    expect(res.statusCode).toBe(201);
    const id = res.json<{ id: number }>().id;
    const fileId = await storedCvOf(id);
    const erased = await admin.send('POST', '/api/privacy/erase', { recordType: 'job-applications', id });
    expect(erased.statusCode).toBe(200);
    expect(await fileCount(fileId)).toBe(0);
    expect(await chunkCount(fileId)).toBe(0);
  });
});

describe('a failed upload', () => {
  it('leaves neither the application, nor the file, nor any of its chunks', async () => {
    const job = await createJob(t.app, newMarker());
    // The database refuses the second chunk, after the file's row and first chunk were written.
    await t.app.db.execute(
      sql.raw(`create function fail_second_chunk() returns trigger language plpgsql as $$
        begin if new.chunk_number = 1 then raise exception 'no room for chunk 1'; end if; return new; end $$`),
    );
    await t.app.db.execute(
      sql.raw(`create trigger fail_second_chunk before insert on stored_file_chunks
        for each row execute function fail_second_chunk()`),
    );
    const before = {
      applications: await t.app.db.$count(jobApplications),
      files: await t.app.db.$count(storedFiles),
      chunks: await chunkCount(),
    };
    try {
      const res = await apply(job.id, pdfOfSize(LARGE));
      expect(res.statusCode).toBe(500);
    } finally {
      await t.app.db.execute(sql.raw('drop trigger fail_second_chunk on stored_file_chunks'));
      await t.app.db.execute(sql.raw('drop function fail_second_chunk'));
    }
    expect({
      applications: await t.app.db.$count(jobApplications),
      files: await t.app.db.$count(storedFiles),
      chunks: await chunkCount(),
    }).toEqual(before);
  });
});

describe('migration 0010', () => {
  it('moves the bytes of the files stored before it into chunks, byte for byte', async () => {
    const run = (text: string) => t.app.db.execute(sql.raw(text));
    const before = await t.app.db.select({ id: storedFiles.id }).from(storedFiles);
    const bytesBefore = await Promise.all(before.map((f) => readStoredFileBytes(t.app.db, f.id)));
    // Back to the stored files as migration 0009 left them: the bytes in stored_files.data.
    await run(`alter table stored_files add column data bytea not null default ''`);
    await run(`update stored_files f set data = coalesce(
      (select string_agg(c.data, '' order by c.chunk_number) from stored_file_chunks c where c.file_id = f.id), '')`);
    await run('drop table stored_file_chunks');
    await run('alter table stored_files alter column data drop default');
    const sizes = [1, FILE_CHUNK_BYTES, FILE_CHUNK_BYTES + 1, LARGE];
    const old = sizes.map((size) => randomBytes(size));
    const ids = old.map(() => randomUUID());
    for (const [i, data] of old.entries()) {
      await t.app.db.execute(
        sql`insert into stored_files (id, file_name, mime_type, size, data)
          values (${ids[i]}, 'old.pdf', 'application/pdf', ${data.length}, ${data})`,
      );
    }

    // The migration's own statements, as the migrator runs them (later migrations stay applied).
    const migration = readFileSync(join(MIGRATIONS_DIR, '0010_stored_file_chunks.sql'), 'utf8');
    await t.app.db.transaction(async (tx) => {
      for (const statement of migration.split('--> statement-breakpoint')) await tx.execute(sql.raw(statement));
    });
    for (const [i, id] of ids.entries()) {
      expect((await readStoredFileBytes(t.app.db, id)).equals(old[i]!), `file of ${sizes[i]} bytes`).toBe(true);
    }
    expect(await chunkSizes(ids[2]!)).toEqual([FILE_CHUNK_BYTES, 1]);
    for (const [i, file] of before.entries()) {
      expect((await readStoredFileBytes(t.app.db, file.id)).equals(bytesBefore[i]!)).toBe(true);
    }
  });
});
