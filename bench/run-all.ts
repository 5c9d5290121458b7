// First: the rest loads in production mode.
import './lib/production-mode.ts';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, totalmem, tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchDatabase, postgresAvailable, POSTGRES_SERVER } from './lib/bench-db.ts';
import { allFigures, markdown, record, save } from './lib/report.ts';
import { buildServer } from './lib/server.ts';
import { benchAdminLists } from './admin-lists.ts';
import { benchAdminPeople } from './admin-people.ts';
import { benchBoard } from './board.ts';
import { benchBulkMove } from './bulk-move.ts';
import { benchBundle, CLIENT_OUT, SSR_OUT } from './bundle.ts';
import { benchCvExtract } from './cv-extract.ts';
import { benchCvSearch } from './cv-search.ts';
import { benchContentPages } from './content-pages.ts';
import { benchFeeds } from './feeds.ts';
import { benchJobAlerts } from './job-alerts.ts';
import { benchMatchingQuality, benchMatchingSpeed } from './matching.ts';
import { benchImages } from './images.ts';
import { benchLighthouse } from './lighthouse.ts';
import { benchMail } from './mail.ts';
import { benchSearch } from './search.ts';
import { benchFunnel } from './funnel.ts';
import { benchStartup } from './startup.ts';
import { benchThroughput } from './throughput.ts';
import { benchUpload } from './upload.ts';

/**
 * `npm run bench`: every benchmark of docs/performance.md, each printing its figures and, where it has one, its
 * baseline measured in the same run and its target. About nine minutes on a 2-core machine, plus the CV search's
 * corpus (100,000 people and CVs, made in SQL), which takes longer than all the rest.
 */
function machine(): string {
  const pg = (() => {
    try {
      return execFileSync('psql', [`${POSTGRES_SERVER}/postgres`, '-Atc', 'show server_version'], { stdio: 'pipe' })
        .toString()
        .trim();
    } catch {
      return 'not reachable';
    }
  })();
  return `${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GB RAM, Node ${process.version}, PostgreSQL ${pg}`;
}

const started = performance.now();
console.log(`# Hireframe benchmarks\n${machine()}\n${new Date().toISOString()}`);
const work = mkdtempSync(join(tmpdir(), 'sec-bench-run-'));
const demo = join(work, 'demo');
const copy = (name: string) => {
  const dir = join(work, name);
  cpSync(demo, dir, { recursive: true });
  return dir;
};
/** `npm run bench -- lighthouse throughput`: only the benches whose name holds one of the words given. */
const only = process.argv.slice(2).map((word) => word.toLowerCase());
/** One bench failing is recorded as a missed figure; the others still run. */
async function run(name: string, bench: () => Promise<void>, always = false): Promise<void> {
  if (!always && only.length > 0 && !only.some((word) => name.toLowerCase().includes(word))) return;
  try {
    await bench();
  } catch (err) {
    console.log(`  FAILED: ${err instanceof Error ? err.message : String(err)}`);
    record({
      bench: name,
      name: 'failed',
      value: err instanceof Error ? err.message.split('\n')[0]! : String(err),
      met: false,
    });
  }
}

try {
  await buildServer();
  // Always: these make the client build and the demo database the other benches serve and copy.
  await run('client bundle', benchBundle, true);
  await run('embedded start', () => benchStartup(demo), true);
  await run('Lighthouse', () =>
    benchLighthouse({
      DATA_DIR: copy('lighthouse'),
      NODE_ENV: 'development',
      HIREFRAME_CLIENT_DIR: CLIENT_OUT,
      HIREFRAME_SSR_DIR: SSR_OUT,
    }),
  );
  await run('throughput (PGlite)', () =>
    benchThroughput(
      { DATA_DIR: copy('throughput'), HIREFRAME_CLIENT_DIR: CLIENT_OUT, HIREFRAME_SSR_DIR: SSR_OUT },
      'PGlite, demo data',
    ),
  );
  await run('throughput of the pages from site content (PGlite)', () =>
    benchContentPages(
      () => ({
        DATA_DIR: copy(`content-${Math.random().toString(36).slice(2)}`),
        HIREFRAME_CLIENT_DIR: CLIENT_OUT,
        HIREFRAME_SSR_DIR: SSR_OUT,
      }),
      'PGlite, demo data, before and after issue 30',
    ),
  );
  if (await postgresAvailable()) {
    await run('throughput (PostgreSQL)', async () => {
      const pg = await benchDatabase('postgres');
      try {
        await benchThroughput(
          {
            DATA_DIR: join(work, 'pg'),
            DATABASE_URL: pg.url!,
            SEED_DEMO: 'true',
            HIREFRAME_CLIENT_DIR: CLIENT_OUT,
            HIREFRAME_SSR_DIR: SSR_OUT,
          },
          'PostgreSQL, demo data',
        );
      } finally {
        await pg.drop();
      }
    });
  }
  await run('upload (PGlite)', () => benchUpload('pglite', demo));
  await run('upload (PostgreSQL)', () => benchUpload('postgres'));
  await run('search (PostgreSQL)', () => benchSearch('postgres'));
  await run('search (PGlite)', () => benchSearch('pglite'));
  if (await postgresAvailable()) {
    await run('CV search (PostgreSQL)', async () => {
      // Its own database: the bench drops its public schema and fills it with 100,000 people and CVs.
      const pg = await benchDatabase('postgres');
      try {
        await benchCvSearch(pg.url);
      } finally {
        await pg.drop();
      }
    });
  }
  await run('CV text extraction', benchCvExtract);
  await run('mail outbox (PGlite)', () => benchMail(copy('mail')));
  await run('photos (sharp)', benchImages);
  await run('admin lists (PostgreSQL)', benchAdminLists);
  await run('admin people (PostgreSQL)', benchAdminPeople);
  await run('board (PGlite)', () => benchBoard('pglite'));
  await run('funnel report (PostgreSQL)', benchFunnel);
  await run('job alerts (PostgreSQL)', benchJobAlerts);
  await run('feeds (PostgreSQL)', () => benchFeeds('postgres'));
  await run('bulk move (PostgreSQL)', benchBulkMove);
  await run('matching quality (PGlite)', benchMatchingQuality);
  await run('matching speed (PostgreSQL)', benchMatchingSpeed);
} finally {
  rmSync(work, { recursive: true, force: true });
}

const minutes = (performance.now() - started) / 60_000;
console.log(`\n# Summary (${minutes.toFixed(1)} minutes)\n\n${markdown()}`);
const missed = allFigures().filter((f) => f.met === false);
console.log(
  `\n${missed.length} target(s) missed${missed.length ? ': ' + missed.map((f) => `${f.bench} – ${f.name}`).join('; ') : ''}`,
);
save(join(tmpdir(), 'hireframe-bench.json'));
