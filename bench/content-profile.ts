import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { ROOT } from '../src/server/paths.ts';
import { productionEnv, serve } from './content-pages.ts';
import { BEFORE_SITE_CONTENT, earlierBuild } from './lib/before-build.ts';

/**
 * `npx tsx bench/content-profile.ts [page…]`: where the CPU of a server-rendered public page goes, on both builds
 * of the content-pages bench (bench/content-pages.ts: before issue 30, commit BEFORE_SITE_CONTENT, and this build with
 * its texts in the database), run as that bench runs them (production mode, page cache off). Each server profiles
 * itself during a load of the page (HOOK: V8's sampling profiler from one signal to the next);
 * printed: CPU per request, then self time per request by package or bundle and by function, before and after, and
 * the largest differences. Pages: `/`, `/for-clients`, `/jobs`, `job` (the bench's job page), `/privacy`; `job` by
 * default. `BENCH_PROFILE_SECONDS` (15) is the length of each profiled load. Uses the builds the last
 * `npx tsx bench/content-pages.ts` used (bench/bundle.ts's folders).
 */
const SECONDS = Number(process.env.BENCH_PROFILE_SECONDS) || 15;
const CONNECTIONS = 4;
/**
 * Loaded into each server process (`NODE_OPTIONS=--import=…`): the process profiles its own CPU from one SIGUSR2 to
 * the next, and writes the profile (Chrome's .cpuprofile format) to PROFILE_OUT. Without the signal it never
 * profiles. Plain JavaScript, written next to the profile: the servers run without tsx.
 */
const HOOK = `import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';

const session = new Session();
session.connect();
const post = (method, params = {}) =>
  new Promise((resolve, reject) =>
    session.post(method, params, (err, result) => (err ? reject(err) : resolve(result))),
  );

let profiling = false;
process.on('SIGUSR2', () => {
  if (!profiling) {
    profiling = true;
    void post('Profiler.enable')
      .then(() => post('Profiler.setSamplingInterval', { interval: Number(process.env.PROFILE_INTERVAL_US) || 250 }))
      .then(() => post('Profiler.start'));
    return;
  }
  profiling = false;
  void post('Profiler.stop').then(({ profile }) => writeFileSync(process.env.PROFILE_OUT, JSON.stringify(profile)));
});
`;

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface Profile {
  nodes: { id: number; callFrame: CallFrame }[];
  samples: number[];
  timeDeltas: number[];
}

/** Which package or bundle a sampled function belongs to. */
function moduleOf({ functionName, url }: CallFrame): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node';
  // The benches' builds live under node_modules/.cache: our code, not a package.
  if (url.includes('/hireframe-bench/'))
    return /\/ssr\//.test(url) ? 'our client code (ssr bundle)' : 'our server code';
  const at = url.lastIndexOf('/node_modules/');
  if (at >= 0) {
    const [scope, name] = url.slice(at + '/node_modules/'.length).split('/');
    return scope!.startsWith('@') ? `${scope}/${name}` : scope!;
  }
  return url.replace(`file://${ROOT}/`, '');
}

/** Self time (ms) by module and by function, from a profile. */
function selfTimes(profile: Profile) {
  const frames = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const byModule = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    // The first sample's interval is the profiler's own start.
    if (i === 0) return;
    const frame = frames.get(id)!;
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const module = moduleOf(frame);
    if (module === '(idle)') return;
    total += ms;
    byModule.set(module, (byModule.get(module) ?? 0) + ms);
    const fn = `${frame.functionName || '(anonymous)'} [${module}${frame.url ? `:${frame.lineNumber + 1}` : ''}]`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
  });
  return { total, byModule, byFunction };
}

async function profiled(side: 'before' | 'after', page: string) {
  const dir = mkdtempSync(join(tmpdir(), `bench-profile-${side}-`));
  const out = join(dir, 'profile.cpuprofile');
  const hook = join(dir, 'profile-hook.mjs');
  writeFileSync(hook, HOOK);
  const before = earlierBuild(BEFORE_SITE_CONTENT);
  const { CLIENT_OUT, SSR_OUT } = await import('./bundle.ts');
  const { server, headers, paths } = await serve(
    side,
    {
      DATA_DIR: mkdtempSync(join(tmpdir(), `bench-${side}-`)),
      HIREFRAME_CLIENT_DIR: CLIENT_OUT,
      HIREFRAME_SSR_DIR: SSR_OUT,
      ...productionEnv(),
      PUBLIC_CACHE_MB: '0',
      NODE_OPTIONS: `--import=${hook}`,
      PROFILE_OUT: out,
    },
    before,
  );
  try {
    const url = server.baseURL + (page === 'job' ? paths[0]! : page);
    // Warm: the code compiled, the demo's background work (matching's first sweep) done.
    await autocannon({ url, connections: CONNECTIONS, duration: 5, headers });
    server.child.kill('SIGUSR2');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const cpuBefore = cpuMicros(server.child.pid!);
    const run = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
    const cpu = (cpuMicros(server.child.pid!) - cpuBefore) / run.requests.total;
    server.child.kill('SIGUSR2');
    for (let i = 0; i < 100 && !existsSync(out); i++) await new Promise((resolve) => setTimeout(resolve, 100));
    if (run.non2xx || run.errors) throw new Error(`${side} ${url}: ${run.non2xx} non-2xx, ${run.errors} errors`);
    return { requests: run.requests.total, cpu, ...selfTimes(JSON.parse(readFileSync(out, 'utf8')) as Profile) };
  } finally {
    await server.stop();
  }
}

/** CPU time (user + system) a process has used so far, in microseconds (Linux: /proc, 100 ticks a second). */
function cpuMicros(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 1e4;
}

const perRequest = (ms: number, requests: number) => ((ms * 1000) / requests).toFixed(0).padStart(6) + ' µs';

for (const page of process.argv.slice(2).length ? process.argv.slice(2) : ['job']) {
  console.log(`\n## ${page}: ${SECONDS} s, ${CONNECTIONS} connections, cache off (load ${loadavg()[0]!.toFixed(1)})`);
  const before = await profiled('before', page);
  const after = await profiled('after', page);
  // The samples weigh wall time (a process waiting for a core on a shared machine counts where it stopped): the
  // shares between functions are what they show, the CPU time per request is /proc's.
  console.log(
    `CPU per request (/proc): before ${(before.cpu / 1000).toFixed(1)} ms, after ${(after.cpu / 1000).toFixed(1)} ms (before's share ${((before.cpu / after.cpu) * 100).toFixed(0)} %)`,
  );
  console.log(
    `sampled per request (not idle): before ${perRequest(before.total, before.requests)}, after ${perRequest(after.total, after.requests)} (before's share ${((before.total / before.requests / (after.total / after.requests)) * 100).toFixed(0)} %)`,
  );
  for (const key of ['byModule', 'byFunction'] as const) {
    const names = new Set([...before[key].keys(), ...after[key].keys()]);
    const rows = [...names].map((name) => {
      const b = (before[key].get(name) ?? 0) / before.requests;
      const a = (after[key].get(name) ?? 0) / after.requests;
      return { name, b, a };
    });
    const limit = key === 'byModule' ? 20 : 30;
    console.log(`\n### self time per request by ${key === 'byModule' ? 'package or bundle' : 'function'}, after`);
    for (const r of [...rows].sort((x, y) => y.a - x.a).slice(0, limit))
      console.log(`${perRequest(r.a, 1)} (before ${perRequest(r.b, 1)})  ${r.name}`);
    console.log(`\n### largest differences, after - before`);
    for (const r of [...rows].sort((x, y) => Math.abs(y.a - y.b) - Math.abs(x.a - x.b)).slice(0, limit))
      console.log(
        `${perRequest(r.a - r.b, 1)}  ${r.name} (after ${perRequest(r.a, 1).trim()}, before ${perRequest(r.b, 1).trim()})`,
      );
  }
}
