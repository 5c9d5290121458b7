import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { BEFORE_SITE_CONTENT, earlierBuild, type EarlierBuild } from './lib/before-build.ts';
import { xsrfHeaders } from './lib/forms.ts';
import { record } from './lib/report.ts';
import { startBuiltServer, type RunningServer } from './lib/server.ts';
import { ms } from './lib/stats.ts';
import { LOAD_WINDOW, loadOf } from './throughput.ts';

/** Within 10 % of the build before issue 30 (issue 30, Speed). */
const TARGET = 0.9;
/** Each page is loaded twice on each build per round, in the order before, after, after, before: drift of the machine evens out. */
const ORDER = ['before', 'after', 'after', 'before'] as const;
/**
 * Rounds of ORDER per page (`BENCH_CONTENT_ROUNDS`, 1 by default): on a shared machine more rounds, and the median of
 * each side's loads, keep one disturbed load from deciding the share.
 */
const ROUNDS = Math.max(1, Number(process.env.BENCH_CONTENT_ROUNDS) || 1);

type Side = (typeof ORDER)[number];

/**
 * Both builds run as a firm runs them (`NODE_ENV=production`: React and the other libraries in their production
 * builds, what visitors get), with what a production start requires (src/server/config.ts): an admin password (the
 * demo's, which the bench logs in with), the site's public address, and the demo seeded, which production does not do
 * by default. `BENCH_CONTENT_NODE_ENV=test`: the development builds of the libraries, as the bench ran before.
 */
export function productionEnv(): Record<string, string> {
  const mode = process.env.BENCH_CONTENT_NODE_ENV ?? 'production';
  if (mode !== 'production') return { NODE_ENV: mode };
  return {
    NODE_ENV: 'production',
    ADMIN_PASSWORD: DEMO_PASSWORD,
    SITE_URL: 'https://www.example.be',
    SEED_DEMO: 'true',
  };
}
const DEMO_PASSWORD = 'hireframe-demo';

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

interface Served {
  server: RunningServer;
  headers: Record<string, string>;
  paths: string[];
}

/** Logs in as the demo ADMIN and saves every site text as it is: each key then has its row, the page reads them all. */
export async function contentInTheDatabase(baseURL: string, headers: Record<string, string>): Promise<number> {
  const token = await (
    await fetch(baseURL + '/api/token', {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
    })
  ).text();
  const auth = { ...headers, authorization: token };
  const list = (await (await fetch(baseURL + '/api/site-content', { headers: auth })).json()) as {
    items: { key: string; published: { fr: string; en: string; nl: string } }[];
  };
  for (const { key, published } of list.items) {
    const res = await fetch(`${baseURL}/api/site-content/${key}`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ fr: published.fr, en: published.en, nl: published.nl }),
    });
    if (!res.ok) throw new Error(`PUT ${key}: ${res.status} ${await res.text()}`);
  }
  return list.items.length;
}

export async function serve(side: Side, env: Record<string, string>, before: EarlierBuild): Promise<Served> {
  // The earlier build on a data folder of its own, where it migrates and seeds the demo as its first start did.
  const server =
    side === 'before'
      ? await startBuiltServer(
          {
            ...env,
            DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-before-')),
            HIREFRAME_CLIENT_DIR: before.clientDir,
            HIREFRAME_SSR_DIR: before.ssrDir,
          },
          before,
        )
      : await startBuiltServer(env);
  const headers = await xsrfHeaders(server.baseURL);
  if (side === 'after') {
    const keys = await contentInTheDatabase(server.baseURL, headers);
    console.log(`    after: ${keys} site texts saved, each read from its row in site_content`);
  }
  // The same job on both (the demo's first open job, by its title: ids may differ).
  const jobs = (await (await fetch(server.baseURL + '/public/api/jobs', { headers })).json()) as {
    items: { id: number; title: string }[];
  };
  const job = [...jobs.items].sort((a, b) => a.title.localeCompare(b.title))[0]!;
  return { server, headers: { cookie: headers.cookie!, accept: 'text/html' }, paths: [`/jobs/${job.id}`] };
}

/**
 * Issue 30, Speed: "rendering a public page from database content costs no more than today's (within 10 %)". The public
 * pages that show site texts (home, for clients, jobs, a job, privacy), server-rendered, from two builds in the same
 * run: **after**, this build, every text saved in the database (`site_content`, one row per key); **before**, the
 * product just before issue 30 (commit BEFORE_SITE_CONTENT, texts in the catalogs), built from git by the bench. The
 * builds differ in everything merged with issue 30 (site content and the brand: logo, colour, photos), which is
 * what the target is about. Twice: with the public cache (what visitors get: a page from memory) and without
 * (PUBLIC_CACHE_MB=0: every request renders the page and reads its texts, the rendering's own cost). Figures: requests
 * per second and the server's CPU time per request (less sensitive to a shared machine), after / before. `env`: a
 * fresh environment (data folder with the demo, built client) for each server of this build.
 */
export async function benchContentPages(env: () => Record<string, string>, label: string): Promise<void> {
  const bench = `public pages from site content (${label})`;
  console.log(`\n## ${bench}\n    ${LOAD_WINDOW} per load`);
  let before: EarlierBuild;
  try {
    before = earlierBuild(BEFORE_SITE_CONTENT);
  } catch (err) {
    record({ bench, name: 'baseline', value: `build of ${BEFORE_SITE_CONTENT} failed: ${String(err)}`, met: false });
    return;
  }
  // Without the cache first: the rendering's cost, what the target is about. `BENCH_CONTENT_CACHE=off`: that one only.
  const modes = (process.env.BENCH_CONTENT_CACHE ?? 'off,on').split(',');
  for (const cache of modes) {
    const modeEnv = { ...env(), ...productionEnv(), ...(cache === 'off' && { PUBLIC_CACHE_MB: '0' }) };
    const served: Partial<Record<Side, Served>> = {};
    try {
      served.before = await serve('before', modeEnv, before);
      served.after = await serve('after', modeEnv, before);
      for (const page of ['/', '/for-clients', '/jobs', 'job', '/privacy']) {
        const figures: Record<Side, { rps: number[]; cpu: number[]; p50: number[]; bytes: number }> = {
          before: { rps: [], cpu: [], p50: [], bytes: 0 },
          after: { rps: [], cpu: [], p50: [], bytes: 0 },
        };
        for (const side of Array.from({ length: ROUNDS }, () => ORDER).flat()) {
          const { server, headers, paths } = served[side]!;
          const path = page === 'job' ? paths[0]! : page;
          const res = await fetch(server.baseURL + path, { headers });
          const body = await res.text();
          if (!res.ok || !body.includes('<div id="root">'))
            throw new Error(`${side} ${path}: ${res.status}, not a page`);
          figures[side].bytes = body.length;
          const run = await loadOf(server.baseURL + path, server.child.pid!, headers);
          figures[side].rps.push(run.requests.average);
          figures[side].cpu.push(run.cpuPerRequest);
          figures[side].p50.push(run.latency.p50);
        }
        // Medians of each side's loads (with one round, of two: their mean).
        const [b, a] = [figures.before, figures.after];
        const rpsShare = median(a.rps) / median(b.rps);
        const cpuShare = median(b.cpu) / median(a.cpu);
        const each = (xs: number[]) => xs.map((x) => (x / 1000).toFixed(1)).join(', ');
        console.log(`    ${page}: CPU ms per request, each load: before ${each(b.cpu)}; after ${each(a.cpu)}`);
        const name = page === 'job' ? 'a job page' : page;
        record({
          bench,
          name: `${name}, cache ${cache}: req/s after / before (share)`,
          value: `${median(a.rps).toFixed(0)} / ${median(b.rps).toFixed(0)} (${(rpsShare * 100).toFixed(0)} %); median latency ${ms(median(a.p50))} / ${ms(median(b.p50))}`,
          target: `>= ${TARGET * 100} %`,
          met: rpsShare >= TARGET,
        });
        record({
          bench,
          name: `${name}, cache ${cache}: CPU per request after / before (before's share of after)`,
          value: `${median(a.cpu).toFixed(0)} µs / ${median(b.cpu).toFixed(0)} µs (${(cpuShare * 100).toFixed(0)} %); page ${(a.bytes / 1024).toFixed(1)} / ${(b.bytes / 1024).toFixed(1)} kB; load ${loadavg()[0]!.toFixed(1)}`,
          target: `>= ${TARGET * 100} %`,
          met: cpuShare >= TARGET,
        });
      }
    } finally {
      await served.before?.server.stop();
      await served.after?.server.stop();
    }
  }
}

/**
 * `npx tsx bench/content-pages.ts`: this bench alone, on the client and server builds the last `npm run bench` made
 * (bench/bundle.ts's folders, BENCH_CLIENT_DIR; node_modules/.cache/hireframe-bench/server.js), each server on a fresh
 * data folder where its first start seeds the demo.
 */
if (import.meta.url === `file://${process.argv[1]}`) {
  const { CLIENT_OUT, SSR_OUT } = await import('./bundle.ts');
  const { markdown } = await import('./lib/report.ts');
  await benchContentPages(
    () => ({
      DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-after-')),
      HIREFRAME_CLIENT_DIR: CLIENT_OUT,
      HIREFRAME_SSR_DIR: SSR_OUT,
    }),
    'PGlite, demo data, before and after issue 30',
  );
  console.log(`\n${markdown()}`);
}
