/**
 * Computing what matching reads (docs/decisions/0063-matching.md), in the queue (match-job.ts), never in a request:
 * a person's concepts from their CVs' texts, profiles and applications, with whether matching may suggest them
 * (eligibility); a job's concepts from its title, descriptions, skills, experience, seniority and region, and the
 * jobs most like it.
 */
import { and, eq, inArray, isNull, like, sql } from 'drizzle-orm';
import { ENDED_CANDIDATE_STATES } from '../../shared/schemas/process.ts';
import type { Database } from '../db/client.ts';
import {
  consentEvents,
  fileTexts,
  jobApplications,
  jobs,
  matchJobs,
  matchJobTerms,
  matchPeople,
  matchPersonTerms,
  matchSimilarJobs,
  people,
  profiles,
  spontaneousApplications,
} from '../db/schema/index.ts';
import { Extraction, firstLines, seniorityOfYears, titleWords, type Extracted } from './extract.ts';
import { systemClock } from '../time/clock.ts';
import { GROUP_TRADES, ROLES } from './vocabulary.ts';
import { rowsOf } from '../db/rows.ts';

/** A concept's stored weight is capped, so that a word a CV repeats twenty times does not outweigh the rest. */
const MAX_WEIGHT = 3;
const FAR_FUTURE = new Date('9999-12-31T00:00:00Z');

/** The earliest year a CV's experience lines name ("2015 – 2019"), for a seniority when nothing states one. */
function yearsFromDates(text: string, now: Date): number | null {
  let first: number | null = null;
  for (const m of text.matchAll(/\b(19[7-9]\d|20\d\d)\s*[-–—]\s*(?:19[7-9]\d|20\d\d|\p{L}+)/gu)) {
    const year = Number(m[1]);
    if (first === null || year < first) first = year;
  }
  if (first === null) return null;
  const years = now.getUTCFullYear() - first;
  return years >= 0 && years < 50 ? years : null;
}

function seniorityOf(ex: Extracted, stated: number | null, years: number | null): number | null {
  if (stated !== null) return stated;
  if (years !== null) return seniorityOfYears(years);
  return ex.seniority;
}

export interface ComputedPeople {
  rows: (typeof matchPeople.$inferInsert)[];
  terms: (typeof matchPersonTerms.$inferInsert)[];
}

/**
 * Two refreshes of the same people or jobs at once (two queue workers, a mark taken again while its first run still
 * goes on) would each delete then insert the same rows: the second insert would clash. Each refresh of a kind
 * waits for the one before, by a lock held until its transaction ends.
 */
const refreshing = (tx: Database, kind: 'people' | 'jobs') =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`hireframe:match-refresh:${kind}`}))`);

/** Computes the given people's concepts and eligibility again (those gone or anonymised lose theirs). */
export async function refreshPeople(db: Database, personIds: number[], now = systemClock.now()): Promise<void> {
  if (personIds.length === 0) return;
  const { rows, terms } = await computePeople(db, personIds, now);
  await db.transaction(async (tx) => {
    await refreshing(tx, 'people');
    await tx.delete(matchPersonTerms).where(inArray(matchPersonTerms.personId, personIds));
    await tx.delete(matchPeople).where(inArray(matchPeople.personId, personIds));
    for (let i = 0; i < rows.length; i += 1000) await tx.insert(matchPeople).values(rows.slice(i, i + 1000));
    for (let i = 0; i < terms.length; i += 2000) await tx.insert(matchPersonTerms).values(terms.slice(i, i + 2000));
  });
}

/** What refreshPeople stores, computed without storing it (for a person the queue has not reached yet). */
export async function computePeople(
  db: Database,
  personIds: number[],
  now = systemClock.now(),
): Promise<ComputedPeople> {
  const persons = await db
    .select({
      id: people.id,
      email: people.email,
      region: people.region,
      anonymisedAt: people.anonymisedAt,
      mergedInto: people.mergedInto,
    })
    .from(people)
    .where(inArray(people.id, personIds));
  const live = persons.filter((p) => !p.anonymisedAt && !p.mergedInto);
  const liveIds = live.map((p) => p.id);
  const [profs, apps, spont] = liveIds.length
    ? await Promise.all([
        db
          .select()
          .from(profiles)
          .where(and(inArray(profiles.personId, liveIds), isNull(profiles.anonymisedAt))),
        db
          .select({
            personId: jobApplications.personId,
            jobTitle: jobApplications.jobTitle,
            message: jobApplications.message,
            fileId: jobApplications.fileId,
            process: jobApplications.process,
          })
          .from(jobApplications)
          .where(and(inArray(jobApplications.personId, liveIds), isNull(jobApplications.anonymisedAt))),
        db
          .select({
            personId: spontaneousApplications.personId,
            post: spontaneousApplications.post,
            fileId: spontaneousApplications.cvFileId,
            process: spontaneousApplications.process,
          })
          .from(spontaneousApplications)
          .where(and(inArray(spontaneousApplications.personId, liveIds), isNull(spontaneousApplications.anonymisedAt))),
      ])
    : [[], [], []];
  const fileIds = [
    ...new Set([...profs.map((p) => p.cvFileId), ...apps.map((a) => a.fileId), ...spont.map((s) => s.fileId)]),
  ].filter((f): f is string => !!f);
  const texts = fileIds.length
    ? await db
        .select({ fileId: fileTexts.fileId, text: fileTexts.text })
        .from(fileTexts)
        .where(and(inArray(fileTexts.fileId, fileIds), eq(fileTexts.status, 'done')))
    : [];
  const textOf = new Map(texts.map((t) => [t.fileId, t.text]));
  const emails = live.map((p) => p.email).filter(Boolean);
  const consents = emails.length
    ? await db
        .selectDistinctOn([consentEvents.email], {
          email: consentEvents.email,
          action: consentEvents.action,
          expiresAt: consentEvents.expiresAt,
        })
        .from(consentEvents)
        .where(and(inArray(consentEvents.email, emails), eq(consentEvents.purpose, 'talent_pool')))
        .orderBy(consentEvents.email, sql`${consentEvents.at} desc`, sql`${consentEvents.id} desc`)
    : [];
  const consentOf = new Map(consents.map((c) => [c.email, c]));
  const ended = new Set<string>(ENDED_CANDIDATE_STATES);

  const rows: (typeof matchPeople.$inferInsert)[] = [];
  const terms: (typeof matchPersonTerms.$inferInsert)[] = [];
  for (const person of live) {
    const ex = new Extraction();
    const myProfiles = profs.filter((p) => p.personId === person.id);
    const myApps = apps.filter((a) => a.personId === person.id);
    const mySpont = spont.filter((s) => s.personId === person.id);
    let stated: number | null = null;
    for (const p of myProfiles) {
      ex.add(p.profileTitle, 3);
      ex.add(p.technologies, 2, { seniority: false });
      ex.add(p.experience, 1);
      ex.add([p.descriptionFr, p.descriptionEn, p.descriptionNl].join('\n'), 1);
      ex.add(p.languages, 0, { seniority: false, years: false });
      ex.add(p.region, 0, { seniority: false, years: false });
      if (p.seniorityLevel && stated === null) {
        const s = new Extraction();
        s.add(p.seniorityLevel, 0);
        stated = s.result.seniority;
      }
    }
    for (const s of mySpont) ex.add(s.post, 2, { years: false });
    for (const a of myApps) ex.add(a.message, 1);
    const cvs = [...myProfiles.map((p) => p.cvFileId), ...myApps.map((a) => a.fileId), ...mySpont.map((s) => s.fileId)]
      .filter((f): f is string => !!f)
      .filter((f, i, all) => all.indexOf(f) === i)
      .map((f) => textOf.get(f) ?? '')
      .filter(Boolean);
    for (const cv of cvs) ex.add(cv, 1);
    ex.add(person.region, 0, { seniority: false, years: false });
    const years = ex.result.years ?? cvs.map((cv) => yearsFromDates(cv, now)).find((y) => y !== null) ?? null;

    // Eligibility (decision 0063): a talent-pool consent in force, a consultant of the firm (a published or hired
    // profile), or a spontaneous application not ended; nothing else (a job application alone covers only its job).
    const consent = person.email ? consentOf.get(person.email) : undefined;
    const poolUntil =
      consent && consent.action !== 'withdrawn' && (!consent.expiresAt || consent.expiresAt > now)
        ? (consent.expiresAt ?? FAR_FUTURE)
        : null;
    const consultant = myProfiles.some((p) => p.display || p.process === 'HIRED');
    const spontaneous = mySpont.some((s) => !ended.has(s.process));
    const basis = consultant ? 'consultant' : spontaneous ? 'spontaneous' : poolUntil ? 'pool-consent' : '';
    const eligibleUntil = consultant || spontaneous ? FAR_FUTURE : poolUntil;

    rows.push({
      personId: person.id,
      seniority: seniorityOf(ex.result, stated, years),
      years,
      place: ex.result.place,
      spoken: [...ex.result.spoken],
      basis,
      eligibleUntil,
      computedAt: now,
    });
    for (const [concept, found] of ex.result.concepts) {
      terms.push({
        concept,
        personId: person.id,
        weight: Math.min(MAX_WEIGHT, found.weight),
        evidence: found.line,
        eligibleUntil,
      });
    }
    // The words of their titles (profile, applications, the first lines of their CVs): a title the vocabulary does
    // not know still matches a job's title word for word.
    const titles = [
      ...myProfiles.map((p) => p.profileTitle),
      ...mySpont.map((s) => s.post),
      ...myApps.map((a) => a.jobTitle),
      ...cvs.map((cv) => firstLines(cv)),
    ];
    for (const word of titleWords(...titles))
      terms.push({ concept: `word:${word}`, personId: person.id, weight: 1, evidence: '', eligibleUntil });
  }
  return { rows, terms };
}

export interface JobText {
  title: string;
  descriptionFr: string;
  descriptionEn: string;
  descriptionsNl: string;
  technicalSkills: string;
  experience: string;
  seniorityLevel: string;
  region: string;
}

/** A job's concepts (also used for a talent request, read as a job). */
export function extractJob(job: JobText): { ex: Extracted; seniority: number | null } {
  const ex = new Extraction();
  ex.add(job.title, 3, { years: false });
  ex.add(job.technicalSkills, 2, { seniority: false });
  const level = new Extraction();
  level.add(job.seniorityLevel, 0);
  const title = new Extraction();
  title.add(job.title, 0);
  const experience = new Extraction();
  experience.add(job.experience, 0);
  ex.add([job.descriptionFr, job.descriptionEn, job.descriptionsNl].join('\n'), 1);
  ex.add(job.region, 0, { seniority: false, years: false });
  const seniority =
    level.result.seniority ??
    title.result.seniority ??
    (experience.result.years !== null ? seniorityOfYears(experience.result.years) : null) ??
    experience.result.seniority ??
    ex.result.seniority ??
    (ex.result.years !== null ? seniorityOfYears(ex.result.years) : null);
  return { ex: ex.result, seniority };
}

/** How many similar jobs are kept per job (the page shows five of the open ones). */
const SIMILAR_KEPT = 30;

/** Computes the given jobs' concepts again, then their similar jobs (both ways). */
export async function refreshJobs(db: Database, jobIds: number[], now = systemClock.now()): Promise<void> {
  if (jobIds.length === 0) return;
  const rows = await db.select().from(jobs).where(inArray(jobs.id, jobIds));
  const jobRows: (typeof matchJobs.$inferInsert)[] = [];
  const terms: (typeof matchJobTerms.$inferInsert)[] = [];
  for (const job of rows) {
    const { ex, seniority } = extractJob(job);
    jobRows.push({ jobId: job.id, seniority, place: ex.place, spoken: [...ex.spoken], computedAt: now });
    for (const [concept, found] of ex.concepts)
      terms.push({ concept, jobId: job.id, weight: Math.min(MAX_WEIGHT, found.weight) });
  }
  await db.transaction(async (tx) => {
    await refreshing(tx, 'jobs');
    await tx.delete(matchJobTerms).where(inArray(matchJobTerms.jobId, jobIds));
    await tx.delete(matchJobs).where(inArray(matchJobs.jobId, jobIds));
    await tx.delete(matchSimilarJobs).where(inArray(matchSimilarJobs.jobId, jobIds));
    for (let i = 0; i < jobRows.length; i += 1000) await tx.insert(matchJobs).values(jobRows.slice(i, i + 1000));
    for (let i = 0; i < terms.length; i += 2000) await tx.insert(matchJobTerms).values(terms.slice(i, i + 2000));
  });
  for (const job of rows) await refreshSimilar(db, job.id);
}

/** A pair below this share of the job's weight is no similar job, unless the two share the trade. */
const SIMILAR_FLOOR = 0.15;
/** What sharing the trade adds to a pair's score: such jobs come before the weak matches of other trades. */
const TRADE_BONUS = 0.2;
/** The newest jobs of the trade considered beside those sharing concepts (the queue's work stays bounded). */
const TRADE_CANDIDATES = 200;

/** The role concepts of the same trade as the job's roles (GROUP_TRADES): the job's own roles' neighbours too. */
function tradeRoles(roleConcepts: string[]): string[] {
  const tradeOf = (group: string) => GROUP_TRADES[group] ?? group;
  const trades = new Set(
    ROLES.filter(([id]) => roleConcepts.includes(`role:${id}`)).map(([, group]) => tradeOf(group)),
  );
  return ROLES.filter(([, group]) => trades.has(tradeOf(group))).map(([id]) => `role:${id}`);
}

/**
 * The jobs most like `jobId` by their shared concepts (weighted: a shared role counts as much as the job's
 * skills together), kept both ways so that older jobs show the new one too. A job of the same trade (a role of
 * the same trade, GROUP_TRADES) is kept whatever its share and ranks before the weak matches of other trades:
 * a fixed floor alone left a Java developer's page with one similar job (issue 44 item 24).
 */
export async function refreshSimilar(db: Database, jobId: number): Promise<void> {
  const roles = await db
    .select({ concept: matchJobTerms.concept })
    .from(matchJobTerms)
    .where(and(eq(matchJobTerms.jobId, jobId), like(matchJobTerms.concept, 'role:%')));
  const trade = tradeRoles(roles.map((r) => r.concept));
  const inTrade = trade.length
    ? sql`o.concept in (${sql.join(
        trade.map((c) => sql`${c}`),
        sql`, `,
      )})`
    : sql`false`;
  const result = await db.execute(sql`
    with mine as (select concept, weight from match_job_terms where job_id = ${jobId}),
    total as (select coalesce(sum(weight), 0) as w from mine),
    shared as (
      select o.job_id,
        sum(least(o.weight, m.weight) * case when m.concept like 'role:%' then 2 else 1 end)
          / greatest((select w from total), 1) as score
      from mine m join match_job_terms o on o.concept = m.concept and o.job_id <> ${jobId}
      group by o.job_id),
    trade as (
      select o.job_id from match_job_terms o where ${inTrade} and o.job_id <> ${jobId}
      group by o.job_id order by o.job_id desc limit ${TRADE_CANDIDATES}),
    candidates as (
      select coalesce(s.job_id, t.job_id) as job_id, coalesce(s.score, 0) as score,
        t.job_id is not null or exists (select 1 from match_job_terms o where o.job_id = s.job_id and ${inTrade})
          as same_trade
      from shared s full join trade t on t.job_id = s.job_id)
    select job_id as similar_id, (score + case when same_trade then ${TRADE_BONUS}::real else 0 end)::real as score
    from candidates
    where same_trade or score > ${SIMILAR_FLOOR}::real
    order by 2 desc, job_id desc
    limit ${SIMILAR_KEPT}`);
  const similar = rowsOf<{ similar_id: number; score: number }>(result);
  if (similar.length === 0) return;
  const pairs = similar.flatMap((r) => [
    { jobId, similarId: r.similar_id, score: r.score },
    { jobId: r.similar_id, similarId: jobId, score: r.score },
  ]);
  await db
    .insert(matchSimilarJobs)
    .values(pairs)
    .onConflictDoUpdate({
      target: [matchSimilarJobs.jobId, matchSimilarJobs.similarId],
      set: { score: sql`excluded.score` },
    });
}
