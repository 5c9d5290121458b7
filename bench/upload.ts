import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { DEMO_ADMIN_PASSWORD } from '../src/server/config.ts';
import { MAX_UPLOAD_BYTES } from '../src/shared/constants.ts';
import { benchDatabase, postgresAvailable } from './lib/bench-db.ts';
import { applicationForm, pdfOfSize, xsrfHeaders } from './lib/forms.ts';
import { record } from './lib/report.ts';
import { buildServer, rssOf, startBuiltServer, type RunningServer } from './lib/server.ts';
import { mb, ms, summarize } from './lib/stats.ts';

const ROUNDS = 6;

/** How long one request took and how much the server's resident memory grew while it ran. */
interface Measured {
  elapsed: number;
  growth: number;
}

/** Runs `request` (sent and read to the end), sampling the server's resident memory every 2 ms from /proc. */
async function measure(pid: number, request: () => Promise<void>): Promise<Measured> {
  await sleep(300);
  const before = await rssOf(pid);
  let peak = before;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, await rssOf(pid));
      await sleep(2);
    }
  })();
  const started = performance.now();
  try {
    await request();
  } finally {
    sampling = false;
    await sampler;
  }
  return { elapsed: performance.now() - started, growth: peak - before };
}

/** One warm-up `request`, then ROUNDS measured ones, recorded as time and peak memory growth. */
async function series(
  bench: string,
  what: 'upload' | 'download',
  pid: number,
  request: (round: number) => Promise<void>,
  target?: number,
): Promise<void> {
  const warmUp = await measure(pid, () => request(0));
  record({
    bench,
    name: `first ${what} (warm-up): time, memory growth`,
    value: `${ms(warmUp.elapsed)}, ${mb(warmUp.growth)}`,
  });
  const runs: Measured[] = [];
  for (let round = 1; round <= ROUNDS; round++) runs.push(await measure(pid, () => request(round)));
  const t = summarize(runs.map((r) => r.elapsed));
  const g = summarize(runs.map((r) => r.growth));
  record({ bench, name: `${what} time median / p95 (${ROUNDS} ${what}s)`, value: `${ms(t.median)} / ${ms(t.p95)}` });
  record({
    bench,
    name: `${what}: peak memory growth median / max`,
    value: `${mb(g.median)} / ${mb(g.max)} (${(g.max / MAX_UPLOAD_BYTES).toFixed(1)}x the file)`,
    ...(target
      ? { target: `<= ${target}x the file (${target * 10} MB)`, met: g.max <= target * MAX_UPLOAD_BYTES }
      : {}),
  });
}

/**
 * Applying with a CV of the maximum size (10 MB) to the built server, then staff downloading it: the time of each
 * request and how much the server's resident memory grows while it handles it, after one warm-up request.
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
  let server: RunningServer | undefined;
  try {
    // Inside the try: a server that fails to start still leaves no database or folder behind.
    server = await startBuiltServer({
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      ...(db?.url ? { DATABASE_URL: db.url } : {}),
    });
    const { baseURL } = server;
    const pid = server.child.pid!;
    const headers = await xsrfHeaders(baseURL);
    const jobs = (await (await fetch(baseURL + '/public/api/jobs?size=1')).json()) as {
      items: { id: number }[];
    };
    const url = `${baseURL}/public/api/job/${jobs.items[0]!.id}/apply`;
    await series(
      bench,
      'upload',
      pid,
      async (round) => {
        const form = applicationForm(pdfOfSize(MAX_UPLOAD_BYTES, `upload-${round}`));
        const res = await fetch(url, {
          method: 'POST',
          headers: { ...headers, 'content-type': form.contentType },
          body: new Uint8Array(form.body),
        });
        await res.text();
        if (res.status !== 201) throw new Error(`upload answered ${res.status}`);
      },
      3,
    );

    const login = await fetch(baseURL + '/api/token', {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: DEMO_ADMIN_PASSWORD }),
    });
    if (!login.ok) throw new Error(`login answered ${login.status}`);
    const authorization = await login.text();
    const latest = (await (
      await fetch(baseURL + '/api/job-applications?size=1&sort=creationDate:desc', {
        headers: { authorization },
      })
    ).json()) as { items: { fileId: string }[] };
    await series(bench, 'download', pid, async () => {
      const res = await fetch(`${baseURL}/api/files/${latest.items[0]!.fileId}`, { headers: { authorization } });
      const size = (await res.arrayBuffer()).byteLength;
      if (res.status !== 200 || size !== MAX_UPLOAD_BYTES)
        throw new Error(`download answered ${res.status}, ${size} B`);
    });
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await db?.drop();
  }
}

// `npx tsx bench/upload.ts [pglite|postgres]`: this bench alone (the PGlite run seeds its own demo data).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildServer();
  const kinds = process.argv[2] ? [process.argv[2] as 'pglite' | 'postgres'] : (['pglite', 'postgres'] as const);
  for (const kind of kinds) await benchUpload(kind);
}
