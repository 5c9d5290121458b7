import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminTestApp, body, staff } from '../../../tests/helpers/admin.ts';
import {
  createJob,
  createJobApplication,
  createManager,
  createSpontaneousApplication,
  newMarker,
} from '../../../tests/helpers/factories.ts';
import type { Actor } from '../../shared/policy.ts';
import { funnelQuery, type FunnelReport } from '../../shared/schemas/report.ts';
import { funnelReport } from './funnel.ts';
import { jobApplications, spontaneousApplications, stateHistory } from '../db/schema/index.ts';
import { anonymiseRecords } from '../privacy/anonymise.ts';
import { rowsOf } from '../db/rows.ts';

/**
 * Issue 31 item 5 (docs/decisions/0062): the funnel on a small hand-made history, every figure worked out by hand
 * (the comments say how), through the triggers that keep funnel_records and funnel_stays, then rebuilt in one pass.
 */
const ctx = adminTestApp();
const DAY = 86_400_000;
const T0 = new Date('2026-03-02T10:00:00Z');
const at = (days: number) => new Date(T0.getTime() + days * DAY);
type Steps = [state: string, day: number][];

let jobX: number;
let managerX: number;
let ids: Record<string, number>;

/** Gives a record its hand-made history: received at `received`, then each move at its day. */
async function makeHistory(
  type: 'job-applications' | 'spontaneous-applications',
  id: number,
  steps: Steps,
  received = T0,
) {
  const { db } = ctx.t.app;
  const table = type === 'job-applications' ? jobApplications : spontaneousApplications;
  await db.delete(stateHistory).where(and(eq(stateHistory.recordType, type), eq(stateHistory.recordId, id)));
  await db.execute(sql`delete from funnel_stays where record_type = ${type} and record_id = ${id}`);
  await db.execute(sql`delete from funnel_records where record_type = ${type} and record_id = ${id}`);
  await db.update(table).set({ creationDate: received }).where(eq(table.id, id));
  let from: string | null = null;
  for (const [state, day] of steps) {
    const changedAt = new Date(received.getTime() + day * DAY);
    await db
      .insert(stateHistory)
      .values({ recordType: type, recordId: id, fromState: from, toState: state, changedAt });
    from = state;
  }
  await db.update(table).set({ process: from! }).where(eq(table.id, id));
}

async function application(source: string, steps: Steps, received = T0, jobId = jobX) {
  const row = await createJobApplication(ctx.t.app, { jobId, source: { utmSource: source } });
  await makeHistory('job-applications', row.id, steps, received);
  return row.id;
}

beforeAll(async () => {
  managerX = (await createManager(ctx.t.app)).id;
  jobX = (await createJob(ctx.t.app, newMarker(), { managerId: managerX })).id;
  ids = {
    // A: every stage, hired on day 10.
    A: await application('rss', [
      ['NEW', 0],
      ['IN_REVIEW', 1],
      ['INTERVIEW', 3],
      ['OFFER', 7],
      ['HIRED', 10],
    ]),
    // B: refused while in review.
    B: await application('rss', [
      ['NEW', 0],
      ['IN_REVIEW', 2],
      ['NO_GO', 4],
    ]),
    // C: skipped the review, withdrew at the offer.
    C: await application('direct', [
      ['NEW', 0],
      ['INTERVIEW', 4],
      ['OFFER', 5],
      ['WITHDRAWN', 6],
    ]),
    // D: still new; erased on day 8 below (anonymised, its open record ended WITHDRAWN).
    D: await application('linkedin.com', [['NEW', 0]]),
    // E: skipped the offer, hired on day 12.
    E: await application('direct', [
      ['NEW', 0],
      ['IN_REVIEW', 1],
      ['INTERVIEW', 2],
      ['HIRED', 12],
    ]),
    // F: received in April, outside the period.
    F: await application(
      'rss',
      [
        ['NEW', 0],
        ['HIRED', 1],
      ],
      new Date('2026-04-15T10:00:00Z'),
    ),
  };
  // G: a spontaneous application (no job), in review since day 3.
  const g = await createSpontaneousApplication(ctx.t.app, { source: { utmSource: 'indeed' } });
  await makeHistory('spontaneous-applications', g.id, [
    ['NEW', 0],
    ['IN_REVIEW', 3],
  ]);
  ids.G = g.id;
  await ctx.t.app.db.transaction((tx) =>
    anonymiseRecords(tx, [{ recordType: 'job-applications', id: ids.D! }], at(8), 'test'),
  );
});

const MARCH = 'from=2026-03-01&to=2026-03-31';
const report = async (query: string, who = ctx.admin) => {
  const res = await who.get(`/api/reports/funnel?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return body<FunnelReport>(res);
};

/*
 * March: A, B, C, D, E (job X) and G (spontaneous); F is April's. Furthest stage: A 5, B 2, C 4, D 1, E 5, G 2.
 * Time in NEW: A 1, B 2, C 4, D 8, E 1, G 3 -> [1,1,2,3,4,8]: median 2.5, p90 at 4.5 -> 4 + 0.5 * 4 = 6.
 * IN_REVIEW: A 2, B 2, E 1 (G's stay is open) -> median 2, p90 2. INTERVIEW: A 4, C 1, E 10 -> median 4,
 * p90 at 1.8 -> 4 + 0.8 * 6 = 8.8. OFFER: A 3, C 1 -> median 2, p90 1 + 0.9 * 2 = 2.8. Hired: A 10, E 12 days.
 */
const EXPECTED_STAGES = [
  { state: 'NEW', reached: 6, conversion: null, droppedOut: 1, medianDays: 2.5, p90Days: 6 },
  { state: 'IN_REVIEW', reached: 5, conversion: 0.8333, droppedOut: 1, medianDays: 2, p90Days: 2 },
  { state: 'INTERVIEW', reached: 3, conversion: 0.6, droppedOut: 0, medianDays: 4, p90Days: 8.8 },
  { state: 'OFFER', reached: 3, conversion: 1, droppedOut: 1, medianDays: 2, p90Days: 2.8 },
  { state: 'HIRED', reached: 2, conversion: 0.6667, droppedOut: 0, medianDays: null, p90Days: null },
];

describe('GET /api/reports/funnel', () => {
  it('the period: stages, conversion, drop-out, time in stage, time to hire, sources; the anonymised counted', async () => {
    const r = await report(MARCH);
    expect(r).toMatchObject({ from: '2026-03-01', to: '2026-03-31', applications: 6, anonymised: 1 });
    expect(r.stages).toEqual(EXPECTED_STAGES);
    expect(r.timeToHire).toEqual({ hires: 2, medianDays: 11, p90Days: 11.8 });
    expect(r.sources).toEqual([
      { source: 'direct', applications: 2, hires: 1 },
      { source: 'rss', applications: 2, hires: 1 },
      { source: 'indeed', applications: 1, hires: 0 },
      { source: 'linkedin.com', applications: 1, hires: 0 },
    ]);
  });

  it('rebuilt from the history in one pass (funnel_rebuild), the same figures', async () => {
    await ctx.t.app.db.execute(sql`select funnel_rebuild()`);
    const r = await report(MARCH);
    expect(r.stages).toEqual(EXPECTED_STAGES);
    expect(r.anonymised).toBe(1);
    expect(r.timeToHire).toEqual({ hires: 2, medianDays: 11, p90Days: 11.8 });
  });

  it('narrowed by job, manager and source; April alone', async () => {
    const byJob = await report(`${MARCH}&jobId=${jobX}`);
    expect(byJob.applications).toBe(5); // G, spontaneous, has no job
    expect(byJob.stages.map((s) => s.reached)).toEqual([5, 4, 3, 3, 2]);
    const byManager = await report(`${MARCH}&managerId=${managerX}`);
    expect(byManager.stages.map((s) => s.reached)).toEqual([5, 4, 3, 3, 2]);
    const rss = await report(`${MARCH}&source=rss`);
    expect(rss.stages.map((s) => s.reached)).toEqual([2, 2, 1, 1, 1]);
    expect(rss.sources).toEqual([{ source: 'rss', applications: 2, hires: 1 }]);
    const april = await report('from=2026-04-01&to=2026-04-30');
    expect(april).toMatchObject({ applications: 1, timeToHire: { hires: 1, medianDays: 1, p90Days: 1 } });
  });

  it("a staff correction of the source moves the record's figures", async () => {
    const res = await ctx.admin.send('PATCH', `/api/job-applications/${ids.B}`, { source: 'jobfair' });
    expect(res.statusCode).toBe(200);
    const r = await report(MARCH);
    expect(r.sources).toContainEqual({ source: 'jobfair', applications: 1, hires: 0 });
    expect(r.sources).toContainEqual({ source: 'rss', applications: 1, hires: 1 });
    await ctx.admin.send('PATCH', `/api/job-applications/${ids.B}`, { source: 'rss' });
  });

  it('a MANAGER limited to their charge sees their jobs only', async () => {
    const make = async (userName: string, idManager: number) => {
      const password = 'manager-password-1';
      const res = await ctx.admin.send('POST', '/api/user/add', {
        userName,
        password,
        role: 'MANAGER',
        idManager,
        recordScope: 'charge',
      });
      expect(res.statusCode, res.body).toBe(201);
      return staff(ctx.t, await ctx.t.login(userName, password));
    };
    const mine = await make('funnel.mine', managerX);
    expect((await report(MARCH, mine)).applications).toBe(5);
    const other = await make('funnel.other', (await createManager(ctx.t.app)).id);
    const r = await report(MARCH, other);
    expect(r.applications).toBe(0);
    expect((await report(`${MARCH}&managerId=${managerX}`, other)).applications).toBe(0);
  });

  it('the daily rollups equal a recomputation from the raw rows after inserts, moves, deletions and erasure', async () => {
    const { db } = ctx.t.app;
    // A move (G to INTERVIEW on day 5), a new application, a record deleted, another erased (anonymised).
    await db.insert(stateHistory).values({
      recordType: 'spontaneous-applications',
      recordId: ids.G!,
      fromState: 'IN_REVIEW',
      toState: 'INTERVIEW',
      changedAt: at(5),
    });
    await application('google.com', [
      ['NEW', 0],
      ['IN_REVIEW', 0.4],
      ['HIRED', 2.75],
    ]);
    await db.execute(sql`delete from funnel_stays where record_type = 'job-applications' and record_id = ${ids.C!}`);
    await db.execute(sql`delete from funnel_records where record_type = 'job-applications' and record_id = ${ids.C!}`);
    await db.transaction((tx) =>
      anonymiseRecords(tx, [{ recordType: 'job-applications', id: ids.E! }], at(20), 'test'),
    );
    const rows = async (q: ReturnType<typeof sql>) => rowsOf<Record<string, unknown>>(await db.execute(q));
    const counts = sql`select day::text, source, furthest, state, anonymised, hire_days, n::int from`;
    const kept = await rows(sql`${counts} funnel_day_counts where n <> 0 order by 1, 2, 3, 4, 5, 6`);
    const recomputed = await rows(sql`${counts} (
        select (received_at at time zone 'Europe/Brussels')::date as day, source, furthest, state, anonymised,
          floor(extract(epoch from (hired_at - received_at)) / 86400)::int as hire_days, count(*) as n
        from funnel_records group by 1, 2, 3, 4, 5, 6) r order by 1, 2, 3, 4, 5, 6`);
    expect(kept.length).toBeGreaterThan(5);
    expect(kept).toEqual(recomputed);
    const stays = sql`select day::text, source, state, bucket, n::int from`;
    const keptStays = await rows(sql`${stays} funnel_day_stays where n <> 0 order by 1, 2, 3, 4`);
    const recomputedStays = await rows(sql`${stays} (
        select (received_at at time zone 'Europe/Brussels')::date as day, source, state, floor(days)::int as bucket,
          count(*) as n from funnel_stays where days is not null and state in ('NEW', 'IN_REVIEW', 'INTERVIEW', 'OFFER')
        group by 1, 2, 3, 4) r order by 1, 2, 3, 4`);
    expect(keptStays.length).toBeGreaterThan(5);
    expect(keptStays).toEqual(recomputedStays);
    // The report from the rollups (whole period) equals the one read from the records (every job: one job here,
    // plus G the spontaneous one, which the job filter leaves out, so compared with G's figures removed).
    const whole = await report(MARCH);
    const raw = await rows(sql`
      select state, percentile_cont(0.5) within group (order by days) as median,
        percentile_cont(0.9) within group (order by days) as p90
      from funnel_stays where days is not null and state in ('NEW', 'IN_REVIEW', 'INTERVIEW', 'OFFER')
        and received_at >= '2026-03-01' and received_at < '2026-04-01' group by state`);
    const round = (v: unknown) => Math.round(Number(v) * 100) / 100;
    for (const r of raw as { state: string; median: unknown; p90: unknown }[]) {
      const stage = whole.stages.find((s) => s.state === r.state)!;
      expect([stage.medianDays, stage.p90Days], r.state).toEqual([round(r.median), round(r.p90)]);
    }
    const [hire] = (await rows(sql`
      select count(*)::int as hires,
        percentile_cont(0.5) within group (order by extract(epoch from hired_at - received_at) / 86400) as m,
        percentile_cont(0.9) within group (order by extract(epoch from hired_at - received_at) / 86400) as p
      from funnel_records where hired_at is not null and received_at >= '2026-03-01' and received_at < '2026-04-01'`)) as {
      hires: number;
      m: unknown;
      p: unknown;
    }[];
    expect(whole.timeToHire).toEqual({ hires: hire!.hires, medianDays: round(hire!.m), p90Days: round(hire!.p) });
    expect(whole.timeToHire.hires).toBe(3); // A, E and the new one (2.75 days)
    // Rebuilt in one pass: the rollups are emptied with the tables and refilled row by row, the same.
    await db.execute(sql`select funnel_rebuild()`);
    expect(await rows(sql`${counts} funnel_day_counts where n <> 0 order by 1, 2, 3, 4, 5, 6`)).toEqual(
      await rows(sql`${counts} (
        select (received_at at time zone 'Europe/Brussels')::date as day, source, furthest, state, anonymised,
          floor(extract(epoch from (hired_at - received_at)) / 86400)::int as hire_days, count(*) as n
        from funnel_records group by 1, 2, 3, 4, 5, 6) r order by 1, 2, 3, 4, 5, 6`),
    );
    expect(await report(MARCH)).toEqual(await report(MARCH));
  });

  it('moves back and forth, whole and partial months: the rollups (daily, monthly, bucket values) equal a recomputation, the report the direct one', async () => {
    const { db } = ctx.t.app;
    const feb = new Date('2026-02-20T09:30:00Z');
    const apr = new Date('2026-04-03T16:45:00Z');
    // Back and forth: review, back to new, review again, interview, back to review, refused.
    await application('rss', [
      ['NEW', 0],
      ['IN_REVIEW', 1],
      ['NEW', 2],
      ['IN_REVIEW', 3.5],
      ['INTERVIEW', 5],
      ['IN_REVIEW', 6],
      ['NO_GO', 7.25],
    ]);
    // Two with the same stays (a bucket with one value), one in the same buckets with other values, in February.
    for (const source of ['rss', 'rss', 'direct'])
      await application(
        source,
        [
          ['NEW', 0],
          ['IN_REVIEW', source === 'direct' ? 1.5 : 1],
          ['HIRED', source === 'direct' ? 9.2 : 9],
        ],
        feb,
      );
    const gone = await application(
      'rss',
      [
        ['NEW', 0],
        ['IN_REVIEW', 1.75],
      ],
      apr,
    );
    await application(
      'indeed',
      [
        ['NEW', 0],
        ['INTERVIEW', 1.75],
        ['OFFER', 4],
        ['INTERVIEW', 4.5],
        ['HIRED', 30],
      ],
      apr,
    );
    // Moved back after the fact (a history row out of order is the truth too), a source corrected, one erased, one
    // deleted.
    await makeHistory(
      'job-applications',
      gone,
      [
        ['NEW', 0],
        ['IN_REVIEW', 1.75],
        ['NEW', 2],
      ],
      apr,
    );
    await ctx.admin.send('PATCH', `/api/job-applications/${ids.A}`, { source: 'google.com' });
    await db.transaction((tx) =>
      anonymiseRecords(tx, [{ recordType: 'job-applications', id: ids.A! }], at(40), 'test'),
    );
    await db.execute(sql`delete from funnel_stays where record_type = 'job-applications' and record_id = ${ids.B!}`);
    await db.execute(sql`delete from funnel_records where record_type = 'job-applications' and record_id = ${ids.B!}`);

    const rows = async (q: ReturnType<typeof sql>) => rowsOf<Record<string, unknown>>(await db.execute(q));
    const span = (unit: 'day' | 'month') =>
      sql.raw(
        unit === 'day'
          ? `(received_at at time zone 'Europe/Brussels')::date::text`
          : `date_trunc('month', received_at at time zone 'Europe/Brussels')::date::text`,
      );
    const hireValue = sql`(extract(epoch from (hired_at - received_at)) / 86400)::float8`;
    for (const unit of ['day', 'month'] as const) {
      const counts = await rows(sql`select ${sql.raw(unit)}::text as at, source, furthest, state, anonymised, hire_days,
          n::int, hire_value from ${sql.raw(`funnel_${unit}_counts`)} where n <> 0 order by 1, 2, 3, 4, 5, 6`);
      const recount = await rows(sql`select ${span(unit)} as at, source, furthest, state, anonymised,
          floor(extract(epoch from (hired_at - received_at)) / 86400)::int as hire_days, count(*)::int as n,
          case when min(${hireValue}) = max(${hireValue}) then min(${hireValue}) end as hire_value
        from funnel_records group by 1, 2, 3, 4, 5, 6 order by 1, 2, 3, 4, 5, 6`);
      // A kept value is always right; it may be missing (cleared by a removal) where the recount has one.
      expect(counts.map((r) => ({ ...r, hire_value: undefined }))).toEqual(
        recount.map((r) => ({ ...r, hire_value: undefined })),
      );
      counts.forEach((r, i) => r.hire_value !== null && expect(r.hire_value, unit).toBe(recount[i]!.hire_value));
      const stays = await rows(sql`select ${sql.raw(unit)}::text as at, source, state, bucket, n::int, value
        from ${sql.raw(`funnel_${unit}_stays`)} where n <> 0 order by 1, 2, 3, 4`);
      const restays = await rows(sql`select ${span(unit)} as at, source, state, floor(days)::int as bucket,
          count(*)::int as n, case when min(days) = max(days) then min(days) end as value
        from funnel_stays where days is not null and state in ('NEW', 'IN_REVIEW', 'INTERVIEW', 'OFFER')
        group by 1, 2, 3, 4 order by 1, 2, 3, 4`);
      expect(stays.map((r) => ({ ...r, value: undefined }))).toEqual(restays.map((r) => ({ ...r, value: undefined })));
      stays.forEach((r, i) => r.value !== null && expect(r.value, unit).toBe(restays[i]!.value));
      expect(stays.some((r) => r.value !== null)).toBe(true);
      expect(stays.some((r) => r.value === null)).toBe(true);
    }
    // The report from the rollups equals the one read from the records, over whole months, partial ones, one day.
    const admin: Actor = { role: 'ADMIN', recordScope: 'all', idManager: null };
    const now = new Date('2026-06-30T12:00:00Z');
    const periods = [
      { from: '2026-02-01', to: '2026-04-30' },
      { from: '2026-02-15', to: '2026-04-20' },
      { from: '2026-02-20', to: '2026-03-02' },
      { from: '2026-03-02', to: '2026-03-02' },
      { from: '2026-01-01', to: '2026-12-31', source: 'rss' },
      {},
    ];
    const compare = async () => {
      for (const raw of periods) {
        const q = funnelQuery.parse(raw);
        const direct = await funnelReport(db, q, admin, now, { direct: true });
        expect(await funnelReport(db, q, admin, now), JSON.stringify(raw)).toEqual(direct);
      }
    };
    await compare();
    const whole = await funnelReport(db, funnelQuery.parse(periods[0]!), admin, now);
    expect(whole.applications).toBeGreaterThan(8);
    expect(whole.timeToHire.hires).toBeGreaterThan(3);
    // Rebuilt in one pass from the history: the rollups filled again (every bucket's value known), the same answers
    // as the records; B, whose funnel rows alone were deleted above, is back from its history.
    await db.execute(sql`select funnel_rebuild()`);
    await compare();
    const rebuilt = await funnelReport(db, funnelQuery.parse(periods[0]!), admin, now);
    expect(rebuilt.applications).toBe(whole.applications + 1);
  }, 120_000);

  it('bad filters: 400 naming them', async () => {
    for (const [query, field] of [
      ['from=2026-03-31&to=2026-03-01', 'to'],
      ['from=31-03-2026', 'from'],
      ['source=not%20a%20source', 'source'],
      ['jobId=abc', 'jobId'],
    ]) {
      const res = await ctx.admin.get(`/api/reports/funnel?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(body<{ error: { fields: Record<string, string> } }>(res).error.fields)).toContain(field);
    }
  });
});
