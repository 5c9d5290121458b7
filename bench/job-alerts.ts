import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { JOBS_PER_MAIL, runJobAlerts } from '../src/server/job-alerts/run-job-alerts.ts';
import { PROVINCES } from '../src/shared/schemas/job.ts';
import { benchApp, benchDatabase, postgresAvailable } from './lib/bench-db.ts';
import { KEYWORDS, insertJobs } from './lib/job-corpus.ts';
import { record } from './lib/report.ts';

const ALERTS = Number(process.env.BENCH_ALERTS ?? 100_000);
const NEW_JOBS = Number(process.env.BENCH_ALERT_JOBS ?? 1000);
const OFF = { JOB_ALERT_CRON: 'off', RETENTION_CRON: 'off', FOLLOW_UP_MAIL_CRON: 'off', CV_TEXT_POLL_SECONDS: '0' };

/** The searches the subscribers keep: each keyword alone and with each province, and a few filters alone. */
const QUERIES: Record<string, string>[] = [
  ...KEYWORDS.flatMap((keyword) => [{ keyword }, ...PROVINCES.map((province) => ({ keyword, province }))]),
  { industry: 'IT' },
  { industry: 'FINANCE', experience: '5-10' },
  { type: 'FREELANCE' },
  { province: 'Brussels' },
];

const rowsOf = (result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];

/**
 * Issue 31: an alert run over ALERTS confirmed instant subscriptions and NEW_JOBS jobs published since, by two app
 * processes at once (two connection pools on one PostgreSQL database): under 60 s, and each (alert, job) mailed once.
 */
export async function benchJobAlerts(): Promise<void> {
  const bench = `job alerts (PostgreSQL, ${ALERTS.toLocaleString('en')} alerts, ${NEW_JOBS.toLocaleString('en')} new jobs)`;
  console.log(`\n## ${bench}`);
  if (!(await postgresAvailable())) {
    record({ bench, name: 'skipped', value: 'no PostgreSQL server', met: false });
    return;
  }
  const db = await benchDatabase('postgres');
  const [a, b] = [await benchApp(db, OFF), await benchApp(db, OFF)];
  try {
    const d = db.handle.db;
    await d.execute(sql`truncate job_alert_sent, job_alerts, outbox_mails, jobs cascade`);
    const now = new Date();
    const confirmed = new Date(now.getTime() - 3600_000);
    await d.execute(sql`insert into job_alerts (email, lang, frequency, query, creation_date, confirmed_at, last_run_at)
      select 'sub' || i || '@example.com', (array['fr','en','nl'])[1 + i % 3], 'instant',
             (${JSON.stringify(QUERIES)}::jsonb) -> (i % ${QUERIES.length}), ${confirmed}, ${confirmed}, ${confirmed}
      from generate_series(1, ${ALERTS}) i`);
    await insertJobs(d, NEW_JOBS);
    // Published after the alerts were confirmed (the corpus dates its jobs over the past year).
    await d.execute(sql`update jobs set creation_date = ${confirmed}::timestamptz + (id % 3000) * interval '1 second'`);
    await d.execute(sql`update job_search s set creation_date = j.creation_date from jobs j where j.id = s.job_id`);
    await d.execute(sql`analyze`);

    const started = performance.now();
    const [ra, rb] = await Promise.all([runJobAlerts(a.db, a.mail, { now }), runJobAlerts(b.db, b.mail, { now })]);
    const seconds = (performance.now() - started) / 1000;
    const stats = async () =>
      rowsOf(
        await d.execute(sql`select
        (select count(*) from outbox_mails where template = 'job-alert')::int as mails,
        (select count(distinct record_id) from outbox_mails where template = 'job-alert')::int as alerts,
        (select coalesce(sum(jsonb_array_length(coalesce(data -> 'jobIds', data -> 'jobs'))), 0) from outbox_mails where template = 'job-alert')::int as listed,
        (select count(*) from job_alert_sent)::int as pairs`),
      )[0] as { mails: number; alerts: number; listed: number; pairs: number };
    const first = await stats();
    // The next run lists what did not fit in a mail (JOBS_PER_MAIL), never a job already listed.
    const again = performance.now();
    const second = await runJobAlerts(a.db, a.mail, { now: new Date(now.getTime() + 60_000) });
    const secondSeconds = (performance.now() - again) / 1000;
    const after = await stats();
    const once = first.mails === first.alerts && first.listed === first.pairs && after.listed === after.pairs;
    record({
      bench,
      name: 'two runs at once',
      value: `${seconds.toFixed(1)} s (${ra.mails} + ${rb.mails} mails written by the two runs, ${first.pairs} jobs listed)`,
      target: '< 60 s',
      met: seconds < 60,
    });
    record({
      bench,
      name: 'each mail once',
      value: `${first.mails} mails to ${first.alerts} alerts, ${first.listed} jobs listed for ${first.pairs} sent pairs; the next run: ${second.mails} mails (the jobs past ${JOBS_PER_MAIL} a mail) in ${secondSeconds.toFixed(1)} s, ${after.listed} listed for ${after.pairs} pairs`,
      target: 'one mail per alert, each job once',
      met: once,
    });
  } finally {
    await a.close();
    await b.close();
    await db.drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchJobAlerts();
