import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/helpers/test-database.ts';
import { adminVolumes, fillAdminTables } from '../../../bench/lib/admin-data.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { listQuery } from '../../shared/schemas/list-query.ts';
import type { PipelineResource } from '../../shared/schemas/pipeline.ts';
import { listRecords, pageQuery, withIndexScansOff, type ListSpec } from './list-records.ts';
import { LIST_SPECS } from './list-specs.ts';

/**
 * The indexes of migration 0006 guard the admin lists: with enough rows (the bench's generator, at 2 % of its
 * size) and fresh statistics, no list's page reads its whole table. PGlite by default, PostgreSQL with
 * DATABASE_URL (CI), the same planner either way.
 */
let database: DatabaseHandle & { dataDir: string };
beforeAll(async () => {
  database = await createTestDatabase();
  await fillAdminTables(database.db, adminVolumes(0.02));
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
async function planOf(resource: PipelineResource, params: Record<string, string>, db = database.db) {
  const spec = LIST_SPECS[resource] as unknown as ListSpec<PgTable>;
  const query = listQuery.parse({ size: '25', ...params });
  const { rows } = (await db.execute(sql`explain (format json) ${pageQuery(db, spec, query)}`)) as { rows: unknown[] };
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

  it('fails on a list without its index (the check can fail)', async () => {
    await database.db.execute(sql`drop index contacts_last_name_idx`);
    expect(await seqScans('contacts', { sort: 'lastName:asc' })).toEqual(['contacts']);
  });
});
