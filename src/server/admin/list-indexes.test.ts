import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/helpers/test-database.ts';
import { adminVolumes, fillAdminTables } from '../../../bench/lib/admin-data.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { listQuery } from '../../shared/schemas/list-query.ts';
import { SEARCH_COUNT_CAP } from '../../shared/schemas/pagination.ts';
import type { PipelineResource } from '../../shared/schemas/pipeline.ts';
import { listRecords, pageQuery, SEARCH_WINDOW, withIndexScansOff, type ListSpec } from './list-records.ts';
import { LIST_SPECS } from './list-specs.ts';

/**
 * The indexes of migration 0006 guard the admin lists: with enough rows (the bench's generator, at 2 % of its
 * size) and fresh statistics, no list's page reads its whole table. PGlite by default, PostgreSQL with
 * DATABASE_URL (CI), the same planner either way.
 */
let database: DatabaseHandle & { dataDir: string };
beforeAll(async () => {
  database = await createTestDatabase();
  // Rows of its own, in volume (generate_series, on an empty database). At 2 % the smaller pipelines would be 2,000
  // to 4,000 rows: a name search's window (SEARCH_WINDOW) is then half the table or all of it, which the planner
  // rightly reads whole. They get five windows each.
  const smaller = 5 * SEARCH_WINDOW;
  await fillAdminTables(database.db, {
    ...adminVolumes(0.02),
    spontaneousApplications: smaller,
    profiles: smaller,
    talentInterviews: smaller,
    contacts: smaller,
  });
  await database.db.execute(sql`analyze`);
}, 600_000);
afterAll(() => database.close());

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** The nodes of the page's plan, as `db` (a transaction with its settings, or not) plans it. */
async function planOf(
  resource: keyof typeof LIST_SPECS,
  params: Record<string, string>,
  db = database.db,
  options: { asSet?: boolean } = {},
) {
  const spec = LIST_SPECS[resource] as unknown as ListSpec<PgTable>;
  const query = listQuery.parse({ size: '25', ...params });
  const page = pageQuery(db, spec, query, [], options);
  const { rows } = (await db.execute(sql`explain (format json) ${page}`)) as { rows: unknown[] };
  return nodesOf((rows[0] as { 'QUERY PLAN': [{ Plan: PlanNode }] })['QUERY PLAN'][0].Plan);
}

/** The tables the page's plan reads from start to end. */
async function seqScans(resource: PipelineResource, params: Record<string, string>): Promise<string[]> {
  return (await planOf(resource, params)).filter((n) => n['Node Type'] === 'Seq Scan').map((n) => n['Relation Name']!);
}

const PIPELINES: PipelineResource[] = [
  'job-applications',
  'spontaneous-applications',
  'profiles',
  'talent-interviews',
  'contacts',
];

function casesOf(resource: PipelineResource): [string, Record<string, string>][] {
  const spec = LIST_SPECS[resource] as unknown as ListSpec<PgTable>;
  const states = spec.process!.states;
  return [
    ...Object.keys(spec.sortable).flatMap((f): [string, Record<string, string>][] => [
      [`sort ${f}:asc`, { sort: `${f}:asc` }],
      [`sort ${f}:desc`, { sort: `${f}:desc` }],
    ]),
    [`state ${states[0]}`, { process: states[0]! }],
    ['a month by name', { from: '2025-03-01', to: '2025-03-31', sort: 'lastName:asc' }],
    ['search a name', { q: 'peeters' }],
    ['search + state + name sort', { q: 'peeters', process: states[0]!, sort: 'lastName:asc' }],
    // At 2 % size the smaller tables (2,000 to 4,000 rows) are read whole for digit trigrams, rightly.
    ...(resource.endsWith('applications')
      ? [['search a rare e-mail domain', { q: '@mail7.test' }] as [string, Record<string, string>]]
      : []),
  ];
}

describe('the admin lists read their indexes, not their whole tables', () => {
  for (const resource of PIPELINES)
    it.each(casesOf(resource))(`${resource}: %s`, async (_name, params) => {
      expect(await seqScans(resource, params)).toEqual([]);
    });

  it('a page deep in a list seeks its cursor', async () => {
    const spec = LIST_SPECS['job-applications'] as unknown as ListSpec<PgTable>;
    let query = listQuery.parse({ size: '100' });
    for (let i = 0; i < 3; i++) {
      const page = await listRecords(database.db, spec, query);
      query = listQuery.parse({ size: '100', after: page.next! });
    }
    expect(await seqScans('job-applications', { after: query.after! })).toEqual([]);
  });

  it('a search sorted by the column it searches reads its matches from an index as a set, then sorts them', async () => {
    const params = { q: 'peeters', process: 'NEW', sort: 'lastName:asc' };
    const nodes = await withIndexScansOff(database.db, (tx) => planOf('job-applications', params, tx));
    const indexes = nodes.map((n) => `${n['Node Type']} ${n['Index Name'] ?? n['Relation Name'] ?? ''}`.trim());
    expect(indexes).toContain('Sort');
    expect(indexes).toContain('Bitmap Heap Scan job_applications');
    expect(indexes.filter((i) => i.includes('job_applications_last_name_idx') || i.startsWith('Seq Scan'))).toEqual([]);
  });

  // Issue 26, item 23: the jobs list's search read every job (ORed ILIKE over four columns of 2-3 kB rows).
  describe('the jobs list searches the narrow copy of the jobs', () => {
    beforeAll(async () => {
      await database.db.execute(sql`insert into jobs (job_ref, title, region, technical_skills, creation_date)
        select 'JOB-' || i, (array['Java developer', 'Data engineer', 'Accountant', 'Nurse'])[1 + i % 4] || ' ' || i,
          'Antwerpen', 'skills ' || i || ' ' || repeat('Java Spring SQL ', 8), now() - i * interval '1 hour' from generate_series(1, 30000) i`);
      await database.db.execute(sql`analyze jobs`);
      await database.db.execute(sql`analyze job_search`);
    }, 300_000);
    const operations = async (params: Record<string, string>, asSet = false) =>
      (await planOf('jobs', params, database.db, { asSet })).map((n) =>
        `${n['Node Type']} ${n['Index Name'] ?? n['Relation Name'] ?? ''}`.trim(),
      );

    it.each([
      ['a word in many jobs', { q: 'developer' }],
      ['a word in many jobs, by title', { q: 'developer', sort: 'title:asc' }],
      ['one reference', { q: 'JOB-4242' }],
    ])('%s: no job is read whole (a quarter of the narrow copy may be)', async (_name, params) => {
      for (const asSet of [false, true])
        expect((await operations(params, asSet)).filter((o) => o.startsWith('Seq Scan jobs'))).toEqual([]);
    });

    it('a rare word is found in the trigram index of the copy, in both shapes', async () => {
      for (const asSet of [false, true]) {
        const plan = await operations({ q: 'JOB-4242' }, asSet);
        expect(plan).toContain('Bitmap Index Scan job_search_admin_idx');
        expect(plan.filter((o) => o.startsWith('Seq Scan'))).toEqual([]);
      }
    });

    it('the matches of a narrow search are read as a set by the primary key, then sorted', async () => {
      const plan = await operations({ q: 'JOB-4242', sort: 'title:asc' }, true);
      expect(plan).toContain('Sort');
      expect(plan.filter((o) => o.includes('jobs_title_idx') || o.startsWith('Seq Scan'))).toEqual([]);
    });

    it('finds what the columns hold, and no match across two of them', async () => {
      const spec = LIST_SPECS.jobs as unknown as ListSpec<PgTable>;
      const page = (q: string) => listRecords(database.db, spec, listQuery.parse({ q, size: '5' }));
      expect((await page('JOB-4242')).items.map((j) => (j as { jobRef: string }).jobRef)).toEqual(['JOB-4242']);
      expect(await page('antwerpen')).toMatchObject({ total: SEARCH_COUNT_CAP, totalCapped: true });
      expect((await page('skills 77')).items.length).toBe(5);
      expect((await page('4242 antwerpen')).total).toBe(0);
    });
  });

  it('fails on a list without its index (the check can fail)', async () => {
    await database.db.execute(sql`drop index contacts_last_name_idx`);
    expect(await seqScans('contacts', { sort: 'lastName:asc' })).toEqual(['contacts']);
  });
});
