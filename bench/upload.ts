import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { MAX_UPLOAD_BYTES } from '../src/shared/constants.ts';
import { benchDatabase, postgresAvailable } from './lib/bench-db.ts';
import { applicationForm, pdfOfSize, xsrfHeaders } from './lib/forms.ts';
import { record } from './lib/report.ts';
import { rssOf, startBuiltServer } from './lib/server.ts';
import { mb, ms, summarize } from './lib/stats.ts';

const ROUNDS = 6;

/**
 * Applying with a CV of the maximum size (10 MB) to the built server: the time of each upload and how much the
 * server's resident memory grows while it handles it (sampled every 2 ms from /proc), after one warm-up upload.
 */
export async function benchUpload(kind: 'pglite' | 'postgres', seeded?: string): Promise<void> {
  const bench = `10 MB CV upload (${kind})`;
  console.log(`\n## ${bench}`);
  if (kind === 'postgres' && !(await postgresAvailable())) {
    record({ bench, name: 'skipped', value: 'no PostgreSQL server at 127.0.0.1:5432', met: false });
    return;
  }
  const db = kind === 'postgres' ? await benchDatabase('postgres') : undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'sec-upload-'));
  // A copy of the demo data made by the start bench saves seeding it again.
  if (seeded && kind === 'pglite') cpSync(seeded, dataDir, { recursive: true });
  const server = await startBuiltServer({
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    ...(db?.url ? { DATABASE_URL: db.url } : {}),
  });
  try {
    const headers = await xsrfHeaders(server.baseURL);
    const jobs = (await (await fetch(server.baseURL + '/public/api/jobs?size=1')).json()) as {
      items: { id: number }[];
    };
    const url = `${server.baseURL}/public/api/job/${jobs.items[0]!.id}/apply`;
    const times: number[] = [];
    const growths: number[] = [];
    for (let round = 0; round <= ROUNDS; round++) {
      const form = applicationForm(pdfOfSize(MAX_UPLOAD_BYTES, `upload-${round}`));
      await sleep(300);
      const before = await rssOf(server.child.pid!);
      let peak = before;
      let sampling = true;
      const sampler = (async () => {
        while (sampling) {
          peak = Math.max(peak, await rssOf(server.child.pid!));
          await sleep(2);
        }
      })();
      const started = performance.now();
      const res = await fetch(url, {
        method: 'POST',
        headers: { ...headers, 'content-type': form.contentType },
        body: new Uint8Array(form.body),
      });
      const elapsed = performance.now() - started;
      await res.text();
      sampling = false;
      await sampler;
      if (res.status !== 201) throw new Error(`upload answered ${res.status}`);
      if (round === 0) {
        record({
          bench,
          name: 'first upload (warm-up): time, memory growth',
          value: `${ms(elapsed)}, ${mb(peak - before)}`,
        });
        continue;
      }
      times.push(elapsed);
      growths.push(peak - before);
    }
    const t = summarize(times);
    const g = summarize(growths);
    record({ bench, name: `upload time median / p95 (${ROUNDS} uploads)`, value: `${ms(t.median)} / ${ms(t.p95)}` });
    record({
      bench,
      name: 'peak memory growth median / max',
      value: `${mb(g.median)} / ${mb(g.max)} (${(g.max / MAX_UPLOAD_BYTES).toFixed(1)}x the file)`,
      target: '<= 3x the file (30 MB)',
      met: g.max <= 3 * MAX_UPLOAD_BYTES,
    });
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await db?.drop();
  }
}
