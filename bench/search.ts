import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { KEYWORDS, insertJobs } from './lib/job-corpus.ts';
import { benchApp, benchDatabase, postgresAvailable } from './lib/bench-db.ts';
import { record } from './lib/report.ts';
import { ms, ratio, summarize, time } from './lib/stats.ts';

export const JOB_COUNT = Number(process.env.BENCH_JOBS ?? 100_000);

/** The searches timed: every keyword of the corpus alone, then keywords and filters together, and filters alone. */
export const SEARCHES: Record<string, string>[] = [
  ...KEYWORDS.map((keyword) => ({ keyword })),
  { keyword: 'developer', type: 'CDI', province: 'Antwerpen' },
  { keyword: 'java', seniorityLevel: 'SENIOR' },
  { keyword: 'comptable', province: 'Liège' },
  { keyword: 'xylophone', type: 'FREELANCE' },
  { industry: 'FINANCE', experience: '5-10' },
];

const label = (search: Record<string, string>) => new URLSearchParams(search).toString();

/**
 * What a search would be without the full-text index: ILIKE over every text column, the same filters, order and
 * page, and the full count beside it, as the route used to answer.
 */
function plainScan(search: Record<string, string>) {
  const conditions = [sql`display_job and (end_application_date is null or end_application_date >= current_date)`];
  if (search.keyword) {
    const pattern = `%${search.keyword}%`;
    conditions.push(sql`(title ilike ${pattern} or description_en ilike ${pattern} or description_fr ilike ${pattern}
    or descriptions_nl ilike ${pattern} or technical_skills ilike ${pattern})`);
  }
  const columns = {
    type: 'type',
    province: 'region',
    industry: 'industry',
    seniorityLevel: 'seniority_level',
    experience: 'experience',
  };
  for (const [field, column] of Object.entries(columns))
    if (search[field]) conditions.push(sql`${sql.identifier(column)} = ${search[field]}`);
  const where = sql.join(conditions, sql` and `);
  return {
    rows: sql`select * from jobs where ${where} order by urgent_status desc, creation_date desc, id desc limit 10`,
    count: sql`select count(*) from jobs where ${where}`,
  };
}

/** The public job search (GET /public/api/jobs?keyword=) over JOB_COUNT jobs, against a plain ILIKE scan. */
export async function benchSearch(kind: 'postgres' | 'pglite'): Promise<void> {
  const bench = `search (${kind}, ${JOB_COUNT.toLocaleString('en')} jobs)`;
  console.log(`\n## ${bench}`);
  if (kind === 'postgres' && !(await postgresAvailable())) {
    record({ bench, name: 'skipped', value: 'no PostgreSQL server at 127.0.0.1:5432', met: false });
    return;
  }
  const db = await benchDatabase(kind);
  try {
    const seconds = await insertJobs(db.handle.db, JOB_COUNT);
    // The steady state of a live database, where autovacuum has run.
    await db.handle.db.execute(sql`vacuum analyze jobs, job_search`);
    record({ bench, name: 'corpus load (insert, tsvectors, GIN indexes)', value: `${seconds.toFixed(1)} s` });
    // The cache off: every request runs the search (with it, all but the first of each search are answered from memory).
    const app = await benchApp(db, { PUBLIC_CACHE_MB: '0' });
    const search = async (query: Record<string, string>) => {
      const res = await app.inject({ method: 'GET', url: `/public/api/jobs?${label(query)}` });
      if (res.statusCode !== 200) throw new Error(`search ${label(query)}: ${res.statusCode} ${res.body}`);
      const body = res.json<{ total: number; totalCapped: boolean }>();
      return `${body.total}${body.totalCapped ? '+' : ''}`;
    };
    const scan = async (query: Record<string, string>) => {
      const q = plainScan(query);
      await db.handle.db.execute(q.rows);
      await db.handle.db.execute(q.count);
    };

    const totals: string[] = [];
    for (const query of SEARCHES) totals.push(`${label(query)}: ${await search(query)}`);
    console.log(`  matches per search: ${totals.join(', ')}`);

    // Rounds over every search, as many as fit in the time given (the whole bench must stay under 10 minutes).
    const budgetMs = kind === 'postgres' ? 30_000 : 20_000;
    const scanRounds = kind === 'postgres' ? 2 : 1;
    const searchTimes: number[] = [];
    const perSearch = new Map<string, number[]>();
    const started = performance.now();
    for (let round = 0; round < 30 && (round < 3 || performance.now() - started < budgetMs); round++) {
      for (const query of SEARCHES) {
        const t = await time(() => search(query));
        searchTimes.push(t);
        perSearch.set(label(query), [...(perSearch.get(label(query)) ?? []), t]);
      }
    }
    const scanTimes: number[] = [];
    await scan(SEARCHES[0]!);
    for (let round = 0; round < scanRounds; round++)
      for (const query of SEARCHES) scanTimes.push(await time(() => scan(query)));

    const s = summarize(searchTimes);
    const b = summarize(scanTimes);
    const slowest = [...perSearch].map(([k, v]) => [k, summarize(v).p95] as const).sort((x, y) => y[1] - x[1]);
    console.log(`  p95 per search: ${slowest.map(([k, v]) => `${k} ${ms(v)}`).join(', ')}`);
    record({
      bench,
      name: 'search route median / p95',
      value: `${ms(s.median)} / ${ms(s.p95)}`,
      ...(kind === 'postgres' ? { target: 'p95 <= 15 ms', met: s.p95 <= 15 } : {}),
    });
    record({ bench, name: 'plain ILIKE scan median / p95 (baseline)', value: `${ms(b.median)} / ${ms(b.p95)}` });
    record({
      bench,
      name: 'speed-up over the scan (median / p95)',
      value: `${ratio(b.median / s.median)} / ${ratio(b.p95 / s.p95)}`,
      target: '>= 40x at p95',
      met: b.p95 / s.p95 >= 40,
    });
    await app.close();
  } finally {
    await db.drop();
  }
}

// `npx tsx bench/search.ts [postgres|pglite]`: this bench alone.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const kinds = process.argv[2] ? [process.argv[2] as 'postgres' | 'pglite'] : (['postgres', 'pglite'] as const);
  for (const kind of kinds) await benchSearch(kind);
}
