import { sql } from 'drizzle-orm';
import { benchApp, benchDatabase, postgresAvailable, clearMatchingBacklog } from './lib/bench-db.ts';
import { BENCH_ADMIN, signInBenchAdmin } from './lib/bench-admin.ts';
import { record } from './lib/report.ts';
import { ensureAdmin } from '../src/server/seed/ensure-admin.ts';

const TARGET_MS = 10_000;
/** Issue 28: bulk moving 1,000 applications; BENCH_BULK_COUNT changes the size (say it with the figure). */
const COUNT = Number(process.env.BENCH_BULK_COUNT ?? 1000);

/**
 * POST /api/bulk (decision 0055) at its issue's size: COUNT job applications moved to another state in one call,
 * each through the state machine, its history row and its audit row, against the target of 10 s; then rejected
 * with the rejection mail (each in its person's language) queued in the outbox. The baseline, measured in the same
 * run: the same COUNT moves made one by one through `PUT /api/job-applications/{id}/process`, as before bulk actions.
 */
export async function benchBulkMove(): Promise<void> {
  const bench = `bulk move (PostgreSQL, ${COUNT.toLocaleString('en')} job applications)`;
  console.log(`\n## ${bench}`);
  if (!(await postgresAvailable())) {
    record({ bench, name: 'skipped', value: 'no PostgreSQL server at 127.0.0.1:5432', met: false });
    return;
  }
  const db = await benchDatabase('postgres');
  try {
    const run = (text: string) => db.handle.db.execute(sql.raw(text));
    await run(`insert into jobs (title, job_ref, region, type, display_job)
      select 'Bench job ' || g, 'B' || g, 'Brussels', 'CDI', true from generate_series(1, 2) g`);
    const fill = async (job: number) => {
      await run(`with p as (
          insert into people (first_name, last_name, email, lang)
          select 'Bench', 'Person ' || g || '-${job}', 'bench' || g || '-${job}@example.com',
            (array['fr','en','nl'])[1 + g % 3]
          from generate_series(1, ${COUNT}) g returning id, email, lang, last_name)
        insert into job_applications (person_id, job_id, job_title, first_name, last_name, email, phone, lang, process)
        select p.id, (select min(id) + ${job - 1} from jobs), 'Bench job', 'Bench', p.last_name, p.email,
          '+32470000000', p.lang, 'NEW' from p`);
    };
    await fill(1);
    await fill(2);
    await run('vacuum analyze');
    await ensureAdmin(db.handle.db, BENCH_ADMIN.userName, BENCH_ADMIN.password);
    await clearMatchingBacklog(db);
    const app = await benchApp(db, { RETENTION_CRON: 'off' });
    try {
      const { authorization, xsrf } = await signInBenchAdmin(app);
      const headers = { ...xsrf, authorization };
      const ids = async (job: number) =>
        (
          (
            await db.handle.executeSql(
              `select a.id from job_applications a where a.job_id = (select min(id) + ${job - 1} from jobs) order by a.id`,
            )
          ).rows as { id: number }[]
        ).map((r) => Number(r.id));

      // The baseline: one request per record, the record page's move.
      const one = await ids(2);
      let started = performance.now();
      for (const id of one) {
        const res = await app.inject({
          method: 'PUT',
          url: `/api/job-applications/${id}/process`,
          headers,
          payload: { process: 'IN_REVIEW' },
        });
        if (res.statusCode !== 200) throw new Error(`move ${id}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
      const baseline = performance.now() - started;
      record({
        bench,
        name: `baseline: ${COUNT} moves one by one (PUT …/process)`,
        value: `${(baseline / 1000).toFixed(2)} s`,
      });
      console.log(`  baseline, one by one: ${(baseline / 1000).toFixed(2)} s`);

      const records = (await ids(1)).map((id) => ({ recordType: 'job-applications', id }));
      const bulk = async (payload: object) => {
        const t0 = performance.now();
        const res = await app.inject({ method: 'POST', url: '/api/bulk', headers, payload });
        const took = performance.now() - t0;
        if (res.statusCode !== 200) throw new Error(`bulk: ${res.statusCode} ${res.body.slice(0, 200)}`);
        const summary = res.json<{ moved: unknown[]; refused: unknown[] }>();
        if (summary.moved.length !== COUNT) throw new Error(`bulk moved ${summary.moved.length} of ${COUNT}`);
        return took;
      };
      started = performance.now();
      const moved = await bulk({ action: 'move', records, state: 'INTERVIEW' });
      console.log(`  POST /api/bulk move: ${(moved / 1000).toFixed(2)} s (target <= ${TARGET_MS / 1000} s)`);
      record({
        bench,
        name: `POST /api/bulk move of ${COUNT}`,
        value: `${(moved / 1000).toFixed(2)} s`,
        target: `<= ${TARGET_MS / 1000} s`,
        met: moved <= TARGET_MS,
      });
      const rejected = await bulk({ action: 'reject', records, reason: 'Bench', sendMail: true });
      console.log(`  POST /api/bulk reject with mails: ${(rejected / 1000).toFixed(2)} s`);
      record({
        bench,
        name: `POST /api/bulk reject of ${COUNT}, rejection mails queued`,
        value: `${(rejected / 1000).toFixed(2)} s`,
        target: `<= ${TARGET_MS / 1000} s`,
        met: rejected <= TARGET_MS,
      });
    } finally {
      await app.close();
    }
  } finally {
    await db.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchBulkMove();
