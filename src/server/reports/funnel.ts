import { sql, type SQL } from 'drizzle-orm';
import { firmDay } from '../../shared/firm-time.ts';
import { limitedToCharge, type Actor } from '../../shared/policy.ts';
import { FUNNEL_STAGES, type FunnelReport, type funnelQuery } from '../../shared/schemas/report.ts';
import type { z } from 'zod';
import type { Database } from '../db/client.ts';

type Db = Pick<Database, 'execute'>;

const DAY_MS = 86_400_000;
/** The default period: the twelve months up to today. */
const DEFAULT_DAYS = 365;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
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
      group by source order by count(*) desc, source limit 100`),
    db.execute(sql`
      select state, percentile_cont(0.5) within group (order by days) as median,
        percentile_cont(0.9) within group (order by days) as p90
      from funnel_stays where days is not null and state in ('NEW', 'IN_REVIEW', 'INTERVIEW', 'OFFER') and ${cond}
      group by state`),
  ]);
  const t = rowsOf<Record<string, unknown>>(totals)[0] ?? {};
  const stayOf = new Map(rowsOf<{ state: string; median: unknown; p90: unknown }>(stays).map((r) => [r.state, r]));
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
    sources: rowsOf<{ source: string; applications: unknown; hires: unknown }>(sources).map((r) => ({
      source: r.source,
      applications: num(r.applications),
      hires: num(r.hires),
    })),
    timeToHire: { hires: num(t.hires), medianDays: daysOrNull(t.hire_median), p90Days: daysOrNull(t.hire_p90) },
  };
}
