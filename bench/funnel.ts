import { sql } from 'drizzle-orm';
import type { Actor } from '../src/shared/policy.ts';
import type { FunnelQuery } from '../src/shared/schemas/report.ts';
import { funnelQuery } from '../src/shared/schemas/report.ts';
import { funnelReport } from '../src/server/reports/funnel.ts';
import { adminVolumes, fillAdminTables } from './lib/admin-data.ts';
import { benchDatabase, postgresAvailable } from './lib/bench-db.ts';
import { record } from './lib/report.ts';
import { ms, summarize, time } from './lib/stats.ts';

/**
 * The funnel report at scale (issue 31, "Speed and scale"; docs/decisions/0062): p95 <= 200 ms on PostgreSQL at
 * 1,000,000 job applications (and 200,000 spontaneous ones, spread over three years), each with a history drawn by
 * a hash of its id (60 % reviewed, 45 % of those interviewed, half of those offered, 60 % of those hired, most of
 * the others refused), about 3.4 million history rows, their stays and records rebuilt by `funnel_rebuild()` as the
 * migration does. BENCH_ADMIN_SCALE shrinks it; BENCH_DB keeps the database for the next run; BENCH_FUNNEL_REBUILD=1
 * also times `funnel_rebuild()` on the loaded database. Each case's answer is compared with the direct one (read
 * from the records, not the rollups).
 * Run alone: `BENCH_DB=hf_funnel npx tsx bench/funnel.ts`.
 */
const TARGET_MS = 200;
const RUNS = Number(process.env.BENCH_FUNNEL_RUNS ?? 30);
const SOURCES = ['direct', 'rss', 'job-alert', 'indeed', 'linkedin.com', 'atom', 'google.com'];
/** Rows of a plain SQL answer. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const ADMIN: Actor = { role: 'ADMIN', recordScope: 'all', idManager: null };

/** The moves of every application, written in one statement per pipeline. */
function historySql(type: string, table: string): string {
  const day = (expr: string) => `(${expr}) * interval '1 day'`;
  return `
  with a as (select id, creation_date c, abs(hashint4(id * 31 + ${type.length})) h from ${table}),
  f as (
    select id, h,
      case when h % 100 >= 60 then 1 when (h / 100) % 100 >= 45 then 2 when (h / 10000) % 100 >= 50 then 3
        when (h / 1000000) % 100 >= 60 then 4 else 5 end as furthest,
      c as t1,
      c + ${day('1 + h % 7')} as t2,
      c + ${day('1 + h % 7 + 2 + (h / 7) % 12')} as t3,
      c + ${day('1 + h % 7 + 2 + (h / 7) % 12 + 3 + (h / 13) % 15')} as t4,
      c + ${day('1 + h % 7 + 2 + (h / 7) % 12 + 3 + (h / 13) % 15 + 2 + (h / 17) % 10')} as t5
    from a
  )
  insert into state_history (record_type, record_id, from_state, to_state, changed_by, changed_at)
  select '${type}', id, null, 'NEW', null, t1 from f
  union all select '${type}', id, 'NEW', 'IN_REVIEW', 'admin', t2 from f where furthest >= 2
  union all select '${type}', id, 'IN_REVIEW', 'INTERVIEW', 'admin', t3 from f where furthest >= 3
  union all select '${type}', id, 'INTERVIEW', 'OFFER', 'admin', t4 from f where furthest >= 4
  union all select '${type}', id, 'OFFER', 'HIRED', 'admin', t5 from f where furthest = 5
  union all select '${type}', id, (array['NEW', 'IN_REVIEW', 'INTERVIEW', 'OFFER'])[furthest], 'NO_GO', 'admin',
      (array[t1, t2, t3, t4])[furthest] + interval '3 days'
    from f where furthest < 5 and h % 5 <> 0`;
}

export async function benchFunnel(): Promise<void> {
  const bench = 'funnel report (PostgreSQL)';
  console.log(`\n## ${bench}`);
  if (!(await postgresAvailable())) {
    record({ bench, name: 'skipped', value: 'no PostgreSQL server at 127.0.0.1:5432', met: false });
    return;
  }
  const volumes = adminVolumes();
  const db = await benchDatabase('postgres');
  const run = (text: string) => db.handle.db.execute(sql.raw(text));
  try {
    const count = async (text: string) => rowsOf<{ n: number }>(await run(text))[0]?.n ?? 0;
    const started = performance.now();
    if ((await count('select count(*)::int as n from job_applications')) < volumes.jobApplications) {
      // Each row's source drawn as it is inserted (a volatile default for the load): no second pass over a million rows.
      const pick = `(array[${SOURCES.map((s) => `'${s}'`).join(',')}])[1 + floor(random() * ${SOURCES.length})::int]`;
      for (const table of ['job_applications', 'spontaneous_applications'])
        await run(`alter table ${table} alter column source set default ${pick}`);
      await fillAdminTables(db.handle.db, volumes);
      for (const table of ['job_applications', 'spontaneous_applications'])
        await run(`alter table ${table} alter column source set default 'unknown'`);
    }
    if ((await count('select count(*)::int as n from funnel_records')) < volumes.jobApplications) {
      await run('alter table state_history disable trigger user');
      await run('truncate state_history');
      await run(historySql('job-applications', 'job_applications'));
      await run(historySql('spontaneous-applications', 'spontaneous_applications'));
      await run('select funnel_rebuild()');
      await run('alter table state_history enable trigger user');
      await run('vacuum analyze');
      record({
        bench,
        name: 'database load (generate_series, histories, funnel_rebuild, vacuum analyze)',
        value: `${((performance.now() - started) / 1000).toFixed(0)} s`,
      });
    }
    const sizes = rowsOf<Record<string, number>>(
      await db.handle.db.execute(sql`select
        (select count(*) from job_applications)::int as jobs,
        (select count(*) from spontaneous_applications)::int as spontaneous,
        (select count(*) from state_history)::int as history,
        (select count(*) from funnel_stays)::int as stays,
        (select count(*) from funnel_records)::int as records`),
    );
    const s = sizes[0]!;
    record({
      bench,
      name: 'rows',
      value: `${s.jobs} job applications, ${s.spontaneous} spontaneous, ${s.history} history rows, ${s.stays} stays, ${s.records} funnel records`,
    });
    if (process.env.BENCH_FUNNEL_REBUILD === '1') {
      const took = await time(() => run('select funnel_rebuild()'));
      await run('vacuum analyze funnel_records, funnel_stays');
      record({ bench, name: 'funnel_rebuild() (records, stays and the four rollups)', value: ms(took) });
    }
    const now = new Date();
    const top = rowsOf<{ source: string }>(
      await run('select source from funnel_records group by 1 order by count(*) desc limit 1'),
    );
    const topSource = top[0]?.source ?? 'direct';
    const cases: [string, FunnelQuery][] = [
      ['last 12 months (default)', {}],
      ['three years', { from: new Date(now.getTime() - 3 * 366 * 86_400_000).toISOString().slice(0, 10) }],
      ['one quarter', { from: new Date(now.getTime() - 92 * 86_400_000).toISOString().slice(0, 10) }],
      ['12 months, one job', { jobId: 42 }],
      ['12 months, one manager', { managerId: 3 }],
      ['12 months, one source', { source: topSource }],
    ];
    for (const [name, raw] of cases) {
      const query = funnelQuery.parse(raw);
      const first = await funnelReport(db.handle.db, query, ADMIN, now);
      const direct = await funnelReport(db.handle.db, query, ADMIN, now, { direct: true });
      const same = JSON.stringify(first) === JSON.stringify(direct);
      const samples: number[] = [];
      for (let i = 0; i < RUNS; i++) samples.push(await time(() => funnelReport(db.handle.db, query, ADMIN, now)));
      const t = summarize(samples);
      const hired = first.stages.at(-1)!.reached;
      record({
        bench,
        name: `${name}: ${first.applications} applications, ${hired} hired, time to hire median ${first.timeToHire.medianDays} d, ${same ? 'same as' : 'DIFFERS from'} the direct answer`,
        value: `p95 ${ms(t.p95)}, median ${ms(t.median)} (${t.n} runs)`,
        target: `p95 <= ${TARGET_MS} ms`,
        met: t.p95 <= TARGET_MS && same,
      });
    }
  } finally {
    await db.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchFunnel();
