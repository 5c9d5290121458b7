import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/helpers/test-database.ts';
import { JOB_SEARCH_COUNT_CAP } from '../../shared/constants.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { jobSearch, jobs } from '../db/schema/index.ts';
import { countQuery, pageQuery, searchConditions, searchJobs } from './search-jobs.ts';

/**
 * The plans PostgreSQL picks for the search's queries, on enough jobs (loaded with generate_series, then ANALYZE) for
 * its choice to be the real one: on PGlite by default, on PostgreSQL when DATABASE_URL is set.
 */
const JOBS = 10_000;
const at = new Date();
let database: DatabaseHandle & { close(): Promise<void> };

beforeAll(async () => {
  database = await createTestDatabase();
  // A third of the jobs say "developer" and "quuxbank", one in five has Java in its title, five mention a quokka and
  // one is titled with it; every job says "Zorbania" (the Dutch text) and ten are titled with it. The higher the
  // number, the older. The words made up here are in none of the demo jobs the test database starts with.
  await database.db.execute(sql`
    insert into jobs (title, description_en, description_fr, descriptions_nl, technical_skills, type, region, urgent_status, creation_date)
    select
      case when i = 5001 then 'Quokka Keeper' when i % 1000 = 3 then 'Zorbania Clerk ' || i
        when i % 5 = 0 then 'Java Engineer ' || i else 'Project Manager ' || i end,
      case when i % 3 = 0 then 'Developer wanted for a quuxbank. ' else 'Office role for an insurer. ' end
        || case when i % 2000 = 7 then 'Bring your quokka. ' else '' end
        || repeat('Teamwork, planning, reporting and clients. ', 8),
      'Poste dans une banque. ' || repeat('Travail en équipe, planification et clients. ', 8),
      'Functie bij een bank in Zorbania. ' || repeat('Teamwerk, planning en klanten. ', 8),
      case when i % 5 = 0 then 'Java, Spring' else 'Excel' end,
      case when i % 2 = 0 then 'CDI' else 'FREELANCE' end,
      'Antwerpen',
      i % 20 = 0,
      now() - i * interval '1 minute'
    from generate_series(1, ${JOBS}) as i`);
  await database.db.execute(sql`analyze jobs`);
  await database.db.execute(sql`analyze job_search`);
}, 300_000);
afterAll(() => database.close());

/** The plan's node types and index names, from EXPLAIN (FORMAT JSON) of the query as the search runs it. */
function plan(query: SQLWrapper): Promise<string> {
  return database.withoutSeqScans(async (tx) => {
    const answer: unknown = await tx.execute(sql`explain (format json) ${query}`);
    const result = answer as { rows: unknown[] };
    const nodes: string[] = [];
    const walk = (node: Record<string, unknown>) => {
      nodes.push(`${node['Node Type'] as string}${node['Index Name'] ? ` on ${node['Index Name'] as string}` : ''}`);
      for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
    };
    const json = (result.rows[0] as Record<string, unknown>)['QUERY PLAN'];
    const explained = (typeof json === 'string' ? JSON.parse(json) : json) as { Plan: Record<string, unknown> }[];
    walk(explained[0]!.Plan);
    return nodes.join(' > ');
  });
}

const conditions = (keyword?: string, type?: string) => searchConditions({ keyword, type }, at);
const walked = (where: SQL) => pageQuery(database.db, where, at, 0, 10, { walk: true });
const sorted = (where: SQL) => pageQuery(database.db, where, at, 0, 10, { walk: false });

describe('the public job search plans', () => {
  it('walks the public order index for a frequent word and for no word, never scanning a table', async () => {
    const developer = conditions('developer');
    const shapes = [
      await plan(walked(developer.titled!.walked)),
      await plan(walked(developer.mentioning!.walked)),
      await plan(walked(conditions('java', 'CDI').titled!.walked)),
      await plan(walked(conditions().all)),
      await plan(walked(conditions(undefined, 'CDI').all)),
    ];
    for (const shape of shapes) {
      expect(shape).toMatch(/Index Scan on job_search_order_idx.*Index Scan on jobs_pkey/);
      expect(shape).not.toMatch(/Seq Scan|Bitmap|Sort/);
    }
  });

  it('takes a rare word from the GIN index with the filters, and sorts only its matches', async () => {
    const quokka = conditions('quokka');
    const shapes = [
      await plan(pageQuery(database.db, quokka.all, at, 0, 10, { walk: false, first: quokka.titleFirst })),
      await plan(sorted(quokka.titled!.indexed)),
      await plan(sorted(quokka.mentioning!.indexed)),
      await plan(sorted(conditions('zorbania', 'CDI').titled!.indexed)),
    ];
    for (const shape of shapes) {
      expect(shape).toMatch(/Bitmap Index Scan on job_search_idx/);
      expect(shape).not.toMatch(/Seq Scan|job_search_order_idx/);
    }
  });

  it('counts from the GIN index, a frequent word with filters too, and never scans a table', async () => {
    for (const where of [conditions('quokka'), conditions('developer', 'CDI'), conditions(undefined, 'CDI')]) {
      const shape = await plan(countQuery(database.db, where, 100));
      expect(shape).toMatch(/Bitmap Index Scan on job_search_idx/);
      expect(shape).not.toMatch(/Seq Scan|Index Scan on job_search_order_idx/);
    }
    // With nothing to match, the first open jobs of the public order.
    expect(await plan(countQuery(database.db, conditions(), 100))).toMatch(/Index Scan on job_search_order_idx/);
    expect(await plan(countQuery(database.db, conditions(), 100))).not.toMatch(/Seq Scan/);
  });
});

describe('the public job search', () => {
  const titles = async (keyword: string, page: number, size: number) => {
    const found = await searchJobs(database, { keyword, page, size }, at);
    return { ...found, items: found.items.map((j) => j.title) };
  };

  it('lists title matches first, counts up to the cap and says there are more', async () => {
    const java = await searchJobs(database, { keyword: 'java', page: 1, size: 10 }, at);
    // Java is in the title and skills of 2,000 jobs: counted as 1,000 and more.
    expect(java).toMatchObject({ total: JOB_SEARCH_COUNT_CAP, totalCapped: true });
    expect(java.items.every((j) => j.title.startsWith('Java'))).toBe(true);
    // One job has the quokka in its title: it comes before the five newer ones that only mention it, on every page.
    expect(await titles('quokka', 1, 3)).toMatchObject({ total: 6, totalCapped: false });
    expect((await titles('quokka', 1, 3)).items).toEqual([
      'Quokka Keeper',
      'Project Manager 7',
      'Project Manager 2007',
    ]);
    expect((await titles('quokka', 2, 3)).items).toEqual([
      'Project Manager 4007',
      'Project Manager 6007',
      'Project Manager 8007',
    ]);
    expect((await titles('quokka', 3, 3)).items).toEqual([]);
  });

  it('goes on from a few title matches to the many jobs that only mention the word, urgent first', async () => {
    // Every job says "Zorbania"; ten are titled with it, newest first, then the urgent jobs (every 20th), newest first.
    const clerks = [3, 1003, 2003, 3003, 4003, 5003, 6003, 7003, 8003, 9003].map((i) => `Zorbania Clerk ${i}`);
    const urgent = (from: number, count: number) =>
      Array.from({ length: count }, (_, k) => `Java Engineer ${(from + k) * 20}`);
    expect(await titles('zorbania', 1, 10)).toMatchObject({
      items: clerks,
      total: JOB_SEARCH_COUNT_CAP,
      totalCapped: true,
    });
    expect((await titles('zorbania', 2, 10)).items).toEqual(urgent(1, 10));
    expect((await titles('zorbania', 3, 4)).items).toEqual([...clerks.slice(8), ...urgent(1, 2)]);
    // No title says "quuxbank": the urgent jobs that mention it come first (every 60th), walked in the public order.
    expect((await titles('quuxbank', 1, 3)).items).toEqual([
      'Java Engineer 60',
      'Java Engineer 120',
      'Java Engineer 180',
    ]);
  });
});

describe('the search copy of the jobs (job_search)', () => {
  it('follows every insert, change and deletion of a job', async () => {
    const found = async (keyword: string) =>
      (await searchJobs(database, { keyword, page: 1, size: 10 }, at)).items.map((j) => j.title);
    const [job] = await database.db
      .insert(jobs)
      .values({ title: 'Narwhal Trainer', descriptionEn: 'Arctic waters.' })
      .returning({ id: jobs.id });
    expect(await found('narwhal')).toEqual(['Narwhal Trainer']);
    await database.db.update(jobs).set({ title: 'Walrus Trainer' }).where(eq(jobs.id, job!.id));
    expect(await found('narwhal')).toEqual([]);
    expect(await found('walrus')).toEqual(['Walrus Trainer']);
    expect(await found('arctic')).toEqual(['Walrus Trainer']);
    await database.db.update(jobs).set({ displayJob: false }).where(eq(jobs.id, job!.id));
    expect(await found('walrus')).toEqual([]);
    await database.db.delete(jobs).where(eq(jobs.id, job!.id));
    expect(await database.db.select().from(jobSearch).where(eq(jobSearch.jobId, job!.id))).toEqual([]);
  });
});
