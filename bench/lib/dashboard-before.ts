import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { CHART_WEEKS, type Dashboard } from '../../src/shared/schemas/dashboard.ts';
import { PIPELINE_RESOURCES, type PipelineResource } from '../../src/shared/schemas/pipeline.ts';
import { statesOf } from '../../src/shared/schemas/process.ts';
import type { Database } from '../../src/server/db/client.ts';
import {
  contacts,
  jobApplications,
  profiles,
  spontaneousApplications,
  talentInterviews,
} from '../../src/server/db/schema/index.ts';
import { PIPELINE_DEFS } from '../../src/server/admin/pipeline-defs.ts';

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

async function countsOf(db: Database, resource: PipelineResource) {
  const { table } = PIPELINE_DEFS[resource];
  const rows = await db.select({ state: table.process, n: count() }).from(table).groupBy(table.process);
  const counts: Record<string, number> = Object.fromEntries(statesOf(resource).map((s) => [s, 0]));
  for (const r of rows) counts[String(r.state)] = r.n;
  return counts;
}

async function waitingOf(db: Database, resource: PipelineResource) {
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
    .where(eq(table.process, w.state))
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
function weekStarts(now = new Date()): string[] {
  const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return Array.from({ length: CHART_WEEKS }, (_, i) => {
    const d = new Date(monday);
    d.setUTCDate(d.getUTCDate() - 7 * (CHART_WEEKS - 1 - i));
    return d.toISOString().slice(0, 10);
  });
}

async function perWeek(db: Database, table: typeof jobApplications | typeof spontaneousApplications, since: string) {
  const week = sql<string>`to_char(date_trunc('week', ${table.creationDate} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const rows = await db
    .select({ week, n: count() })
    .from(table)
    .where(sql`${table.creationDate} >= ${since}::timestamp at time zone 'UTC'`)
    .groupBy(week);
  return new Map(rows.map((r) => [r.week, r.n]));
}

/** The admin home as it was before migration 0006 (baseline of bench/admin-lists.ts): counts by GROUP BY. */
export async function loadDashboardBefore(db: Database): Promise<Dashboard> {
  const weeks = weekStarts();
  const [counts, waiting, jobs, spontaneous] = await Promise.all([
    Promise.all(PIPELINE_RESOURCES.map(async (r) => [r, await countsOf(db, r)] as const)),
    Promise.all(PIPELINE_RESOURCES.map((r) => waitingOf(db, r))),
    perWeek(db, jobApplications, weeks[0]!),
    perWeek(db, spontaneousApplications, weeks[0]!),
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
