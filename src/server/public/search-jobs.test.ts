import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/helpers/test-database.ts';
import { JOB_SEARCH_COUNT_CAP } from '../../shared/constants.ts';
import type { DatabaseHandle } from '../db/client.ts';
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
  // A third of the jobs say "developer", one in five has Java in its title, five mention a quokka and one is titled
  // with it. The higher the number, the older the job.
  await database.db.execute(sql`
    insert into jobs (title, description_en, description_fr, descriptions_nl, technical_skills, type, region, urgent_status, creation_date)
    select
      case when i = 5001 then 'Quokka Keeper' when i % 5 = 0 then 'Java Engineer ' || i else 'Project Manager ' || i end,
      case when i % 3 = 0 then 'Developer wanted for a bank. ' else 'Office role for an insurer. ' end
        || case when i % 2000 = 7 then 'Bring your quokka. ' else '' end
        || repeat('Teamwork, planning, reporting and clients. ', 8),
      'Poste dans une banque. ' || repeat('Travail en équipe, planification et clients. ', 8),
      'Functie bij een bank. ' || repeat('Teamwerk, planning en klanten. ', 8),
      case when i % 5 = 0 then 'Java, Spring' else 'Excel' end,
      case when i % 2 = 0 then 'CDI' else 'FREELANCE' end,
      'Antwerpen',
      i % 20 = 0,
      now() - i * interval '1 minute'
    from generate_series(1, ${JOBS}) as i`);
  await database.db.execute(sql`analyze jobs`);
}, 300_000);
afterAll(() => database.close());

/** The plan's node types and index names, from EXPLAIN (FORMAT JSON) of the query as the app sends it. */
async function plan(query: { toSQL(): { sql: string; params: unknown[] } }): Promise<string> {
  const { sql: text, params } = query.toSQL();
  const { rows } = await database.executeSql(`explain (format json) ${text}`, params);
  const nodes: string[] = [];
  const walk = (node: Record<string, unknown>) => {
    nodes.push(`${node['Node Type'] as string}${node['Index Name'] ? ` on ${node['Index Name'] as string}` : ''}`);
    for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
  };
  const json = (rows[0] as Record<string, unknown>)['QUERY PLAN'];
  const explained = (typeof json === 'string' ? JSON.parse(json) : json) as { Plan: Record<string, unknown> }[];
  walk(explained[0]!.Plan);
  return nodes.join(' > ');
}

const conditions = (keyword?: string) => searchConditions({ keyword }, at);
const page = (where: SQL, walk: boolean) => pageQuery(database.db, where, at, 0, 10, walk);

describe('the public job search plans', () => {
  it('walks the public order index for a frequent word and for no word, never scanning the table', async () => {
    const developer = conditions('developer');
    const walked = [
      await plan(page(developer.titled!.walk, true)),
      await plan(page(developer.mentioning!.walk, true)),
      await plan(page(conditions().all, true)),
    ];
    for (const shape of walked) {
      expect(shape).toMatch(/Index Scan on jobs_public_order_idx/);
      expect(shape).not.toMatch(/Seq Scan|Sort/);
    }
  });

  it('takes a rare word from the GIN indexes, and sorts only its matches', async () => {
    const quokka = conditions('quokka');
    expect(await plan(page(quokka.titled!.indexed, false))).toMatch(/Bitmap Index Scan on jobs_search_title_idx/);
    expect(await plan(page(quokka.mentioning!.indexed, false))).toMatch(/Bitmap Index Scan on jobs_search_idx/);
    expect(await plan(countQuery(database.db, quokka.all, JOB_SEARCH_COUNT_CAP + 1))).toMatch(
      /Bitmap Index Scan on jobs_search_idx/,
    );
    for (const query of [page(quokka.titled!.indexed, false), page(quokka.mentioning!.indexed, false)])
      expect(await plan(query)).not.toMatch(/Seq Scan|jobs_public_order_idx/);
  });

  it('lists title matches first, counts up to the cap and says there are more', async () => {
    const java = await searchJobs(database.db, { keyword: 'java', page: 1, size: 10 }, at);
    // Java is in the title and skills of 2,000 jobs: counted as 1,000 and more.
    expect(java).toMatchObject({ total: JOB_SEARCH_COUNT_CAP, totalCapped: true });
    expect(java.items.every((j) => j.title.startsWith('Java'))).toBe(true);
    // One job has the quokka in its title: it comes before the five newer ones that only mention it, on every page.
    const quokka = async (page: number) =>
      searchJobs(database.db, { keyword: 'quokka', page, size: 3 }, at).then((p) => ({
        ...p,
        items: p.items.map((j) => j.title),
      }));
    expect(await quokka(1)).toMatchObject({ total: 6, totalCapped: false });
    expect((await quokka(1)).items).toEqual(['Quokka Keeper', 'Project Manager 7', 'Project Manager 2007']);
    expect((await quokka(2)).items).toEqual(['Project Manager 4007', 'Project Manager 6007', 'Project Manager 8007']);
    expect((await quokka(3)).items).toEqual([]);
  });
});
