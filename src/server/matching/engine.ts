/**
 * Matching (issue 32, docs/decisions/0063-matching.md): people for a job, jobs for a person, consultants for a
 * client's talent request or company, similar jobs. Each answer is an indexed query on the concepts the queue
 * stored (match_person_terms, match_job_terms: the candidates sharing the most weighted concepts, eligible ones
 * only), then a scoring pass over a hundred candidates in memory, worded in the request's language.
 * Bad input (a job with no text, an empty CV, a CV in a fourth language) gives an empty list, never a throw.
 */
import { and, asc, eq, inArray, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import { ENDED_CANDIDATE_STATES } from '../../shared/schemas/process.ts';
import type { Language } from '../../shared/constants.ts';
import type { JobMatch, MatchReason, PersonMatch, ProfileMatch, SimilarJob } from '../../shared/schemas/matching.ts';
import { translate } from '../catalogs.ts';
import type { Database } from '../db/client.ts';
import {
  companies,
  jobApplications,
  jobs,
  matchJobs,
  matchJobTerms,
  matchPeople,
  matchPersonTerms,
  people,
  profiles,
  spontaneousApplications,
  talentInterviews,
} from '../db/schema/index.ts';
import { jobIsOpen } from '../public/public-job.ts';
import { conceptInfo, placeNearness, titleWords, type Extracted } from './extract.ts';
import { computePeople, extractJob } from './refresh.ts';
import { rowsOf } from '../db/rows.ts';
import { SENIORITY_LABELS, SPOKEN } from './vocabulary.ts';
import { systemClock } from '../time/clock.ts';

export interface MatchOptions {
  limit: number;
  lang: Language;
  /** The app's clock's now (which jobs are open, whose consent is in force); the system's when not given. */
  now?: Date;
}

/** Candidates read from the index before scoring: enough that the scoring pass, not the index, decides the order. */
const CANDIDATES = 100;

/** One side of a match: its concepts and weights, seniority (0-2), place, spoken languages. */
interface Side {
  terms: Map<string, number>;
  seniority: number | null;
  place: string | null;
  spoken: string[];
}

interface PersonSide extends Side {
  evidence: Map<string, string>;
}

interface Fit {
  score: number;
  matched: string[];
  missing: string[];
  role: { concept: string; exact: boolean } | null;
  /** The job's title words the person's titles share, when they say more than the role concepts (else empty). */
  titleWords: string[];
}

const groupOf = (concept: string) => conceptInfo(concept)?.group;

/** A title word (lexical evidence: titleWords in extract.ts), not a vocabulary concept. */
const WORD = 'word:';

/**
 * How much seniority counts beside the title (0.35) and skills (0.45): a senior for a junior post (or the reverse)
 * is someone a recruiter might call, not one they would call first (decision 0064, addendum).
 */
const SENIORITY_WEIGHT = 0.25;

/**
 * The skills' total weight (a skill the job asks for weighs 1 to 3, one it names in passing less) from which the
 * skill part counts fully (0.45); below it the part counts in proportion (decision 0064, addendum "title words by
 * rarity"): one generic skill mentioned once ("Requirements analysis", "Budgeting") no longer outweighs the title,
 * so a tester who has it no longer ranks above the HR business partners for an HR business partner's job.
 */
const SKILL_EVIDENCE = 2;

/**
 * How well `person` fits `job` (0..1), or null when nothing of the job's trade is there.
 * The title part (0.35) is the better of the role concepts (exact 1, same group 0.4) and the share of the job's
 * title words found in the person's titles (decision 0064, addendum "tuning half and held-out half"): a title
 * the vocabulary does not know ("Uitvoerder", "HR Generalist") still counts word for word, and a person whose
 * title is in another language loses nothing when the vocabulary knows the role. Without the title's evidence
 * the job's skills alone (one or two generic ones when the vocabulary misses the trade) no longer reach a full
 * score.
 */
function fit(job: Side, person: Side): Fit | null {
  let skillTotal = 0;
  let skillHit = 0;
  let roleTotal = 0;
  let roleHit = 0;
  let wordTotal = 0;
  let wordHit = 0;
  let role: Fit['role'] = null;
  const matched: [string, number][] = [];
  const missing: [string, number][] = [];
  const shared: string[] = [];
  const personGroups = new Set([...person.terms.keys()].filter((c) => c.startsWith('role:')).map((c) => groupOf(c)));
  for (const [concept, weight] of job.terms) {
    if (concept.startsWith(WORD)) {
      wordTotal += weight;
      if (person.terms.has(concept)) {
        wordHit += weight;
        shared.push(concept.slice(WORD.length));
      }
    } else if (concept.startsWith('role:')) {
      roleTotal += weight;
      if (person.terms.has(concept)) {
        roleHit += weight;
        if (!role?.exact) role = { concept, exact: true };
      } else if (personGroups.has(groupOf(concept))) {
        roleHit += weight * 0.4;
        role ??= { concept, exact: false };
      }
    } else {
      skillTotal += weight;
      if (person.terms.has(concept)) {
        skillHit += weight;
        matched.push([concept, weight]);
      } else missing.push([concept, weight]);
    }
  }
  if (skillTotal === 0 && roleTotal === 0 && wordTotal === 0) return null;
  const skill = skillTotal ? skillHit / skillTotal : 0;
  const roleFit = roleTotal ? roleHit / roleTotal : 0;
  const wordFit = wordTotal ? wordHit / wordTotal : 0;
  const titleFit = Math.max(roleFit, wordFit);
  if (skill === 0 && !role?.exact && wordFit < 0.5) return null;
  const seniority =
    job.seniority === null || person.seniority === null ? 0.5 : 1 - Math.abs(job.seniority - person.seniority) / 2;
  const place = placeNearness(job.place, person.place) ?? 0.5;
  const wTitle = roleTotal || wordTotal ? 0.35 : 0;
  const wSkill = skillTotal ? 0.45 * Math.min(1, skillTotal / SKILL_EVIDENCE) : 0;
  const score =
    (wTitle * titleFit + wSkill * skill + SENIORITY_WEIGHT * seniority + 0.05 * place) /
    (wTitle + wSkill + SENIORITY_WEIGHT + 0.05);
  const byWeight = (a: [string, number], b: [string, number]) => b[1] - a[1];
  return {
    score,
    matched: matched.sort(byWeight).map(([c]) => c),
    // What the job asks for (not a plus it names in passing) and the person does not show.
    missing: missing
      .filter(([, w]) => w >= 1)
      .sort(byWeight)
      .map(([c]) => c),
    role,
    titleWords: wordFit > roleFit ? shared : [],
  };
}

const label = (concept: string, lang: Language) => conceptInfo(concept)?.labels[lang] ?? concept;

function say(lang: Language, key: string, values: Record<string, string | number>): string {
  return translate(lang, `matching.reasons.${key}`).replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String(values[name] ?? ''),
  );
}

const spokenLabel = (id: string, lang: Language) => {
  const entry = SPOKEN.find(([spokenId]) => spokenId === id);
  return entry ? entry[{ fr: 1, en: 2, nl: 3 }[lang] as 1 | 2 | 3] : id;
};

/** The reasons of a match, in `lang`, best first. */
function reasons(
  f: Fit,
  job: Side & { region?: string },
  person: PersonSide & { availability?: string; region?: string },
  lang: Language,
): MatchReason[] {
  const out: MatchReason[] = [];
  if (f.titleWords.length && !f.role?.exact)
    out.push({ kind: 'title', text: say(lang, 'titleWords', { words: f.titleWords.join(' ') }) });
  else if (f.role)
    out.push({
      kind: 'title',
      text: say(lang, f.role.exact ? 'role' : 'nearRole', { role: label(f.role.concept, lang) }),
    });
  if (f.matched.length)
    out.push({
      kind: 'skills-matched',
      text: say(lang, 'skillsMatched', {
        count: f.matched.length,
        total: f.matched.length + f.missing.length,
        skills: f.matched.map((c) => label(c, lang)).join(', '),
      }),
    });
  if (f.missing.length)
    out.push({
      kind: 'skills-missing',
      text: say(lang, 'skillsMissing', { skills: f.missing.map((c) => label(c, lang)).join(', ') }),
    });
  if (job.seniority !== null && person.seniority !== null) {
    const labels = SENIORITY_LABELS[lang];
    out.push({
      kind: 'seniority',
      text: say(lang, job.seniority === person.seniority ? 'senioritySame' : 'seniority', {
        person: labels[person.seniority]!,
        job: labels[job.seniority]!,
      }),
    });
  }
  const near = placeNearness(job.place, person.place);
  const region = (person.region || job.region || '').trim();
  if (near !== null && near >= 0.6 && region) out.push({ kind: 'region', text: say(lang, 'region', { region }) });
  if (person.availability?.trim())
    out.push({ kind: 'availability', text: say(lang, 'availability', { availability: person.availability.trim() }) });
  const languages = job.spoken.filter((l) => person.spoken.includes(l));
  if (languages.length)
    out.push({
      kind: 'languages',
      text: say(lang, 'languages', { languages: languages.map((l) => spokenLabel(l, lang)).join(', ') }),
    });
  const lines = [...new Set(f.matched.map((c) => person.evidence.get(c)).filter((l): l is string => !!l))].slice(0, 2);
  for (const line of lines) out.push({ kind: 'cv-line', text: say(lang, 'cvLine', { line }) });
  return out;
}

/**
 * A job's side, read from its text now (always current, whether or not the queue has reached it); with `title`,
 * the title's words too (compared with the people's title words, stored by the queue).
 */
function sideOfExtracted(ex: Extracted, seniority: number | null, title = ''): Side {
  return {
    terms: new Map([
      ...[...ex.concepts].map(([c, f]): [string, number] => [c, Math.min(3, f.weight)]),
      ...titleWords(title).map((w): [string, number] => [`${WORD}${w}`, 1]),
    ]),
    seniority,
    place: ex.place,
    spoken: [...ex.spoken],
  };
}

const valuesOf = (terms: Map<string, number>): SQL =>
  sql`(values ${sql.join(
    [...terms].map(([c, w]) => sql`(${c}::text, ${w}::real)`),
    sql`, `,
  )}) as q(concept, weight)`;

/** The people's sides (stored by the queue), with their names, regions and availability. */
async function personSides(db: Database, ids: number[]) {
  if (ids.length === 0) return new Map<number, PersonSide & { name: string; availability: string; region: string }>();
  const [rows, terms, names, avail] = await Promise.all([
    db.select().from(matchPeople).where(inArray(matchPeople.personId, ids)),
    db.select().from(matchPersonTerms).where(inArray(matchPersonTerms.personId, ids)),
    db
      .select({ id: people.id, first: people.firstName, last: people.lastName, region: people.region })
      .from(people)
      .where(and(inArray(people.id, ids), isNull(people.anonymisedAt), isNull(people.mergedInto))),
    availabilityOf(db, ids),
  ]);
  const out = new Map<number, PersonSide & { name: string; availability: string; region: string }>();
  const nameOf = new Map(names.map((n) => [n.id, n]));
  for (const row of rows) {
    const n = nameOf.get(row.personId);
    if (!n) continue;
    out.set(row.personId, {
      terms: new Map(),
      evidence: new Map(),
      seniority: row.seniority,
      place: row.place,
      spoken: row.spoken,
      name: `${n.first} ${n.last}`.trim(),
      availability: avail.get(row.personId) ?? '',
      region: n.region,
    });
  }
  for (const t of terms) {
    const side = out.get(t.personId);
    if (!side) continue;
    side.terms.set(t.concept, t.weight);
    if (t.evidence) side.evidence.set(t.concept, t.evidence);
  }
  return out;
}

/** A person's availability as they or staff wrote it: their profile's, else their latest spontaneous application's. */
async function availabilityOf(db: Database, ids: number[]): Promise<Map<number, string>> {
  const [profs, sponts] = await Promise.all([
    db
      .select({ personId: profiles.personId, availability: profiles.availability })
      .from(profiles)
      .where(and(inArray(profiles.personId, ids), isNull(profiles.anonymisedAt))),
    db
      .select({ personId: spontaneousApplications.personId, availability: spontaneousApplications.availability })
      .from(spontaneousApplications)
      .where(and(inArray(spontaneousApplications.personId, ids), isNull(spontaneousApplications.anonymisedAt)))
      .orderBy(asc(spontaneousApplications.id)),
  ]);
  const out = new Map<number, string>();
  for (const s of sponts) if (s.availability) out.set(s.personId, s.availability);
  for (const p of profs) if (p.availability) out.set(p.personId, p.availability);
  return out;
}

type CandidateSides = Awaited<ReturnType<typeof personSides>>;

const conceptList = (concepts: Iterable<string>) =>
  sql.join(
    [...concepts].map((c) => sql`${c}`),
    sql`, `,
  );

/**
 * The eligible people sharing the most weighted concepts with `query` (docs/decisions/0063: consent or legal basis
 * in force, not anonymised; `excludeJob`: not already in that job's pipeline; `profilesOnly`: with a published
 * consultant profile), best first, each with what the scoring and the reasons read, in one statement (one round
 * trip instead of six: decision 0063, second speed addendum). Their concepts are those the scoring reads: the
 * query's, and their roles (a role of the same group is a partial match).
 */
async function candidatePeople(
  db: Database,
  query: Map<string, number>,
  options: { excludeJob?: number; profilesOnly?: boolean },
): Promise<{ ids: number[]; sides: CandidateSides }> {
  const sides: CandidateSides = new Map();
  if (query.size === 0) return { ids: [], sides };
  const result = await db.execute(sql`
    with candidates as (
      select t.person_id, sum(t.weight * q.weight) as s
      from ${valuesOf(query)}
      join match_person_terms t on t.concept = q.concept
      where t.concept in (${conceptList(query.keys())}) and t.eligible_until > now()
      ${options.excludeJob !== undefined ? sql`and t.person_id not in (select a.person_id from job_applications a where a.job_id = ${options.excludeJob})` : sql``}
      ${options.profilesOnly ? sql`and exists (select 1 from profiles p where p.person_id = t.person_id and p.display and p.anonymised_at is null)` : sql``}
      group by t.person_id
      order by s desc, t.person_id
      limit ${CANDIDATES})
    select c.person_id, m.seniority, m.place, m.spoken, p.first_name, p.last_name, p.region,
      (select coalesce(json_agg(json_build_array(t.concept, t.weight, t.evidence)), '[]'::json)
         from match_person_terms t
         where t.person_id = c.person_id and (t.concept in (${conceptList(query.keys())}) or t.concept like 'role:%')) as terms,
      coalesce(
        (select x.availability from profiles x
           where x.person_id = c.person_id and x.anonymised_at is null and x.availability <> ''
           order by x.id desc limit 1),
        (select x.availability from spontaneous_applications x
           where x.person_id = c.person_id and x.anonymised_at is null and x.availability <> ''
           order by x.id desc limit 1),
        '') as availability
    from candidates c
    join match_people m on m.person_id = c.person_id
    join people p on p.id = c.person_id and p.anonymised_at is null and p.merged_into is null
    order by c.s desc, c.person_id`);
  const rows = rowsOf<{
    person_id: number;
    seniority: number | null;
    place: string | null;
    spoken: string[] | string | null;
    first_name: string;
    last_name: string;
    region: string;
    terms: [string, number, string][] | string;
    availability: string | null;
  }>(result);
  for (const r of rows) {
    const terms = typeof r.terms === 'string' ? (JSON.parse(r.terms) as [string, number, string][]) : r.terms;
    sides.set(Number(r.person_id), {
      terms: new Map(terms.map(([c, w]) => [c, Number(w)])),
      evidence: new Map(terms.filter(([, , e]) => e).map(([c, , e]) => [c, e])),
      seniority: r.seniority === null ? null : Number(r.seniority),
      place: r.place,
      spoken: textArray(r.spoken),
      name: `${r.first_name} ${r.last_name}`.trim(),
      availability: r.availability ?? '',
      region: r.region,
    });
  }
  return { ids: [...sides.keys()], sides };
}

/** A raw query's array column: an array (pg, PGlite) or, from some drivers, its literal ("{a,b}"). */
function textArray(value: (string | number)[] | string | null): string[] {
  if (!value) return [];
  if (Array.isArray(value)) return value.map(String);
  const inner = value.replace(/^\{|\}$/g, '');
  return inner ? inner.split(',').map((v) => v.replace(/^"|"$/g, '')) : [];
}

interface Ranked<T> {
  item: T;
  fit: Fit;
}

/** The best `limit` candidates by their fit to `job`. */
function bestPeople(job: Side, sides: CandidateSides, ids: number[], limit: number): Ranked<number>[] {
  const ranked: Ranked<number>[] = [];
  for (const id of ids) {
    const person = sides.get(id);
    if (!person) continue;
    const f = fit(job, person);
    if (f) ranked.push({ item: id, fit: f });
  }
  return ranked.sort((a, b) => b.fit.score - a.fit.score || a.item - b.item).slice(0, limit);
}

/** The best `limit` candidates, explained in `lang`. */
function rankPeople(
  job: Side & { region?: string },
  sides: CandidateSides,
  ids: number[],
  lang: Language,
  limit: number,
): PersonMatch[] {
  return bestPeople(job, sides, ids, limit).map(({ item: id, fit: f }) => {
    const person = sides.get(id)!;
    return {
      personId: id,
      name: person.name,
      score: Math.round(f.score * 1000) / 1000,
      reasons: reasons(f, job, person, lang),
      matchedSkills: f.matched.map((c) => label(c, lang)),
      missingSkills: f.missing.map((c) => label(c, lang)),
    };
  });
}

/** People who may fit job `jobId`, best first; null when there is no such job. */
export async function peopleForJob(db: Database, jobId: number, opts: MatchOptions): Promise<PersonMatch[] | null> {
  const [job] = await db.select().from(jobs).where(eq(jobs.id, jobId));
  if (!job) return null;
  const { ex, seniority } = extractJob(job);
  const side = { ...sideOfExtracted(ex, seniority, job.title), region: job.region };
  const { ids, sides } = await candidatePeople(db, side.terms, { excludeJob: jobId });
  return rankPeople(side, sides, ids, opts.lang, opts.limit);
}

/** The side of a person: stored by the queue, or computed now (not stored) when the queue has not reached them. */
async function personSide(db: Database, personId: number) {
  const stored = await personSides(db, [personId]);
  const side = stored.get(personId);
  if (side) return { side, eligibleUntil: (await eligibility(db, personId)) ?? null };
  const { rows, terms } = await computePeople(db, [personId]);
  const row = rows[0];
  if (!row) return null;
  return {
    side: {
      terms: new Map(terms.map((t) => [t.concept, t.weight])),
      evidence: new Map(terms.map((t) => [t.concept, t.evidence ?? ''])),
      seniority: row.seniority ?? null,
      place: row.place ?? null,
      spoken: row.spoken ?? [],
      name: '',
      availability: '',
      region: '',
    },
    eligibleUntil: row.eligibleUntil ?? null,
  };
}

async function eligibility(db: Database, personId: number): Promise<Date | null | undefined> {
  const [row] = await db
    .select({ until: matchPeople.eligibleUntil })
    .from(matchPeople)
    .where(eq(matchPeople.personId, personId));
  return row?.until;
}

/**
 * Open, published jobs that may fit person `personId`, best first (not those they already applied to); null when
 * there is no such person; empty for an anonymised or merged person, and for one matching may not read (no consent
 * nor legal basis, unless they have an application in progress, whose handling this is).
 */
export async function jobsForPerson(db: Database, personId: number, opts: MatchOptions): Promise<JobMatch[] | null> {
  const [person] = await db
    .select({ anonymisedAt: people.anonymisedAt, mergedInto: people.mergedInto })
    .from(people)
    .where(eq(people.id, personId));
  if (!person) return null;
  if (person.anonymisedAt || person.mergedInto) return [];
  const found = await personSide(db, personId);
  if (!found) return [];
  const now = opts.now ?? systemClock.now();
  if (!found.eligibleUntil || found.eligibleUntil <= now) {
    const [live] = await db
      .select({ id: jobApplications.id })
      .from(jobApplications)
      .where(
        and(
          eq(jobApplications.personId, personId),
          isNull(jobApplications.anonymisedAt),
          notInArray(jobApplications.process, [...ENDED_CANDIDATE_STATES]),
        ),
      )
      .limit(1);
    if (!live) return [];
  }
  const side = found.side;
  const query = new Map([...side.terms].filter(([c]) => conceptInfo(c)));
  if (query.size === 0) return [];
  const result = await db.execute(sql`
    select t.job_id, sum(t.weight * q.weight) as s
    from ${valuesOf(query)}
    join match_job_terms t on t.concept = q.concept
    join jobs on jobs.id = t.job_id and ${jobIsOpen(now)}
    where not exists (select 1 from job_applications a where a.job_id = t.job_id and a.person_id = ${personId})
    group by t.job_id
    order by s desc, t.job_id desc
    limit ${CANDIDATES}`);
  const ids = rowsOf<{ job_id: number }>(result).map((r) => Number(r.job_id));
  if (ids.length === 0) return [];
  const [jobRows, termRows, titles] = await Promise.all([
    db.select().from(matchJobs).where(inArray(matchJobs.jobId, ids)),
    db.select().from(matchJobTerms).where(inArray(matchJobTerms.jobId, ids)),
    db.select({ id: jobs.id, title: jobs.title, region: jobs.region }).from(jobs).where(inArray(jobs.id, ids)),
  ]);
  const sides = new Map<number, Side & { title: string; region: string }>();
  const titleOf = new Map(titles.map((t) => [t.id, t]));
  for (const r of jobRows) {
    const t = titleOf.get(r.jobId);
    if (t) sides.set(r.jobId, { terms: new Map(), seniority: r.seniority, place: r.place, spoken: r.spoken, ...t });
  }
  for (const t of termRows) sides.get(t.jobId)?.terms.set(t.concept, t.weight);
  const ranked: Ranked<JobMatch>[] = [];
  for (const id of ids) {
    const job = sides.get(id);
    if (!job) continue;
    const f = fit(job, side);
    if (!f) continue;
    ranked.push({
      fit: f,
      item: {
        jobId: id,
        title: job.title,
        score: Math.round(f.score * 1000) / 1000,
        reasons: reasons(f, job, side, opts.lang),
        matchedSkills: f.matched.map((c) => label(c, opts.lang)),
        missingSkills: f.missing.map((c) => label(c, opts.lang)),
      },
    });
  }
  return ranked
    .sort((a, b) => b.fit.score - a.fit.score || b.item.jobId - a.item.jobId)
    .slice(0, opts.limit)
    .map((r) => r.item);
}

type RequestRow = Pick<
  typeof talentInterviews.$inferSelect,
  'jobTitle' | 'skills' | 'clientMessage' | 'comment' | 'contractType'
>;

/** What clients asked for, read as a job: title, skills, their message and staff's comment. */
function requestSide(requests: RequestRow[]): Side {
  const { ex, seniority } = extractJob({
    title: requests.map((r) => r.jobTitle).join('\n'),
    technicalSkills: requests.map((r) => r.skills).join('\n'),
    descriptionFr: requests.map((r) => `${r.clientMessage}\n${r.comment}`).join('\n'),
    descriptionEn: '',
    descriptionsNl: '',
    experience: '',
    seniorityLevel: '',
    region: '',
  });
  return sideOfExtracted(ex, seniority, requests.map((r) => r.jobTitle).join('\n'));
}

async function profilesFor(db: Database, side: Side, opts: MatchOptions): Promise<ProfileMatch[]> {
  const { ids, sides } = await candidatePeople(db, side.terms, { profilesOnly: true });
  const ranked = rankPeople(side, sides, ids, opts.lang, opts.limit);
  if (ranked.length === 0) return [];
  const published = await db
    .select({ id: profiles.id, personId: profiles.personId })
    .from(profiles)
    .where(
      and(
        inArray(
          profiles.personId,
          ranked.map((r) => r.personId),
        ),
        eq(profiles.display, true),
        isNull(profiles.anonymisedAt),
      ),
    )
    .orderBy(asc(profiles.profileOrder), asc(profiles.id));
  const profileOf = new Map<number, number>();
  for (const p of published) if (!profileOf.has(p.personId)) profileOf.set(p.personId, p.id);
  return ranked.flatMap((item) => {
    const profileId = profileOf.get(item.personId);
    return profileId === undefined ? [] : [{ ...item, profileId }];
  });
}

/** Published consultant profiles fitting talent request `talentInterviewId`; null when it is no talent request. */
export async function profilesForTalentRequest(
  db: Database,
  talentInterviewId: number,
  opts: MatchOptions,
): Promise<ProfileMatch[] | null> {
  const [request] = await db.select().from(talentInterviews).where(eq(talentInterviews.id, talentInterviewId));
  if (!request || request.kind !== 'TALENT_REQUEST') return null;
  if (request.anonymisedAt) return [];
  return profilesFor(db, requestSide([request]), opts);
}

/** Published consultant profiles fitting what company `companyId` asked for in its talent requests; null: no company. */
export async function profilesForCompany(
  db: Database,
  companyId: number,
  opts: MatchOptions,
): Promise<ProfileMatch[] | null> {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!company) return null;
  const requests = await db
    .select()
    .from(talentInterviews)
    .where(
      and(
        eq(talentInterviews.companyId, companyId),
        eq(talentInterviews.kind, 'TALENT_REQUEST'),
        isNull(talentInterviews.anonymisedAt),
      ),
    )
    .orderBy(sql`${talentInterviews.creationDate} desc`)
    .limit(20);
  if (requests.length === 0) return [];
  return profilesFor(db, requestSide(requests), opts);
}

/**
 * Open, published jobs like job `jobId` (not itself), most alike first: the pairs the queue stored when the jobs
 * were saved, whether each is open checked now; before the queue reached the job, computed from its text.
 * Null when there is no such job, or visitors cannot see it.
 */
export async function similarJobs(db: Database, jobId: number, opts: MatchOptions): Promise<SimilarJob[] | null> {
  const now = opts.now ?? systemClock.now();
  const columns = sql`jobs.id, jobs.job_ref, jobs.title, jobs.region, jobs.type`;
  // The usual case in one round trip: the stored pairs of a job visitors can see (decision 0063, speed addendum).
  const stored = await db.execute(sql`
    select ${columns} from match_similar_jobs s join jobs on jobs.id = s.similar_id
    where s.job_id = ${jobId} and jobs.id <> ${jobId} and ${jobIsOpen(now)}
      and exists (select 1 from jobs shown where shown.id = ${jobId} and shown.display_job)
    order by s.score desc, jobs.id desc
    limit ${opts.limit}`);
  let rows = rowsOf<{ id: number; job_ref: string; title: string; region: string; type: string }>(stored);
  if (rows.length === 0) {
    const [job] = await db.select().from(jobs).where(eq(jobs.id, jobId));
    // A job taken off the site does not exist for visitors (get-public-job.ts): nothing is similar to it.
    if (!job || !job.displayJob) return null;
    const [computed] = await db.select({ id: matchJobs.jobId }).from(matchJobs).where(eq(matchJobs.jobId, jobId));
    if (computed) return [];
    const { ex } = extractJob(job);
    const terms = sideOfExtracted(ex, null).terms;
    if (terms.size === 0) return [];
    const live = await db.execute(sql`
      select ${columns} from (
        select t.job_id, sum(least(t.weight, q.weight) * case when q.concept like 'role:%' then 2 else 1 end) as s
        from ${valuesOf(terms)} join match_job_terms t on t.concept = q.concept
        where t.job_id <> ${jobId}
        group by t.job_id) m
      join jobs on jobs.id = m.job_id and ${jobIsOpen(now)}
      order by m.s desc, jobs.id desc
      limit ${opts.limit}`);
    rows = rowsOf(live);
  }
  return rows.map((r) => ({
    id: Number(r.id),
    jobRef: r.job_ref,
    title: r.title,
    region: r.region,
    type: r.type,
  }));
}
