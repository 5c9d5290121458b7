import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.ts';
import { jobs } from '../../src/server/db/schema/index.ts';
import { describeJob } from '../../src/server/seed/demo-job-text.ts';
import { DEMO_JOBS } from '../../src/server/seed/demo-jobs.ts';
import { PROVINCES } from '../../src/shared/schemas/job.ts';
import { seeded } from './stats.ts';

const ROLES = DEMO_JOBS.map((j) => j.role);
const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

/**
 * `count` jobs written like the demo jobs (real sentences in three languages): each takes the title, skills and
 * facets of one demo role and mixes in the client, mission and profile sentences of others of the same desk, so
 * word frequencies look like those of a real firm's job board. 90 % are open, 5 % urgent. Deterministic.
 */
export function* jobRows(count: number, seed = 42) {
  const random = seeded(seed);
  const today = Date.now();
  for (let i = 0; i < count; i++) {
    const role = ROLES[i % ROLES.length]!;
    const desk = ROLES.filter((r) => r.industry === role.industry || r.type === role.type);
    const region = pick(random, PROVINCES);
    const story = {
      ...role,
      region,
      client: pick(random, ROLES).client,
      mission: random() < 0.5 ? role.mission : pick(random, desk).mission,
      profile: random() < 0.5 ? role.profile : pick(random, desk).profile,
    };
    const closed = random() < 0.05;
    const end = new Date(today + (closed ? -1 : 1) * (1 + Math.floor(random() * 90)) * 86_400_000);
    yield {
      jobRef: `B-${i}`,
      title: role.title,
      ...describeJob(story),
      region,
      education: role.education,
      type: role.type,
      industry: role.industry,
      employmentType: role.employmentType,
      workPlaceType: role.workPlaceType,
      seniorityLevel: role.seniorityLevel,
      experience: role.experience,
      technicalSkills: role.technicalSkills,
      rate: role.rate,
      displayJob: random() >= 0.05,
      urgentStatus: random() < 0.05,
      endApplicationDate: end.toISOString().slice(0, 10),
      creationDate: new Date(today - Math.floor(random() * 365 * 86_400_000)),
    };
  }
}

/**
 * The secondary indexes of the jobs table and of its search copy (job_search, written by a trigger), as the
 * migrations made them: dropped for the load, then rebuilt.
 */
async function jobIndexes(db: Database): Promise<{ name: string; definition: string }[]> {
  const result: unknown = await db.execute(
    sql`select indexname as name, indexdef as definition from pg_indexes
        where tablename in ('jobs', 'job_search') and indexname not in ('jobs_pkey', 'job_search_pkey')`,
  );
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    name: string;
    definition: string;
  }[];
}

/**
 * Inserts the corpus in batches, the search rows and their tsvectors written on the way, then rebuilds the indexes in one go
 * (the same indexes, built faster than row by row); answers the seconds it took.
 */
export async function insertJobs(db: Database, count: number, batch = 500): Promise<number> {
  const started = performance.now();
  const indexes = await jobIndexes(db);
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.name}"`));
  let rows: (typeof jobs.$inferInsert)[] = [];
  for (const row of jobRows(count)) {
    rows.push(row);
    if (rows.length === batch) {
      await db.insert(jobs).values(rows);
      rows = [];
    }
  }
  if (rows.length) await db.insert(jobs).values(rows);
  for (const index of indexes) await db.execute(sql.raw(index.definition));
  return (performance.now() - started) / 1000;
}

/**
 * The keywords searched: a word in a third of the jobs, skills, a French and a Dutch word, two words, and a word of
 * no job.
 */
export const KEYWORDS = [
  'developer',
  'java',
  'kubernetes',
  'spring boot',
  'comptable',
  'boekhouder',
  'data engineer',
  'xylophone',
];
