import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { benchApp, benchDatabase, postgresAvailable } from './lib/bench-db.ts';
import { insertJobs } from './lib/job-corpus.ts';
import { record } from './lib/report.ts';
import { ms, summarize, time } from './lib/stats.ts';

const JOBS = Number(process.env.BENCH_FEED_JOBS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_FEED_ROUNDS ?? 200);
const OFF = { JOB_ALERT_CRON: 'off', RETENTION_CRON: 'off', FOLLOW_UP_MAIL_CRON: 'off', CV_TEXT_POLL_SECONDS: '0' };

/** Issue 31: the job feeds over JOBS jobs, from the public cache (p95 <= 20 ms), and their first, uncached answer. */
export async function benchFeeds(kind: 'postgres' | 'pglite' = 'postgres'): Promise<void> {
  const bench = `feeds (${kind}, ${JOBS.toLocaleString('en')} jobs)`;
  console.log(`\n## ${bench}`);
  if (kind === 'postgres' && !(await postgresAvailable())) {
    record({ bench, name: 'skipped', value: 'no PostgreSQL server', met: false });
    return;
  }
  const db = await benchDatabase(kind);
  const app = await benchApp(db, OFF);
  try {
    await db.handle.db.execute(sql`truncate jobs cascade`);
    await insertJobs(db.handle.db, JOBS);
    await db.handle.db.execute(sql`analyze`);
    // robots.txt: a few bytes from the same cache, the floor this machine gives any cached answer (a baseline).
    for (const url of [
      '/robots.txt',
      '/feeds/jobs.rss?lang=fr',
      '/feeds/jobs.atom?lang=en',
      '/feeds/jobs.xml?lang=nl',
    ]) {
      const get = () => app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      const first = await time(get);
      const samples: number[] = [];
      for (let i = 0; i < ROUNDS; i++) samples.push(await time(get));
      const s = summarize(samples);
      const bytes = (await get()).rawPayload.length;
      record({
        bench,
        name: `${url.split('?')[0]} cached p95`,
        value: `${ms(s.p95)} (median ${ms(s.median)}, first uncached ${ms(first)}, ${Math.round(bytes / 1024)} KiB gzip)`,
        ...(url === '/robots.txt' ? {} : { target: '<= 20 ms', met: s.p95 <= 20 }),
      });
    }
  } finally {
    await app.close();
    await db.drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  await benchFeeds(process.argv[2] === 'pglite' ? 'pglite' : 'postgres');
