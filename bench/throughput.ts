import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { ROOT } from '../src/server/paths.ts';
import { xsrfHeaders } from './lib/forms.ts';
import { record } from './lib/report.ts';
import { freePort } from '../scripts/free-port.ts';
import { startBuiltServer } from './lib/server.ts';
import { ms, ratio } from './lib/stats.ts';

/**
 * 5 s, 10 connections. On a loaded machine (load average over 10 on the 2 cores) ten pages rendered side by side all
 * end after the 5 s window and it counts none: `BENCH_LOAD_SECONDS` and `BENCH_CONNECTIONS` lengthen the window and
 * narrow the load (the bench prints what it used).
 */
const DURATION_S = Number(process.env.BENCH_LOAD_SECONDS) || 5;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS) || 10;
export const LOAD_WINDOW = `autocannon, ${CONNECTIONS} connections, ${DURATION_S} s`;

/** CPU time (user + system) a process has used so far, in microseconds (Linux). */
function cpuMicros(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS;
}
const CLOCK_TICKS = 100;

/**
 * The load, and the server's CPU time per answered request: on a machine shared with other work the requests per
 * second follow what the others leave, the CPU time per request much less.
 */
export async function loadOf(url: string, pid: number, headers: Record<string, string> = {}) {
  // A short warm-up, then the measured run.
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers });
  const cpuBefore = cpuMicros(pid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  const cpuPerRequest = (cpuMicros(pid) - cpuBefore) / result.requests.total;
  if (result.non2xx || result.errors || !result.requests.total)
    throw new Error(`${url}: ${result.requests.total} answered, ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { ...result, cpuPerRequest };
}

/** A bare node:http server, in its own process, answering the same bodies (and content types) from memory. */
async function startBare(routes: Record<string, { type: string; body: string }>) {
  const port = await freePort();
  // In a file: Linux caps one environment string at 128 kB, and a rendered job page is larger.
  const dir = mkdtempSync(join(tmpdir(), 'bench-bare-'));
  const routesFile = join(dir, 'routes.json');
  writeFileSync(routesFile, JSON.stringify(routes));
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/lib/bare-server.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, BARE_PORT: String(port), BARE_ROUTES_FILE: routesFile },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
  rmSync(dir, { recursive: true, force: true });
  return {
    baseURL: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: () => new Promise<void>((resolve) => (child.once('exit', () => resolve()), child.kill('SIGTERM'))),
  };
}

async function fetchAnswer(url: string, headers: Record<string, string>) {
  const res = await fetch(url, { headers });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return { type: res.headers.get('content-type') ?? 'application/octet-stream', body: await res.text() };
}

/**
 * Public job detail (JSON), its page (HTML) and the job list under load (autocannon, 10 connections) on the built
 * server, against a bare node:http server answering the same bytes; and the job detail with the public cache
 * turned off (PUBLIC_CACHE_MB=0), as the figure before it. Requests carry the XSRF cookies, as a visitor's
 * browser does after its first page. The page needs the built client (`HIREFRAME_CLIENT_DIR` in `env`).
 */
export async function benchThroughput(env: Record<string, string>, label: string): Promise<void> {
  const bench = `throughput (${label})`;
  console.log(`\n## ${bench}`);
  const server = await startBuiltServer(env);
  let uncached: Awaited<ReturnType<typeof startBuiltServer>> | undefined;
  let bare: Awaited<ReturnType<typeof startBare>> | undefined;
  // Whatever fails, the servers started are stopped: a bench left running would hold the whole run open.
  try {
    const headers = { cookie: (await xsrfHeaders(server.baseURL)).cookie ?? '' };
    const list = await fetchAnswer(server.baseURL + '/public/api/jobs', headers);
    const id = (JSON.parse(list.body) as { items: { id: number }[] }).items[0]!.id;
    const detailPath = `/public/api/job/${id}`;
    const pagePath = `/jobs/${id}`;
    const answers = {
      [detailPath]: await fetchAnswer(server.baseURL + detailPath, headers),
      [pagePath]: await fetchAnswer(server.baseURL + pagePath, { ...headers, accept: 'text/html' }),
      '/public/api/jobs': list,
    };
    if (!answers[pagePath]!.type.startsWith('text/html')) throw new Error(`${pagePath} is not a page: built client?`);
    bare = await startBare(answers);
    for (const [name, path, target] of [
      ['job detail', detailPath, 0.5],
      ['job page (HTML)', pagePath, 0.25],
      ['job list', '/public/api/jobs', undefined],
    ] as const) {
      const real = await loadOf(server.baseURL + path, server.child.pid!, headers);
      const base = await loadOf(bare.baseURL + path, bare.pid);
      const share = real.requests.average / base.requests.average;
      const cpuShare = base.cpuPerRequest / real.cpuPerRequest;
      record({
        bench,
        name: `${name}: req/s, latency median / p97.5`,
        value: `${real.requests.average.toFixed(0)} req/s, ${ms(real.latency.p50)} / ${ms(real.latency.p97_5)}`,
      });
      record({ bench, name: `${name}: bare node:http baseline`, value: `${base.requests.average.toFixed(0)} req/s` });
      record({
        bench,
        name: `${name}: share of the bare server`,
        value: `${(share * 100).toFixed(0)} % (${ratio(share)})`,
        ...(target ? { target: `>= ${target * 100} %`, met: share >= target } : {}),
      });
      record({
        bench,
        name: `${name}: CPU per request, app / bare (share)`,
        value: `${real.cpuPerRequest.toFixed(0)} µs / ${base.cpuPerRequest.toFixed(0)} µs (${(cpuShare * 100).toFixed(0)} %)`,
      });
    }
    await server.stop();
    uncached = await startBuiltServer({ ...env, PUBLIC_CACHE_MB: '0' });
    const before = await loadOf(uncached.baseURL + detailPath, uncached.child.pid!, headers);
    record({
      bench,
      name: 'job detail without the cache (PUBLIC_CACHE_MB=0)',
      value: `${before.requests.average.toFixed(0)} req/s, ${ms(before.latency.p50)} / ${ms(before.latency.p97_5)}, ${before.cpuPerRequest.toFixed(0)} µs CPU per request`,
    });
  } finally {
    await bare?.stop();
    await server.stop();
    await uncached?.stop();
  }
}
