import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.ts';

/** The volumes of the back-office bench (issue: admin lists at scale); BENCH_ADMIN_SCALE shrinks them. */
export function adminVolumes(scale = Number(process.env.BENCH_ADMIN_SCALE ?? 1)) {
  const n = (count: number) => Math.max(100, Math.round(count * scale));
  return {
    jobApplications: n(1_000_000),
    spontaneousApplications: n(200_000),
    profiles: n(100_000),
    talentInterviews: n(100_000),
    contacts: n(200_000),
    jobs: n(2_000),
    /** The people the records belong to (decision 0041): records are spread over them, several each. */
    people: n(300_000),
  };
}
export type AdminVolumes = ReturnType<typeof adminVolumes>;

const FIRST = [
  'Emma',
  'Lucas',
  'Louise',
  'Noah',
  'Olivia',
  'Arthur',
  'Mila',
  'Jules',
  'Alice',
  'Adam',
  'Sofia',
  'Liam',
  'Elise',
  'Victor',
  'Nora',
  'Hugo',
  'Lina',
  'Finn',
  'Marie',
  'Thomas',
  'Julie',
  'Pieter',
  'Anouk',
  'Bram',
];
const LAST = [
  'Peeters',
  'Janssens',
  'Maes',
  'Jacobs',
  'Mertens',
  'Willems',
  'Claes',
  'Goossens',
  'Wouters',
  'Dubois',
  'Lambert',
  'Dupont',
  'Martin',
  'Simon',
  'Laurent',
  'Leroy',
  'Vermeulen',
  'De Smet',
  'Dumont',
  'Renard',
  'Hermans',
  'Michiels',
  'Declercq',
  'Lemaire',
  'Pauwels',
  'Aerts',
  'Desmet',
  'Leclercq',
  'Stevens',
  'Lejeune',
];
const POSTS = [
  'Java developer',
  'Data engineer',
  'Project manager',
  'Business analyst',
  'DevOps engineer',
  'Scrum master',
  'Accountant',
  'HR officer',
  'Network administrator',
  'Frontend developer',
  'Tester',
  'Architect',
  'Electrician',
  'Mechanical engineer',
  'Sales manager',
  'Nurse',
  'Logistics planner',
  'Security officer',
];
const CLIENTS = ['Acme', 'Proximus', 'Solvay', 'Colruyt', 'UCB', 'Barco', 'Bpost', 'Umicore', 'Telenet', 'Engie'];
const WORDS = [
  'hello',
  'question',
  'about',
  'your',
  'services',
  'please',
  'call',
  'me',
  'recruitment',
  'consulting',
  'quote',
  'partnership',
  'team',
  'project',
  'urgent',
  'next',
  'week',
  'thank',
  'you',
  'regards',
];

const PIPELINE_TABLES_TYPES = {
  job_applications: 'job-applications',
  spontaneous_applications: 'spontaneous-applications',
  profiles: 'profiles',
  talent_interviews: 'talent-interviews',
  contacts: 'contacts',
};
const PIPELINE_TABLES = Object.keys(PIPELINE_TABLES_TYPES);

const list = (values: string[]) => `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]`;
/** A deterministic pick from `values` for row `i` (salt: which column). */
const pick = (values: string[], salt: number) =>
  `(${list(values)})[1 + abs(hashint4(i * 31 + ${salt})) % ${values.length}]`;
/** A state, skewed as a live firm's: most records are done with, a few are waiting. */
const state = (weights: [string, number][], salt: number) => {
  const total = weights.reduce((s, [, w]) => s + w, 0);
  let upTo = 0;
  const arms = weights.map(([s, w]) => `when r < ${(upTo += w)} then '${s}'`).join(' ');
  return `(select case ${arms} end from (select abs(hashint4(i * 17 + ${salt})) % ${total} as r) x)`;
};
const CANDIDATE: [string, number][] = [
  ['NEW', 8],
  ['IN_REVIEW', 10],
  ['INTERVIEW', 6],
  ['OFFER', 2],
  ['HIRED', 4],
  ['NO_GO', 70],
];
const INTERVIEW: [string, number][] = [
  ['REQUESTED', 8],
  ['CONFIRMED', 12],
  ['RESCHEDULED', 5],
  ['DONE', 60],
  ['CANCELLED', 15],
];
const CONTACT: [string, number][] = [
  ['NEW', 6],
  ['IN_PROGRESS', 9],
  ['CLOSED', 85],
];
/** Spread over the last three years, the newest rows the latest, microseconds and all. */
const created = (count: number) =>
  `now() - (interval '3 years') * ((${count} - i)::float8 / ${count}) - (abs(hashint4(i)) % 3600000) * interval '1 microsecond'`;

/** Fills the back-office tables with generate_series on the server itself: a million rows in seconds, not hours. */
export async function fillAdminTables(db: Database, v: AdminVolumes): Promise<number> {
  const started = performance.now();
  const run = (text: string) => db.execute(sql.raw(text));
  // Row by row, the counters' triggers (states, weeks) would double the load: they are counted once at the end instead.
  for (const table of PIPELINE_TABLES) await run(`alter table ${table} disable trigger user`);
  await run(`with file as (insert into stored_files (file_name, mime_type, size)
      values ('cv.pdf', 'application/pdf', 4) returning id)
    insert into stored_file_chunks (file_id, chunk_number, data) select id, 0, '\\x25504446' from file`);
  const file = `(select id from stored_files limit 1)`;
  await run(`insert into managers (first_name, last_name, email) select 'Manager', 'No ' || i, 'manager' || i || '@firm.test'
    from generate_series(1, 20) i`);
  await run(`insert into jobs (job_ref, title, region, technical_skills, manager_id, display_job, creation_date)
    select 'REF-' || i, ${pick(POSTS, 1)} || ' ' || i, ${pick(['Brussels', 'Antwerp', 'Ghent', 'Liege', 'Namur'], 2)},
      'skills ' || i, 1 + i % 20, i % 4 <> 0, ${created(v.jobs)} from generate_series(1, ${v.jobs}) i`);
  const person = () => `${pick(FIRST, 3)}, ${pick(LAST, 4)},
    lower(${pick(FIRST, 3)}) || '.' || i || '@mail' || (i % 50) || '.test', '+32 470 ' || lpad((i % 1000000)::text, 6, '0')`;
  await run(`insert into people (first_name, last_name, email, phone, creation_date)
    select ${person()}, ${created(v.people)} from generate_series(1, ${v.people}) i`);
  // Each record's person: one of the people, by its number (the records keep their own copy of the fields).
  // Spread at random (by a hash of the row and its table's salt), so that each kind of person is found among the
  // newest people as among the oldest, as a firm's people are: not the first hundred thousand clients, the rest none.
  let salt = 0;
  const personIdOf = () => `(select min(id) from people) + abs(hashint4(i * 7 + ${++salt * 1_000_003})) % ${v.people}`;
  await run(`insert into job_applications (person_id, job_id, job_title, first_name, last_name, email, phone, file_id, process, creation_date)
    select ${personIdOf()}, 1 + i % ${v.jobs}, ${pick(POSTS, 1)}, ${person()}, ${file}, ${state(CANDIDATE, 5)},
      ${created(v.jobApplications)} from generate_series(1, ${v.jobApplications}) i`);
  await run(`insert into spontaneous_applications (person_id, first_name, last_name, email, phone, post, availability, cv_file_id, process, creation_date)
    select ${personIdOf()}, ${person()}, ${pick(POSTS, 1)}, 'immediately', ${file}, ${state(CANDIDATE, 5)},
      ${created(v.spontaneousApplications)} from generate_series(1, ${v.spontaneousApplications}) i`);
  await run(`insert into profiles (person_id, first_name, last_name, email, phone, profile_title, technologies, profile_order, display, manager_id, process, creation_date)
    select ${personIdOf()}, ${person()}, ${pick(POSTS, 1)}, ${pick(['Java, Spring', 'Python, SQL', 'React, TypeScript', 'SAP', 'AutoCAD'], 6)},
      i, i % 10 = 0, 1 + i % 20, ${state(CANDIDATE, 5)}, ${created(v.profiles)} from generate_series(1, ${v.profiles}) i`);
  await run(`insert into talent_interviews (person_id, kind, profile_id, first_name, last_name, email, phone, client, job_title, skills,
      talent_name, booked_date, process, creation_date)
    select ${personIdOf()}, case when i % 3 = 0 then 'TALENT_REQUEST' else 'BOOKING' end, case when i % 3 = 0 then null else 1 + i % ${v.profiles} end,
      ${person()}, ${pick(CLIENTS, 7)}, ${pick(POSTS, 1)}, 'skills ' || i, ${pick(LAST, 8)},
      case when i % 4 = 0 then null else (current_date - 1000 + i % 1100) end, ${state(INTERVIEW, 5)},
      ${created(v.talentInterviews)} from generate_series(1, ${v.talentInterviews}) i`);
  await run(`insert into contacts (person_id, first_name, last_name, email, phone, message, post, process, creation_date)
    select ${personIdOf()}, ${person()}, ${pick(WORDS, 9)} || ' ' || ${pick(WORDS, 10)} || ' ' || ${pick(WORDS, 11)} || ' ' || ${pick(WORDS, 12)},
      case when i % 2 = 0 then ${pick(POSTS, 1)} else '' end, ${state(CONTACT, 5)},
      ${created(v.contacts)} from generate_series(1, ${v.contacts}) i`);
  // A history for the records staff open: a few changes of state each for the first ten thousand applications.
  // Its funnel copies are made in one pass afterwards (funnel_rebuild, the same rows as its trigger's, row by row
  // 0.5 ms each: 14 s of the 30 s this took at 2 %).
  await run(`alter table state_history disable trigger user`);
  await run(`insert into state_history (record_type, record_id, from_state, to_state, changed_by, changed_at)
    select 'job-applications', 1 + i % 10000, 'NEW', 'IN_REVIEW', 'admin', now() - i * interval '1 minute'
    from generate_series(1, 30000) i`);
  await run(`alter table state_history enable trigger user`);
  await run(`select funnel_rebuild()`);
  for (const table of PIPELINE_TABLES) await run(`alter table ${table} enable trigger user`);
  await run(`delete from pipeline_counts`);
  for (const [table, type] of Object.entries(PIPELINE_TABLES_TYPES))
    await run(`insert into pipeline_counts select '${type}', process, count(*) from ${table} group by process`);
  await run(`delete from weekly_counts`);
  for (const table of ['job_applications', 'spontaneous_applications'] as const)
    await run(`insert into weekly_counts select '${PIPELINE_TABLES_TYPES[table]}',
      date_trunc('week', creation_date at time zone 'UTC')::date, count(*) from ${table} group by 2`);
  return (performance.now() - started) / 1000;
}

/**
 * The catalog's other lists at scale (issue 26, item 23): `count` services, managers and users, named like the
 * pipelines' people; the jobs come from bench/lib/job-corpus.ts (real sentences, 2-3 kB a row).
 */
export async function fillCatalogTables(db: Database, count: number): Promise<void> {
  const run = (text: string) => db.execute(sql.raw(text));
  await run(`insert into services (title, description, display_order, creation_date)
    select 'Service ' || i || ' ' || ${pick(POSTS, 1)}, ${pick(WORDS, 9)} || ' ' || ${pick(WORDS, 10)} || ' ' || ${pick(WORDS, 11)},
      i % 10000, ${created(count)} from generate_series(1, ${count}) i`);
  await run(`insert into managers (first_name, last_name, email, job_title, display_order, creation_date)
    select ${pick(FIRST, 3)}, ${pick(LAST, 4)}, lower(${pick(FIRST, 3)}) || '.' || i || '@firm' || (i % 50) || '.test',
      ${pick(POSTS, 1)}, i % 10000, ${created(count)} from generate_series(1, ${count}) i`);
  await run(`insert into users (user_name, password_hash, role, creation_date)
    select 'user.' || i || '.' || lower(${pick(LAST, 4)}), 'not-a-hash', case when i % 10 = 0 then 'ADMIN' else 'MANAGER' end,
      ${created(count)} from generate_series(1, ${count}) i`);
}
