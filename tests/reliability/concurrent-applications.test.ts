import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfBytes } from '../security/helpers.ts';
import { applicant, HttpClient } from './http-client.ts';
import { serverData, startServer, type ServerData, type ServerProcess } from './server-process.ts';

const COUNT = 100;

let data: ServerData;
let server: ServerProcess;
beforeAll(async () => {
  data = await serverData();
  // The rate limit stays on, raised so that one test client may send them all.
  server = await startServer(data, { PUBLIC_FORM_RATE_LIMIT: String(COUNT * 2) });
});
afterAll(async () => {
  await server?.stop();
  await data?.remove();
});

interface Listed {
  id: number;
  email: string;
  fileId: string;
}

async function listAll(client: HttpClient, token: string): Promise<Listed[]> {
  const all: Listed[] = [];
  for (let page = 1; ; page++) {
    const res = await client.get(`/api/job-applications?size=100&page=${page}`, token);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { items: Listed[]; total: number };
    all.push(...body.items);
    if (all.length >= body.total || !body.items.length) return all;
  }
}

/** A fetch failure's message with its cause's (undici puts the socket's error there). */
function describeFetchError(err: unknown): string {
  const cause = (err as { cause?: { code?: string; message?: string } }).cause;
  return `${(err as Error).message}${cause ? ` (${cause.code ?? ''} ${cause.message ?? ''})` : ''}`;
}

describe(`${COUNT} applications sent at once, over HTTP`, () => {
  it('are all answered 2xx, all listed for staff, and every CV downloads byte for byte', async () => {
    const client = await new HttpClient(server.baseURL).init();
    const jobId = await client.firstOpenJob();
    // Distinct CVs of 20 to 220 KB.
    const cvs = Array.from({ length: COUNT }, (_, i) => pdfBytes(`cv-${i}-${Date.now()}`, 20_000 + i * 2_000));

    const started = performance.now();
    const answers = await Promise.all(
      cvs.map(async (cv, i) => {
        try {
          const res = await client.apply(jobId, cv, `cv-${i}.pdf`, applicant(i));
          return { status: res.status, body: await res.text() };
        } catch (err) {
          // A connection cut without an answer: counted with the others, so that the failure says how many and why.
          return { status: 0, body: `no answer: ${describeFetchError(err)}` };
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const refused = answers.filter((a) => a.status < 200 || a.status >= 300);
    expect(
      refused.map((a) => `${a.status} ${a.body.slice(0, 200)}`),
      `the server ${server.running() ? 'is still running' : 'has exited'}; its output:\n${server.output().slice(-4000)}`,
    ).toEqual([]);
    console.log(`${COUNT} concurrent applications answered in ${seconds.toFixed(1)} s`);

    const ids = answers.map((a) => (JSON.parse(a.body) as { id: number }).id);
    expect(new Set(ids).size).toBe(COUNT);

    const token = await client.login();
    const listed = new Map((await listAll(client, token)).map((r) => [r.id, r]));
    for (const [i, id] of ids.entries()) {
      const row = listed.get(id);
      expect(row, `application ${i} (id ${id}) is listed`).toBeDefined();
      expect(row!.email).toBe(applicant(i).email);
      const downloaded = await client.download(row!.fileId, token);
      expect(downloaded.equals(cvs[i]!), `CV ${i} is byte-identical`).toBe(true);
    }
  }, 180_000);
});
