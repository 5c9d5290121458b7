import { sql, type SQL } from 'drizzle-orm';
import { firmDay } from '../../shared/firm-time.ts';
import { limitedToCharge, type Actor } from '../../shared/policy.ts';
import { FUNNEL_STAGES, type FunnelReport, type funnelQuery } from '../../shared/schemas/report.ts';
import type { z } from 'zod';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { periodRows } from './funnel-spans.ts';

type Db = Pick<Database, 'execute'>;

const DAY_MS = 86_400_000;
/** The default period: the twelve months up to today. */
const DEFAULT_DAYS = 365;

const num = (v: unknown): number => Number(v ?? 0);
const daysOrNull = (v: unknown): number | null =>
  v === null || v === undefined ? null : Math.round(Number(v) * 100) / 100;

/**
 * The funnel of the applications received in a period (issue 31 item 5, docs/decisions/0062), read from
 * `funnel_records` and `funnel_stays` (kept from the state history by the triggers of migration 0025): how many
 * reached each stage (or a later one: recruiters skip stages), the conversion from one stage to the next, how many
 * ended at each stage, the median and 90th percentile of the days spent in each stage (percentile_cont over the
 * stays that ended), the time to hire, and applications and hires per source. Anonymised applications stay in
 * every figure. Job and spontaneous applications count, but a job, a manager or a MANAGER limited to their charge
 * (docs/decisions/0046) narrows it to the applications to those jobs.
 */
export async function funnelReport(
  db: Db,
  query: z.output<typeof funnelQuery>,
  actor: Actor,
  now: Date,
  /** Read the records even for a whole period (the rollup tests and the bench compare the two answers). */
  options: { direct?: boolean } = {},
): Promise<FunnelReport> {
  const to = query.to ?? firmDay(now);
  const from = query.from ?? firmDay(new Date(Date.parse(`${to}T12:00:00Z`) - (DEFAULT_DAYS - 1) * DAY_MS));
  let managerId = query.managerId;
  if (limitedToCharge(actor)) {
    // Only their jobs' applications: another manager's figures are outside their charge.
    if (managerId !== undefined && managerId !== actor.idManager) managerId = -1;
    else managerId = actor.idManager ?? -1;
  }
  const onlyJobs = query.jobId !== undefined || managerId !== undefined;
  const where: SQL[] = [
    sql`received_at >= (${from}::date)::timestamp at time zone 'Europe/Brussels'`,
    sql`received_at < (${to}::date + 1)::timestamp at time zone 'Europe/Brussels'`,
    onlyJobs
      ? sql`record_type = 'job-applications'`
      : sql`record_type in ('job-applications', 'spontaneous-applications')`,
  ];
  if (query.jobId !== undefined) where.push(sql`job_id = ${query.jobId}`);
  // `= any(array(…))`: the manager's jobs read once, then each job's rows through the job index (migration 0033).
  if (managerId !== undefined)
    where.push(sql`job_id = any(array(select id from jobs where manager_id = ${managerId}))`);
  if (query.source !== undefined) where.push(sql`source = ${query.source}`);
  const cond = sql.join(where, sql` and `);

  const { totals, sources, stays } =
    onlyJobs || options.direct ? await fromRecords(db, cond) : await fromRollup(db, { from, to, source: query.source });
  const t = totals;
  const stayOf = new Map(stays.map((r) => [r.state, r]));
  const reached = FUNNEL_STAGES.map((_s, i) => num(t[`r${i + 1}`]));
  return {
    from,
    to,
    applications: num(t.applications),
    anonymised: num(t.anonymised),
    stages: FUNNEL_STAGES.map((state, i) => ({
      state,
      reached: reached[i]!,
      conversion:
        i === 0 || reached[i - 1] === 0 ? null : Math.round((reached[i]! / reached[i - 1]!) * 10_000) / 10_000,
      droppedOut: num(t[`d${i + 1}`]),
      medianDays: daysOrNull(stayOf.get(state)?.median),
      p90Days: daysOrNull(stayOf.get(state)?.p90),
    })),
    sources: sources.map((r) => ({
      source: r.source,
      applications: num(r.applications),
      hires: num(r.hires),
    })),
    timeToHire: { hires: num(t.hires), medianDays: daysOrNull(t.hire_median), p90Days: daysOrNull(t.hire_p90) },
  };
}

type Totals = Record<string, unknown>;
type SourceRow = { source: string; applications: unknown; hires: unknown };
type StayRow = { state: string; median: unknown; p90: unknown };
type Figures = { totals: Totals; sources: SourceRow[]; stays: StayRow[] };
const STAY_STATES = sql`state in ('NEW', 'IN_REVIEW', 'INTERVIEW', 'OFFER')`;

/** A job's or a manager's funnel (a small cohort, read through the job indexes): straight from the records. */
async function fromRecords(db: Db, cond: SQL): Promise<Figures> {
  const reachedCols = FUNNEL_STAGES.map(
    (_s, i) => sql`count(*) filter (where furthest >= ${sql.raw(String(i + 1))}) as ${sql.raw(`r${i + 1}`)}`,
  );
  const droppedCols = FUNNEL_STAGES.map(
    (_s, i) =>
      sql`count(*) filter (where furthest = ${sql.raw(String(i + 1))} and state in ('NO_GO', 'WITHDRAWN')) as ${sql.raw(`d${i + 1}`)}`,
  );
  const hireDays = sql`extract(epoch from hired_at - received_at) / 86400`;
  const [totals, sources, stays] = await Promise.all([
    db.execute(sql`
      select count(*) as applications, count(*) filter (where anonymised) as anonymised,
        ${sql.join(reachedCols, sql`, `)}, ${sql.join(droppedCols, sql`, `)},
        count(hired_at) as hires,
        percentile_cont(0.5) within group (order by ${hireDays}) filter (where hired_at is not null) as hire_median,
        percentile_cont(0.9) within group (order by ${hireDays}) filter (where hired_at is not null) as hire_p90
      from funnel_records where ${cond}`),
    db.execute(sql`
      select source, count(*) as applications, count(hired_at) as hires
      from funnel_records where ${cond}
      group by source order by count(*) desc, source collate "C" limit 100`),
    db.execute(sql`
      select state, percentile_cont(0.5) within group (order by days) as median,
        percentile_cont(0.9) within group (order by days) as p90
      from funnel_stays where days is not null and ${STAY_STATES} and ${cond}
      group by state`),
  ]);
  return {
    totals: rowsOf<Totals>(totals)[0] ?? {},
    sources: rowsOf<SourceRow>(sources),
    stays: rowsOf<StayRow>(stays),
  };
}

/** A histogram bucket summed over the period: its count, and its one exact value when all of them are the same. */
type Bucket = { bucket: number; n: number; value: number | null };
type Rank = { bucket: Bucket; offset: number };

/**
 * The ranks percentile_cont reads for `p` over `total` values (the two around p x (total - 1)), found in the
 * histogram's whole-day buckets: each bucket and the offset inside it.
 */
function ranksIn(buckets: Bucket[], total: number, p: number) {
  const pos = p * (total - 1);
  const ranks = [Math.floor(pos), Math.ceil(pos)];
  return {
    fraction: pos - ranks[0]!,
    at: ranks.map((rank): Rank => {
      let before = 0;
      for (const b of buckets) {
        if (rank < before + b.n) return { bucket: b, offset: rank - before };
        before += b.n;
      }
      throw new Error('funnel rollup: rank outside the histogram');
    }) as [Rank, Rank],
  };
}

/**
 * The values at two ranks: a bucket whose values are all the same gives it at once (no read); otherwise the exact
 * values of that bucket alone are read (`valuesOf`, sorted, from the offset), once when both ranks fall in it.
 */
async function valuesAt(
  [lo, hi]: [Rank, Rank],
  valuesOf: (bucket: number, offset: number, count: number) => Promise<number[]>,
): Promise<[number, number]> {
  const at = async (r: Rank) => r.bucket.value ?? (await valuesOf(r.bucket.bucket, r.offset, 1))[0]!;
  if (lo.bucket === hi.bucket && lo.bucket.value === null) {
    const v = await valuesOf(lo.bucket.bucket, lo.offset, hi.offset - lo.offset + 1);
    return [v[0]!, v[v.length - 1]!];
  }
  return Promise.all([at(lo), at(hi)]);
}

/**
 * percentile_cont(0.5) and (0.9) exactly from a whole-day histogram: the bucket holding each needed rank, then its
 * value (`valuesAt`), interpolated as PostgreSQL does.
 */
async function percentilesFrom(
  buckets: Bucket[],
  valuesOf: (bucket: number, offset: number, count: number) => Promise<number[]>,
): Promise<[number | null, number | null]> {
  const total = buckets.reduce((a, b) => a + b.n, 0);
  if (total === 0) return [null, null];
  return Promise.all(
    [0.5, 0.9].map(async (p) => {
      const { fraction, at } = ranksIn(buckets, total, p);
      const [first, second] = await valuesAt(at, valuesOf);
      return fraction === 0 ? first : first + (second - first) * fraction;
    }),
  ) as Promise<[number | null, number | null]>;
}

/** A bucket's one value, when every rollup row summed into it holds the same exact value (null otherwise). */
const sameValue = (column: string) =>
  sql.raw(`case when count(${column}) = count(*) and min(${column}) = max(${column}) then min(${column})::float8 end`);

type CountRow = {
  source: string;
  furthest: number;
  state: string;
  anonymised: boolean;
  hire_days: number | null;
  n: number;
  value: number | null;
};

/** Two buckets' rows summed: the counts added, the one value kept only when both have the same. */
const merged = (a: Bucket | undefined, b: Bucket): Bucket =>
  a ? { bucket: b.bucket, n: a.n + b.n, value: a.value !== null && a.value === b.value ? a.value : null } : b;

/** C order (byte order), as the SQL of `fromRecords` sorts the sources. */
const byBytes = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Totals, sources and the time-to-hire histogram from the period's count rows (summed per key). */
function countFigures(rows: CountRow[]) {
  const totals: Record<string, number> = { applications: 0, anonymised: 0, hires: 0 };
  const sources = new Map<string, { applications: number; hires: number }>();
  const hires = new Map<number, Bucket>();
  for (const r of rows) {
    const add = (key: string, n: number) => (totals[key] = (totals[key] ?? 0) + n);
    add('applications', r.n);
    if (r.anonymised) add('anonymised', r.n);
    for (let i = 1; i <= FUNNEL_STAGES.length; i++) {
      if (r.furthest >= i) add(`r${i}`, r.n);
      if (r.furthest === i && (r.state === 'NO_GO' || r.state === 'WITHDRAWN')) add(`d${i}`, r.n);
    }
    const source = sources.get(r.source) ?? { applications: 0, hires: 0 };
    source.applications += r.n;
    if (r.hire_days !== null) {
      add('hires', r.n);
      source.hires += r.n;
      hires.set(r.hire_days, merged(hires.get(r.hire_days), { bucket: r.hire_days, n: r.n, value: r.value }));
    }
    sources.set(r.source, source);
  }
  return {
    totals,
    sources: [...sources]
      .map(([source, v]) => ({ source, ...v }))
      .sort((a, b) => b.applications - a.applications || byBytes(a.source, b.source))
      .slice(0, 100),
    hireBuckets: [...hires.values()].sort((a, b) => a.bucket - b.bucket),
  };
}

/**
 * The whole period's funnel (every job and spontaneous application, or one source) from the rollups of migrations
 * 0038 and 0039 (docs/decisions/0062, addendum "speed"): whole months from the monthly rows, the partial months from
 * the daily ones (`periodRows`); the counts summed, the percentiles found in the whole-day histograms and taken from
 * their bucket's one value, or read exactly inside that bucket only when its values differ. Same figures as
 * `fromRecords` (the rollup test recomputes them).
 */
async function fromRollup(db: Db, period: { from: string; to: string; source: string | undefined }): Promise<Figures> {
  const { from, to, source } = period;
  const bySource = source === undefined ? sql`` : sql` and source = ${source}`;
  // Every funnel row is a job or spontaneous application: the bucket reads filter the period and source only, which
  // their indexes hold (an index-only scan of one bucket).
  const inPeriod = sql`received_at >= (${from}::date)::timestamp at time zone 'Europe/Brussels'
    and received_at < (${to}::date + 1)::timestamp at time zone 'Europe/Brussels'${bySource}`;
  const countRows = periodRows(
    'counts',
    sql`source, furthest, state, anonymised, hire_days, hire_value, n`,
    from,
    to,
    source,
  );
  const stayRows = periodRows('stays', sql`state, bucket, value, n`, from, to, source);
  const [counts, stayHist] = await Promise.all([
    db.execute(sql`
      select source, furthest::int as furthest, state, anonymised, hire_days, sum(n)::int as n,
        ${sameValue('hire_value')} as value
      from (${countRows}) r group by 1, 2, 3, 4, 5`),
    db.execute(sql`
      select state, bucket, sum(n)::int as n, ${sameValue('value')} as value
      from (${stayRows}) r group by 1, 2 order by 1, 2`),
  ]);
  const { totals, sources, hireBuckets } = countFigures(rowsOf<CountRow>(counts));
  const hireBucket = sql`floor(extract(epoch from (hired_at - received_at)) / 86400)`;
  const [hireMedian, hireP90] = await percentilesFrom(hireBuckets, async (bucket, offset, count) =>
    rowsOf<{ v: number }>(
      await db.execute(sql`
        select (extract(epoch from hired_at - received_at) / 86400)::float8 as v from funnel_records
        where hired_at is not null and ${hireBucket} = ${bucket} and ${inPeriod}
        order by v offset ${offset} limit ${count}`),
    ).map((r) => Number(r.v)),
  );
  const byState = new Map<string, Bucket[]>();
  for (const r of rowsOf<Bucket & { state: string }>(stayHist))
    byState.set(r.state, [...(byState.get(r.state) ?? []), { bucket: r.bucket, n: r.n, value: r.value }]);
  const stays = await Promise.all(
    [...byState].map(async ([state, buckets]) => {
      const [median, p90] = await percentilesFrom(buckets, async (bucket, offset, count) =>
        rowsOf<{ v: number }>(
          await db.execute(sql`
            select days::float8 as v from funnel_stays
            where days is not null and state = ${state} and floor(days) = ${bucket} and ${inPeriod}
            order by days offset ${offset} limit ${count}`),
        ).map((r) => Number(r.v)),
      );
      return { state, median, p90 };
    }),
  );
  return {
    totals: { ...totals, hire_median: hireMedian, hire_p90: hireP90 },
    sources,
    stays,
  };
}
