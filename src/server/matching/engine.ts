// TEMPORARY (match-api): replaced by match-core's engine at merge
import { sql } from 'drizzle-orm';
import type { Language } from '../../shared/constants.ts';
import type { JobMatch, MatchReason, PersonMatch, ProfileMatch, SimilarJob } from '../../shared/schemas/matching.ts';
import type { Database } from '../db/client.ts';
import { firmDay } from '../../shared/firm-time.ts';

/**
 * A deliberately plain stand-in for the matching engine (issue 32), so that the routes, actions and screens can be
 * built and tested: words shared between the two texts, accents and case folded. It keeps the engine's rules of
 * who may appear (consent, erasure, the job's own pipeline) so that the routes' tests hold with either.
 */
export interface MatchOptions {
  limit: number;
  lang: Language;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const STOP = new Set(['the', 'and', 'les', 'des', 'une', 'pour', 'avec', 'een', 'het', 'van', 'voor', 'met', 'with']);
const words = (text: string) =>
  new Set(
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .split(/[^a-z0-9#+.]+/)
      .map((w) => w.replace(/^\.+|\.+$/g, ''))
      .filter((w) => w.length >= 3 && !STOP.has(w)),
  );
const skillsOf = (text: string) =>
  text
    .split(/[,;\n]+/)
    .map((s) => s.trim())
    .filter(Boolean);

const LABELS: Record<Language, { matched: string; missing: string }> = {
  en: { matched: 'Shares', missing: 'Missing' },
  fr: { matched: 'En commun', missing: 'Manque' },
  nl: { matched: 'Gemeenschappelijk', missing: 'Ontbreekt' },
};

function score(need: string, skills: string, have: string, lang: Language) {
  const wanted = words(need);
  const got = words(have);
  const shared = [...wanted].filter((w) => got.has(w));
  const list = skillsOf(skills);
  const matchedSkills = list.filter((s) => [...words(s)].some((w) => got.has(w)));
  const missingSkills = list.filter((s) => !matchedSkills.includes(s));
  const reasons: MatchReason[] = [];
  if (matchedSkills.length)
    reasons.push({ kind: 'skills-matched', text: `${LABELS[lang].matched}: ${matchedSkills.join(', ')}` });
  if (missingSkills.length)
    reasons.push({ kind: 'skills-missing', text: `${LABELS[lang].missing}: ${missingSkills.join(', ')}` });
  return {
    score: wanted.size ? Math.min(1, shared.length / wanted.size) : 0,
    reasons,
    matchedSkills,
    missingSkills,
  };
}

const rank = <T extends { score: number }>(items: T[], limit: number) =>
  items
    .filter((i) => i.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);

/** What matching may read of a person: those whose pool consent is in force, consultants, spontaneous applicants. */
const personText = sql`
  with allowed as (
    select p.id, p.first_name, p.last_name from people p
    where p.anonymised_at is null and p.merged_into is null and (
      exists (select 1 from profiles pr where pr.person_id = p.id and pr.anonymised_at is null)
      or exists (select 1 from spontaneous_applications s where s.person_id = p.id and s.anonymised_at is null)
      or (select ce.action <> 'withdrawn' and (ce.expires_at is null or ce.expires_at > now())
          from consent_events ce where ce.email = p.email and p.email <> '' and ce.purpose = 'talent_pool'
          order by ce.at desc, ce.id desc limit 1))
  )
  select a.id, a.first_name as "firstName", a.last_name as "lastName", concat_ws(' ',
    (select string_agg(concat_ws(' ', pr.profile_title, pr.technologies, pr.description_en, pr.description_fr,
      pr.description_nl), ' ') from profiles pr where pr.person_id = a.id),
    (select string_agg(s.post, ' ') from spontaneous_applications s where s.person_id = a.id),
    (select string_agg(ft.text, ' ') from file_texts ft where ft.file_id in (
      select ja.file_id from job_applications ja where ja.person_id = a.id
      union all select s.cv_file_id from spontaneous_applications s where s.person_id = a.id
      union all select pr.cv_file_id from profiles pr where pr.person_id = a.id))) as text
  from allowed a`;

interface JobRow {
  id: number;
  title: string;
  jobRef: string;
  region: string;
  type: string;
  technicalSkills: string;
  text: string;
}
const jobColumns = sql`j.id, j.title, j.job_ref as "jobRef", j.region, j.type, j.technical_skills as "technicalSkills",
  concat_ws(' ', j.title, j.technical_skills, j.description_en, j.description_fr, j.descriptions_nl) as text`;
const openJobs = () =>
  sql`j.display_job and (j.end_application_date is null or j.end_application_date >= ${firmDay(new Date())}::date)`;

async function jobOf(db: Database, jobId: number): Promise<JobRow | undefined> {
  return rowsOf<JobRow>(await db.execute(sql`select ${jobColumns} from jobs j where j.id = ${jobId}`))[0];
}

export async function peopleForJob(db: Database, jobId: number, opts: MatchOptions): Promise<PersonMatch[] | null> {
  const job = await jobOf(db, jobId);
  if (!job) return null;
  const people = rowsOf<{ id: number; firstName: string; lastName: string; text: string | null }>(
    await db.execute(
      sql`select * from (${personText}) x where x.id not in (
        select ja.person_id from job_applications ja where ja.job_id = ${jobId})`,
    ),
  );
  return rank(
    people.map((p) => ({
      personId: p.id,
      name: `${p.firstName} ${p.lastName}`.trim(),
      ...score(job.text, job.technicalSkills, p.text ?? '', opts.lang),
    })),
    opts.limit,
  );
}

export async function jobsForPerson(db: Database, personId: number, opts: MatchOptions): Promise<JobMatch[] | null> {
  const [person] = rowsOf<{ id: number; text: string | null }>(
    await db.execute(sql`select * from (${personText}) x where x.id = ${personId}`),
  );
  if (!person) {
    const exists = rowsOf(await db.execute(sql`select 1 from people where id = ${personId}`)).length > 0;
    return exists ? [] : null;
  }
  const jobs = rowsOf<JobRow>(
    await db.execute(
      sql`select ${jobColumns} from jobs j where ${openJobs()} and j.id not in (
        select ja.job_id from job_applications ja where ja.person_id = ${personId} and ja.job_id is not null)`,
    ),
  );
  return rank(
    jobs.map((j) => ({
      jobId: j.id,
      title: j.title,
      ...score(j.text, j.technicalSkills, person.text ?? '', opts.lang),
    })),
    opts.limit,
  );
}

async function profilesFor(db: Database, need: { text: string; skills: string }, opts: MatchOptions) {
  const profiles = rowsOf<{ id: number; personId: number; name: string; text: string }>(
    await db.execute(sql`select pr.id, pr.person_id as "personId",
      concat_ws(' ', pr.first_name, pr.last_name) as name,
      concat_ws(' ', pr.profile_title, pr.technologies, pr.description_en, pr.description_fr, pr.description_nl) as text
      from profiles pr where pr.display and pr.anonymised_at is null`),
  );
  return rank(
    profiles.map((p): ProfileMatch => ({
      profileId: p.id,
      personId: p.personId,
      name: p.name,
      ...score(need.text, need.skills, p.text, opts.lang),
    })),
    opts.limit,
  );
}

export async function profilesForTalentRequest(
  db: Database,
  talentInterviewId: number,
  opts: MatchOptions,
): Promise<ProfileMatch[] | null> {
  const [request] = rowsOf<{ text: string; skills: string }>(
    await db.execute(sql`select concat_ws(' ', job_title, skills, talent_name) as text, skills
      from talent_interviews where id = ${talentInterviewId} and kind = 'TALENT_REQUEST'`),
  );
  return request ? profilesFor(db, request, opts) : null;
}

export async function profilesForCompany(
  db: Database,
  companyId: number,
  opts: MatchOptions,
): Promise<ProfileMatch[] | null> {
  const [company] = rowsOf<{ text: string | null; skills: string | null }>(
    await db.execute(sql`select (select string_agg(concat_ws(' ', ti.job_title, ti.skills), ' ')
        from talent_interviews ti where ti.company_id = c.id and ti.kind = 'TALENT_REQUEST') as text,
      (select string_agg(ti.skills, ', ') from talent_interviews ti
        where ti.company_id = c.id and ti.kind = 'TALENT_REQUEST') as skills
      from companies c where c.id = ${companyId}`),
  );
  if (!company) return null;
  return profilesFor(db, { text: company.text ?? '', skills: company.skills ?? '' }, opts);
}

export async function similarJobs(
  db: Database,
  jobId: number,
  opts: { limit: number; lang: Language },
): Promise<SimilarJob[] | null> {
  const [job] = rowsOf<JobRow>(
    await db.execute(sql`select ${jobColumns} from jobs j where j.id = ${jobId} and j.display_job`),
  );
  if (!job) return null;
  const others = rowsOf<JobRow>(
    await db.execute(sql`select ${jobColumns} from jobs j where ${openJobs()} and j.id <> ${jobId}`),
  );
  return rank(
    others.map((o) => ({
      id: o.id,
      jobRef: o.jobRef,
      title: o.title,
      region: o.region,
      type: o.type,
      score: score(job.text, '', o.text, opts.lang).score,
    })),
    opts.limit,
  ).map(({ score: _score, ...rest }) => rest);
}
