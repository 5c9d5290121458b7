import { sql } from 'drizzle-orm';
import { benchApp, benchDatabase, postgresAvailable, clearMatchingBacklog } from './lib/bench-db.ts';
import { BENCH_ADMIN, signInBenchAdmin } from './lib/bench-admin.ts';
import { record } from './lib/report.ts';
import { ms, summarize, time } from './lib/stats.ts';
import { ensureAdmin } from '../src/server/seed/ensure-admin.ts';

const TARGET_MS = 100;
const RUNS = Number(process.env.BENCH_BOARD_RUNS ?? 40);
/** Issue 28: a job with 2,000 applications; other jobs' applications around it, so that the index has to choose. */
const ON_THE_JOB = Number(process.env.BENCH_BOARD_SIZE ?? 2_000);
const ELSEWHERE = Number(process.env.BENCH_BOARD_OTHERS ?? 20_000);

/** The states of the job's applications, as a busy job spreads them (most still new). */
const SPREAD = `case when g % 100 < 55 then 'NEW' when g % 100 < 72 then 'IN_REVIEW' when g % 100 < 82 then 'INTERVIEW'
  when g % 100 < 87 then 'OFFER' when g % 100 < 89 then 'HIRED' when g % 100 < 97 then 'NO_GO' else 'WITHDRAWN' end`;

/**
 * A job's board (issue 28 item 1, docs/decisions/0053): `GET /api/jobs/{id}/board` of a job with 2,000
 * applications through the real route, p95 against 100 ms, beside a baseline measured in the same run: the job
 * applications list's first page (`GET /api/job-applications?size=100`), what staff read before the board.
 * PGlite by default; `BENCH_BOARD_DB=postgres` on the PostgreSQL server.
 */
export async function benchBoard(kind: 'pglite' | 'postgres' = 'pglite'): Promise<void> {
  const bench = `board (${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}, a job with ${ON_THE_JOB.toLocaleString('en')} applications)`;
  console.log(`\n## ${bench}`);
  if (kind === 'postgres' && !(await postgresAvailable())) {
    record({ bench, name: 'skipped', value: 'no PostgreSQL server at 127.0.0.1:5432', met: false });
    return;
  }
  const db = await benchDatabase(kind);
  try {
    const run = (text: string) => db.handle.db.execute(sql.raw(text));
    const started = performance.now();
    const total = ON_THE_JOB + ELSEWHERE;
    await run(`insert into jobs (title, job_ref) select 'Bench job ' || g, 'B-' || g from generate_series(1, 50) g`);
    await run(`insert into people (first_name, last_name, email, phone)
      select 'First' || g, 'Last' || g, 'bench' || g || '@example.com', '+3247' || lpad(g::text, 7, '0')
      from generate_series(1, ${total}) g`);
    // The job of the board is the first; the others share the rest. Arrivals spread over a year.
    await run(`insert into job_applications (person_id, job_id, job_title, first_name, last_name, email, phone,
        process, creation_date, board_position, state_changed_at)
      select p.id, case when g <= ${ON_THE_JOB} then (select min(id) from jobs) else (select min(id) from jobs) + 1 + g % 49 end,
        'Bench job', p.first_name, p.last_name, p.email, p.phone, ${SPREAD},
        now() - (g % 365) * interval '1 day', -extract(epoch from now() - (g % 365) * interval '1 day') - g,
        now() - (g % 40) * interval '1 day'
      from generate_series(1, ${total}) g join people p on p.email = 'bench' || g || '@example.com'`);
    await run('analyze');
    record({ bench, name: 'database load', value: `${((performance.now() - started) / 1000).toFixed(1)} s` });
    const jobId = Number(
      ((await db.handle.executeSql('select min(id) as id from jobs')).rows as { id: number }[])[0]!.id,
    );

    await ensureAdmin(db.handle.db, BENCH_ADMIN.userName, BENCH_ADMIN.password);
    await clearMatchingBacklog(db);
    const app = await benchApp(db, { RETENTION_CRON: 'off', CV_TEXT_POLL_SECONDS: '0' });
    try {
      const { authorization: auth, xsrf } = await signInBenchAdmin(app);
      const get = async (url: string) => {
        const res = await app.inject({ method: 'GET', url, headers: { authorization: auth } });
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        return res;
      };
      const p95 = async (url: string) => {
        await get(url);
        const times: number[] = [];
        for (let i = 0; i < RUNS; i++) times.push(await time(() => get(url)));
        return summarize(times).p95;
      };
      const cases: [string, string][] = [
        ['board (first 100 cards a column)', `/api/jobs/${jobId}/board`],
        ['board, text filter', `/api/jobs/${jobId}/board?q=last1`],
        ['board, every card (limit 1000)', `/api/jobs/${jobId}/board?limit=1000`],
      ];
      const baseline = await p95('/api/job-applications?size=100');
      const rows: [string, number][] = [];
      for (const [name, url] of cases) rows.push([name, await p95(url)]);
      console.log(`  baseline, the applications list's first page of 100, p95: ${ms(baseline)}`);
      for (const [name, value] of rows) console.log(`    ${name}: ${ms(value)}`);
      const board = rows[0]!;
      record({
        bench,
        name: `${board[0]}, p95 (baseline: the list's page of 100, ${ms(baseline)})`,
        value: ms(board[1]),
        target: `<= ${TARGET_MS} ms`,
        met: board[1] <= TARGET_MS,
      });
      const worst = rows.reduce((a, b) => (b[1] > a[1] ? b : a));
      record({ bench, name: 'slowest board case, p95', value: `${ms(worst[1])} (${worst[0]})` });

      // A move (state change, history row, place in the column), p95 over NEW ↔ IN_REVIEW.
      const ids = (
        (
          await db.handle.executeSql(
            `select id from job_applications where job_id = ${jobId} and process = 'NEW' order by id limit ${RUNS}`,
          )
        ).rows as { id: number }[]
      ).map((r) => Number(r.id));
      const moves: number[] = [];
      for (const id of ids) {
        moves.push(
          await time(async () => {
            const res = await app.inject({
              method: 'POST',
              url: `/api/job-applications/${id}/move`,
              headers: { authorization: auth, ...xsrf },
              payload: { state: 'IN_REVIEW', expectedState: 'NEW', beforeId: null },
            });
            if (res.statusCode !== 200) throw new Error(`move: ${res.statusCode} ${res.body.slice(0, 200)}`);
          }),
        );
      }
      record({ bench, name: 'move, p95', value: ms(summarize(moves).p95) });
    } finally {
      await app.close();
    }
  } finally {
    await db.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  await benchBoard(process.env.BENCH_BOARD_DB === 'postgres' ? 'postgres' : 'pglite');
