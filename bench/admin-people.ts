import { sql } from 'drizzle-orm';
import { adminVolumes, fillAdminTables } from './lib/admin-data.ts';
import { benchApp, benchDatabase, postgresAvailable, clearMatchingBacklog } from './lib/bench-db.ts';
import { BENCH_ADMIN, signInBenchAdmin } from './lib/bench-admin.ts';
import { record } from './lib/report.ts';
import { ms, summarize, time } from './lib/stats.ts';
import { ensureAdmin } from '../src/server/seed/ensure-admin.ts';

const TARGET_MS = 50;
const RUNS = Number(process.env.BENCH_ADMIN_RUNS ?? 40);
/** Issue 27: 300,000 people and 1,000,000 records across the five pipelines, linked to them. */
const VOLUMES = {
  ...adminVolumes(),
  people: 300_000,
  jobApplications: 600_000,
  spontaneousApplications: 120_000,
  profiles: 80_000,
  talentInterviews: 100_000,
  contacts: 100_000,
};
/** How many records the busiest person has (the person page's case). */
const MANY = 300;

/**
 * The people list and the person page at scale (issue 27, "Bad input and limits"): every case of
 * `GET /api/people` (plain, by name, 2 letters, each kind, possible duplicates or not, a page deep) and the page of a
 * person with many records, through the real routes, p95 each against 50 ms.
 */
export async function benchAdminPeople(): Promise<void> {
  const bench = `people (PostgreSQL, ${VOLUMES.people.toLocaleString('en')} people, 1,000,000 records)`;
  console.log(`\n## ${bench}`);
  if (!(await postgresAvailable())) {
    record({ bench, name: 'skipped', value: 'no PostgreSQL server at 127.0.0.1:5432', met: false });
    return;
  }
  const db = await benchDatabase('postgres');
  try {
    const run = (text: string) => db.handle.db.execute(sql.raw(text));
    const started = performance.now();
    const had = (await db.handle.executeSql('select count(*)::int as n from people')).rows as { n: number }[];
    if (!db.kept || (had[0]?.n ?? 0) < VOLUMES.people) {
      await ensureAdmin(db.handle.db, BENCH_ADMIN.userName, BENCH_ADMIN.password);
      await fillAdminTables(db.handle.db, VOLUMES);
      // One person in a hundred shares the phone of the one before (a possible duplicate, never linked).
      await run(`update people p set phone = q.phone from people q where q.id = p.id - 1 and p.id % 100 = 0`);
    }
    await run('vacuum analyze');
    // The busiest person: MANY job applications of theirs (the records keep their own copy of the fields).
    await run(`update job_applications set person_id = (select min(id) + 4242 from people)
      where id < (select min(id) from job_applications) + ${MANY}`);
    record({ bench, name: 'database load', value: `${((performance.now() - started) / 1000).toFixed(0)} s` });
    const [busy] = (
      await db.handle.executeSql(
        'select person_id as id, count(*)::int as n from job_applications group by 1 order by 2 desc limit 1',
      )
    ).rows as { id: number; n: number }[];

    await ensureAdmin(db.handle.db, BENCH_ADMIN.userName, BENCH_ADMIN.password);
    await clearMatchingBacklog(db);
    const app = await benchApp(db, { RETENTION_CRON: 'off' });
    try {
      const { authorization } = await signInBenchAdmin(app);
      const get = async (url: string) => {
        const res = await app.inject({ method: 'GET', url, headers: { authorization } });
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      };
      const cases: [string, string][] = [
        ['first page', '/api/people?size=25'],
        ['q a name (peeters)', '/api/people?size=25&q=peeters'],
        ['q first and last name', '/api/people?size=25&q=emma%20peeters'],
        ['q 2 letters', '/api/people?size=25&q=ma'],
        ['q one e-mail', '/api/people?size=25&q=.4242%40'],
        ['q nothing found', '/api/people?size=25&q=zzqx'],
        ['kind candidate', '/api/people?size=25&kind=candidate'],
        ['kind consultant', '/api/people?size=25&kind=consultant'],
        ['kind client', '/api/people?size=25&kind=client'],
        ['kind correspondent', '/api/people?size=25&kind=correspondent'],
        ['possible duplicates', '/api/people?size=25&possibleDuplicate=true'],
        ['not possible duplicates', '/api/people?size=25&possibleDuplicate=false'],
        ['page 400', '/api/people?size=25&page=400'],
        ['q + kind client', '/api/people?size=25&q=peeters&kind=client'],
        [`person page (${busy!.n} records)`, `/api/people/${busy!.id}`],
      ];
      const failed = new Set<string>();
      for (const [name, url] of cases)
        await get(url).catch((err: unknown) => {
          console.error(`  ${name}: ${String(err)}`);
          failed.add(name);
        });
      const rows: [string, number][] = [];
      for (const [name, url] of cases) {
        if (failed.has(name)) continue;
        await get(url);
        const times: number[] = [];
        for (let i = 0; i < RUNS; i++) times.push(await time(() => get(url)));
        rows.push([name, summarize(times).p95]);
      }
      console.log('  p95 per case');
      for (const [name, p95] of rows) console.log(`    ${name}: ${ms(p95)}`);
      const list = rows.filter(([name]) => !name.startsWith('person page'));
      const worst = list.reduce((a, b) => (b[1] > a[1] ? b : a));
      record({
        bench,
        name: `people list, slowest of ${list.length} cases, p95`,
        value: `${ms(worst[1])} (${worst[0]})`,
        target: `<= ${TARGET_MS} ms`,
        met: worst[1] <= TARGET_MS && failed.size === 0,
      });
      const page = rows.find(([name]) => name.startsWith('person page'));
      record({
        bench,
        name: `person page, p95`,
        value: page ? `${ms(page[1])} (${page[0]})` : 'failed',
        target: `<= ${TARGET_MS} ms`,
        met: page !== undefined && page[1] <= TARGET_MS,
      });
    } finally {
      await app.close();
    }
  } finally {
    await db.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchAdminPeople();
