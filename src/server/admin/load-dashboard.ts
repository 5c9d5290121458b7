import { and, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { CHART_WEEKS, type Dashboard } from '../../shared/schemas/dashboard.ts';
import { PIPELINE_RESOURCES, type PipelineResource } from '../../shared/schemas/pipeline.ts';
import { statesOf } from '../../shared/schemas/process.ts';
import type { Database } from '../db/client.ts';
import {
  contacts,
  jobApplications,
  pipelineCounts,
  profiles,
  spontaneousApplications,
  talentInterviews,
  weeklyCounts,
} from '../db/schema/index.ts';
import { PIPELINE_DEFS } from './pipeline-defs.ts';

const WAITING_LIMIT = 8;

/** How each pipeline's waiting records are found and named on the admin home. */
const WAITING: Record<
  PipelineResource,
  { state: string; about: PgColumn | SQL; person: [PgColumn, PgColumn]; email: PgColumn }
> = {
  'job-applications': {
    state: 'NEW',
    about: jobApplications.jobTitle,
    person: [jobApplications.firstName, jobApplications.lastName],
    email: jobApplications.email,
  },
  'spontaneous-applications': {
    state: 'NEW',
    about: spontaneousApplications.post,
    person: [spontaneousApplications.firstName, spontaneousApplications.lastName],
    email: spontaneousApplications.email,
  },
  profiles: {
    state: 'NEW',
    about: profiles.profileTitle,
    person: [profiles.firstName, profiles.lastName],
    email: profiles.email,
  },
  'talent-interviews': {
    state: 'REQUESTED',
    about: sql`coalesce(nullif(${talentInterviews.client}, ''), ${talentInterviews.talentName})`,
    person: [talentInterviews.firstName, talentInterviews.lastName],
    email: talentInterviews.email,
  },
  contacts: {
    state: 'NEW',
    about: sql`coalesce(nullif(${contacts.post}, ''), left(${contacts.message}, 80))`,
    person: [contacts.firstName, contacts.lastName],
    email: contacts.email,
  },
};

/**
 * The records a user sees of each pipeline: `undefined` for all of them (the counts kept by triggers serve), or
 * the conditions of their charge (docs/decisions/0046), when the dashboard counts their records itself.
 */
export type DashboardScope = (resource: PipelineResource) => SQL[] | undefined;

/** Records per state, as the triggers of migration 0006 keep them: a few rows read, not a million counted. */
async function countsOf(db: Database, resource: PipelineResource, scope: SQL[] | undefined) {
  const { table } = PIPELINE_DEFS[resource];
  const rows = scope
    ? await db
        .select({ state: table.process, n: sql<number>`count(*)::int` })
        .from(table)
        .where(and(...scope))
        .groupBy(table.process)
    : await db
        .select({ state: pipelineCounts.process, n: pipelineCounts.n })
        .from(pipelineCounts)
        .where(eq(pipelineCounts.recordType, resource));
  const counts: Record<string, number> = Object.fromEntries(statesOf(resource).map((s) => [s, 0]));
  for (const r of rows) counts[String(r.state)] = Number(r.n);
  return counts;
}

async function waitingOf(db: Database, resource: PipelineResource, scope: SQL[] = []) {
  const { table } = PIPELINE_DEFS[resource];
  const w = WAITING[resource];
  const created = (table as unknown as { creationDate: PgColumn }).creationDate;
  const rows = await db
    .select({
      id: table.id,
      // A talent request names no person: its e-mail stands in.
      name: sql<string>`coalesce(nullif(trim(${w.person[0]} || ' ' || ${w.person[1]}), ''), ${w.email})`,
      about: sql<string>`${w.about}`,
      process: table.process,
      creationDate: created,
    })
    .from(table)
    .where(and(eq(table.process, w.state), ...scope))
    .orderBy(desc(created))
    .limit(WAITING_LIMIT);
  return rows.map((r) => ({
    resource,
    id: Number(r.id),
    name: r.name,
    about: r.about ?? '',
    process: String(r.process),
    creationDate: (r.creationDate as Date).toISOString(),
  }));
}

/** Mondays (UTC) of the last CHART_WEEKS weeks, oldest first. */
function weekStarts(now: Date): string[] {
  const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return Array.from({ length: CHART_WEEKS }, (_, i) => {
    const d = new Date(monday);
    d.setUTCDate(d.getUTCDate() - 7 * (CHART_WEEKS - 1 - i));
    return d.toISOString().slice(0, 10);
  });
}

/** Applications received per week since `since`, as the triggers of migration 0012 count them. */
async function perWeek(
  db: Database,
  resource: 'job-applications' | 'spontaneous-applications',
  since: string,
  scope: SQL[] | undefined,
) {
  if (scope) {
    // Counted the way the triggers count: the week's Monday, UTC.
    const { table } = PIPELINE_DEFS[resource];
    const created = (table as unknown as { creationDate: PgColumn }).creationDate;
    const week = sql<string>`(date_trunc('week', ${created} at time zone 'UTC')::date)::text`;
    const counted = await db
      .select({ week, n: sql<number>`count(*)::int` })
      .from(table)
      .where(and(sql`${created} >= ${since}::date`, ...scope))
      .groupBy(week);
    return new Map(counted.map((r) => [r.week, Number(r.n)]));
  }
  const rows = await db
    .select({ week: sql<string>`${weeklyCounts.week}::text`, n: weeklyCounts.n })
    .from(weeklyCounts)
    .where(and(eq(weeklyCounts.recordType, resource), gte(weeklyCounts.week, since)));
  return new Map(rows.map((r) => [r.week, Number(r.n)]));
}

/** The admin home's figures at `now`, of the records the user sees (`scope`, src/server/policies/). */
export async function loadDashboard(
  db: Database,
  now: Date,
  scope: DashboardScope = () => undefined,
): Promise<Dashboard> {
  const weeks = weekStarts(now);
  const [counts, waiting, jobs, spontaneous] = await Promise.all([
    Promise.all(PIPELINE_RESOURCES.map(async (r) => [r, await countsOf(db, r, scope(r))] as const)),
    Promise.all(PIPELINE_RESOURCES.map((r) => waitingOf(db, r, scope(r)))),
    perWeek(db, 'job-applications', weeks[0]!, scope('job-applications')),
    perWeek(db, 'spontaneous-applications', weeks[0]!, scope('spontaneous-applications')),
  ]);
  return {
    counts: Object.fromEntries(counts) as Dashboard['counts'],
    waiting: waiting
      .flat()
      .sort((a, b) => b.creationDate.localeCompare(a.creationDate))
      .slice(0, WAITING_LIMIT),
    applicationsPerWeek: weeks.map((week) => ({
      week,
      jobApplications: jobs.get(week) ?? 0,
      spontaneousApplications: spontaneous.get(week) ?? 0,
    })),
  };
}
