import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, openPostgres } from '../../src/server/db/client.ts';
import { FILE_CHUNK_BYTES } from '../../src/server/files/stored-file.ts';
import { pdfBytes } from '../security/helpers.ts';
import { applicant, HttpClient } from './http-client.ts';
import { serverData, startServer, type ServerData, type ServerProcess } from './server-process.ts';

let data: ServerData;
let server: ServerProcess | undefined;
beforeAll(async () => {
  data = await serverData();
});
afterAll(async () => {
  await server?.stop('SIGKILL');
  await data?.remove();
});

interface Sent {
  i: number;
  cv: Buffer;
  status: number | 'error';
  id?: number;
}

/** Files that no record owns, and records that own no file: both must be none. */
const ORPHANS_SQL = `
  select
    (select count(*) from job_applications a left join stored_files f on f.id = a.file_id where f.id is null) as records_without_cv,
    (select count(*) from stored_files f where
       not exists (select 1 from job_applications a where a.file_id = f.id) and
       not exists (select 1 from spontaneous_applications s where s.cv_file_id = f.id) and
       not exists (select 1 from profiles p where p.cv_file_id = f.id) and
       not exists (select 1 from contacts c where c.file_id = f.id)) as files_without_record,
    (select count(*) from stored_files f where f.size <>
       (select coalesce(sum(length(c.data)), 0) from stored_file_chunks c where c.file_id = f.id)) as files_without_all_bytes`;

describe('the server killed (SIGKILL) while applications arrive', () => {
  it('keeps every application it answered 2xx, with its CV, and nothing half-saved', async () => {
    server = await startServer(data);
    const client = await new HttpClient(server.baseURL).init();
    const jobId = await client.firstOpenJob();

    // Eight senders in a loop, until the server dies under them.
    const sent: Sent[] = [];
    let next = 0;
    let dead = false;
    const sender = async () => {
      while (!dead && next < 400) {
        const i = next++;
        // One in seven spans several chunks, so that the kill may fall between two of them.
        const size = i % 7 === 6 ? 2 * FILE_CHUNK_BYTES + 50_000 : 50_000 + (i % 7) * 30_000;
        const cv = pdfBytes(`crash-${i}-${Math.random()}`, size);
        const entry: Sent = { i, cv, status: 'error' };
        sent.push(entry);
        try {
          const res = await client.apply(jobId, cv, `cv-${i}.pdf`, applicant(i));
          entry.status = res.status;
          if (res.ok) entry.id = ((await res.json()) as { id: number }).id;
        } catch {
          entry.status = 'error';
        }
      }
    };
    const senders = Array.from({ length: 8 }, sender);
    while (sent.filter((s) => typeof s.status === 'number' && s.status < 300).length < 30) await sleep(20);
    server.child.kill('SIGKILL');
    expect(await server.exited).toBe('SIGKILL');
    dead = true;
    await Promise.all(senders);

    const answered = sent.filter((s) => s.id !== undefined);
    const cut = sent.filter((s) => s.status === 'error');
    console.log(`before the kill: ${answered.length} answered 2xx, ${cut.length} cut off`);
    expect(answered.length).toBeGreaterThanOrEqual(30);
    expect(sent.filter((s) => typeof s.status === 'number' && s.status >= 300)).toEqual([]);

    // Restart on the same data.
    server = await startServer(data);
    const after = await new HttpClient(server.baseURL).init();
    const token = await after.login();
    for (const s of answered) {
      const res = await after.get(`/api/job-applications/${s.id}`, token);
      expect(res.status, `application ${s.i} (id ${s.id}) survived`).toBe(200);
      const record = (await res.json()) as { email: string; fileId: string };
      expect(record.email).toBe(applicant(s.i).email);
      expect((await after.download(record.fileId, token)).equals(s.cv), `CV ${s.i} is intact`).toBe(true);
    }
    await server.stop();
    server = undefined;

    // Straight into the database: no record without its CV, no CV without its record or short of its bytes.
    const handle = data.pgliteDir ? await openPglite(data.pgliteDir) : openPostgres(data.databaseUrl!);
    try {
      const result: unknown = await handle.db.execute(ORPHANS_SQL);
      type Row = Record<string, unknown>;
      const row = Array.isArray(result) ? (result[0] as Row) : (result as { rows: Row[] }).rows[0]!;
      expect({
        recordsWithoutCv: Number(row.records_without_cv),
        filesWithoutRecord: Number(row.files_without_record),
        filesWithoutAllBytes: Number(row.files_without_all_bytes),
      }).toEqual({
        recordsWithoutCv: 0,
        filesWithoutRecord: 0,
        filesWithoutAllBytes: 0,
      });
    } finally {
      await handle.close();
    }
  }, 180_000);
});
