/**
 * The matching evaluation (issue 32 item 6): loads eval-set.json into a database the way the app stores such
 * records (people, CVs with their extracted text, published consultant profiles, spontaneous applications, past
 * applications with a talent-pool consent, jobs, talent requests), computes the concepts as the queue would, then
 * measures precision at 5 and nDCG at 10 of the three directions for the engine and for a plain full-text
 * baseline (PostgreSQL ts_rank, 'simple' configuration) in the same database. Used by bench/matching.ts and by
 * src/server/matching/matching-eval.test.ts.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.ts';
import {
  companies,
  consentEvents,
  fileTexts,
  jobApplications,
  jobs,
  people,
  profiles,
  spontaneousApplications,
  storedFileChunks,
  storedFiles,
  talentInterviews,
} from '../../src/server/db/schema/index.ts';
import { jobsForPerson, peopleForJob, profilesForTalentRequest } from '../../src/server/matching/engine.ts';
import { refreshJobs, refreshPeople } from '../../src/server/matching/refresh.ts';
import { rowsOf } from '../../src/server/db/rows.ts';
import type { EvalSet } from './generate.ts';

/**
 * The set at `path` (a file of the same shape, e.g. the held-out v2: bench/matching-eval/v2/eval-set.json), by
 * default v1's eval-set.json beside this file.
 */
export function readEvalSet(path?: string): EvalSet {
  return JSON.parse(readFileSync(path ? resolve(path) : join(import.meta.dirname, 'eval-set.json'), 'utf8')) as EvalSet;
}

export interface Loaded {
  set: EvalSet;
  personId: Map<string, number>;
  jobId: Map<string, number>;
  requestId: Map<string, number>;
}

/** Loads the set into an empty, migrated database and computes every concept (as the queue's sweep would). */
export async function loadEvalSet(db: Database, set = readEvalSet()): Promise<Loaded> {
  const personId = new Map<string, number>();
  const jobId = new Map<string, number>();
  const requestId = new Map<string, number>();
  const now = new Date();
  const expires = new Date(now.getTime() + 365 * 24 * 3600 * 1000);
  await db.transaction(async (tx) => {
    for (const [i, p] of set.people.entries()) {
      const email = `eval${i}@example.be`;
      const [row] = await tx
        .insert(people)
        .values({ firstName: p.firstName, lastName: p.lastName, email, lang: p.lang, region: p.region })
        .returning({ id: people.id });
      const id = row!.id;
      personId.set(p.key, id);
      let fileId: string | null = null;
      if (p.cv) {
        const [file] = await tx
          .insert(storedFiles)
          .values({ fileName: 'cv.txt', mimeType: 'text/plain', size: Buffer.byteLength(p.cv) })
          .returning({ id: storedFiles.id });
        fileId = file!.id;
        await tx.insert(storedFileChunks).values({ fileId, chunkNumber: 0, data: Buffer.from(p.cv) });
        await tx.insert(fileTexts).values({ fileId, status: 'done', language: p.lang, text: p.cv, extractedAt: now });
      }
      const who = { personId: id, firstName: p.firstName, lastName: p.lastName, email, phone: '' };
      if (p.via === 'consultant' && p.profile) {
        await tx.insert(profiles).values({
          ...who,
          ...p.profile,
          display: true,
          process: 'NEW',
          cvFileId: fileId,
          lang: p.lang === 'de' || p.lang === 'es' ? 'en' : p.lang,
        });
      } else if (p.via === 'spontaneous') {
        await tx
          .insert(spontaneousApplications)
          .values({ ...who, post: p.post, availability: '', cvFileId: fileId, process: 'NEW' });
      } else {
        await tx.insert(jobApplications).values({ ...who, jobTitle: p.post, fileId, process: 'NO_GO' });
        await tx.insert(consentEvents).values({
          email,
          recordType: 'job-applications',
          recordId: 0,
          purpose: 'talent_pool',
          action: 'given',
          noticeVersion: '2026-01-01',
          lang: 'en',
          source: 'form',
          at: now,
          expiresAt: expires,
        });
      }
    }
    for (const j of set.jobs) {
      const [row] = await tx
        .insert(jobs)
        .values({
          jobRef: j.key,
          title: j.title,
          descriptionFr: j.descriptionFr,
          descriptionEn: j.descriptionEn,
          descriptionsNl: j.descriptionNl,
          technicalSkills: j.technicalSkills,
          experience: j.experience,
          seniorityLevel: j.seniorityLevel,
          region: j.region,
          displayJob: true,
        })
        .returning({ id: jobs.id });
      jobId.set(j.key, row!.id);
    }
    for (const [i, r] of set.requests.entries()) {
      const [company] = await tx
        .insert(companies)
        .values({ name: `Eval client ${i}` })
        .returning({ id: companies.id });
      const [contact] = await tx
        .insert(people)
        .values({ firstName: 'Client', lastName: String(i), email: `client${i}@example.be` })
        .returning({ id: people.id });
      const [row] = await tx
        .insert(talentInterviews)
        .values({
          personId: contact!.id,
          kind: 'TALENT_REQUEST',
          email: `client${i}@example.be`,
          companyId: company!.id,
          client: `Eval client ${i}`,
          jobTitle: r.jobTitle,
          skills: r.skills,
          clientMessage: r.clientMessage,
          process: 'REQUESTED',
          lang: r.lang,
        })
        .returning({ id: talentInterviews.id });
      requestId.set(r.key, row!.id);
    }
  });
  await refreshPeople(db, [...personId.values()], now);
  await refreshJobs(db, [...jobId.values()], now);
  return { set, personId, jobId, requestId };
}

/**
 * Precision at k: the share of the first k answers a recruiter would call (grade 2, as generate.ts labels them);
 * `minGrade` 1 also counts those they might call.
 */
export function precisionAt(k: number, ranked: string[], labels: Record<string, number>, minGrade = 2): number {
  return ranked.slice(0, k).filter((key) => (labels[key] ?? 0) >= minGrade).length / k;
}

/** nDCG at k with graded labels (2: would call, 1: might call). */
export function ndcgAt(k: number, ranked: string[], labels: Record<string, number>): number {
  const dcg = (grades: number[]) => grades.slice(0, k).reduce((sum, g, i) => sum + (2 ** g - 1) / Math.log2(i + 2), 0);
  const ideal = dcg(Object.values(labels).sort((a, b) => b - a));
  return ideal === 0 ? 0 : dcg(ranked.map((key) => labels[key] ?? 0)) / ideal;
}

export interface Figures {
  /** Precision at 5, counting those a recruiter would call. */
  p5: number;
  /** Precision at 5, counting also those they might call. */
  p5any: number;
  ndcg10: number;
  queries: number;
}

export type Direction = 'peopleForJob' | 'jobsForPerson' | 'profilesForRequest';

/** One answer in a query's first five: its key, its label (0: not of the query's trade) and, for the engine, why. */
export interface Answer {
  key: string;
  grade: number;
  score?: number;
  reasons?: string[];
}

/** One query's figures and first five, engine and baseline (for a per-trade, per-query breakdown). */
export interface QueryResult {
  direction: Direction;
  key: string;
  family: string;
  engine: Omit<Figures, 'queries'>;
  baseline: Omit<Figures, 'queries'>;
  engineTop: Answer[];
  baselineTop: Answer[];
}

export interface EvalResult {
  engine: Record<Direction, Figures>;
  baseline: Record<Direction, Figures>;
  queries: QueryResult[];
}

export interface EvalOptions {
  /** Measure the baseline too (the test does not: it holds the engine's figures). */
  withBaseline?: boolean;
  /**
   * Only the queries of these trades (the jobs, people and requests whose `family` is one of them); the corpus stays
   * whole. Undefined: every query. v2's fixed halves are in v2/split.ts.
   */
  trades?: ReadonlySet<string>;
}

function average(results: Omit<Figures, 'queries'>[]): Figures {
  const n = results.length || 1;
  return {
    p5: results.reduce((s, r) => s + r.p5, 0) / n,
    p5any: results.reduce((s, r) => s + r.p5any, 0) / n,
    ndcg10: results.reduce((s, r) => s + r.ndcg10, 0) / n,
    queries: results.length,
  };
}

const measure = (ranked: string[], labels: Record<string, number>) => ({
  p5: precisionAt(5, ranked, labels),
  p5any: precisionAt(5, ranked, labels, 1),
  ndcg10: ndcgAt(10, ranked, labels),
});

/** The words of a text as an OR query of the 'simple' configuration (the baseline's query). */
const orQuery = (text: string) => {
  const words = [...new Set(text.toLowerCase().match(/[\p{L}\p{N}]{2,}/gu) ?? [])].slice(0, 60);
  return words.map((w) => `'${w.replace(/'/g, "''")}'`).join(' | ');
};

/**
 * The baseline: each person is one document (CV text, profile fields, application fields), each job one
 * (title, descriptions, skills), in the 'simple' text-search configuration; ranked by ts_rank against an OR of
 * the query's words.
 */
async function baselineRank(
  db: Database,
  docs: 'people' | 'jobs' | 'consultants',
  query: string,
  ids: Map<number, string>,
): Promise<string[]> {
  const q = orQuery(query);
  if (!q) return [];
  const source =
    docs === 'jobs'
      ? sql`select id, d from eval_job_docs`
      : sql`select id, d from eval_person_docs ${docs === 'consultants' ? sql`where consultant` : sql``}`;
  const result = await db.execute(sql`
    select id from (${source}) docs where d @@ to_tsquery('simple', ${q})
    order by ts_rank(d, to_tsquery('simple', ${q})) desc, id limit 10`);
  return rowsOf<{ id: number }>(result)
    .map((r) => ids.get(Number(r.id)))
    .filter((k): k is string => !!k);
}

/** The baseline's documents, written once per evaluation. */
async function baselineDocuments(db: Database): Promise<void> {
  await db.execute(sql`drop table if exists eval_job_docs`);
  await db.execute(sql`drop table if exists eval_person_docs`);
  await db.execute(sql`create table eval_job_docs as
    select id, to_tsvector('simple', title || ' ' || description_fr || ' ' || description_en || ' ' || descriptions_nl || ' ' || technical_skills) as d from jobs`);
  await db.execute(sql`create table eval_person_docs as select p.id,
          exists (select 1 from profiles x where x.person_id = p.id and x.display) as consultant,
          to_tsvector('simple', concat_ws(' ',
            (select string_agg(t.text, ' ') from file_texts t where t.file_id in (
              select cv_file_id from profiles where person_id = p.id union all
              select cv_file_id from spontaneous_applications where person_id = p.id union all
              select file_id from job_applications where person_id = p.id)),
            (select string_agg(concat_ws(' ', profile_title, technologies, experience, description_fr, description_en, description_nl), ' ') from profiles where person_id = p.id),
            (select string_agg(post, ' ') from spontaneous_applications where person_id = p.id),
            (select string_agg(job_title, ' ') from job_applications where person_id = p.id))) as d
          from people p`);
}

/** Every figure of the evaluation, engine and (unless `withBaseline` is false) baseline. */
export async function evaluate(
  db: Database,
  loaded: Loaded,
  options: boolean | EvalOptions = true,
): Promise<EvalResult> {
  const { withBaseline = true, trades } = typeof options === 'boolean' ? { withBaseline: options } : options;
  const asked = (family: string | null) => !trades || (family !== null && trades.has(family));
  const queries: QueryResult[] = [];
  const top = (ranked: string[], labels: Record<string, number>): Answer[] =>
    ranked.slice(0, 5).map((key) => ({ key, grade: labels[key] ?? 0 }));
  const explained = (
    found: { score: number; reasons: { kind: string; text: string }[] }[],
    ranked: string[],
    labels: Record<string, number>,
  ): Answer[] =>
    top(ranked, labels).map((a, i) => ({
      ...a,
      score: found[i]!.score,
      reasons: found[i]!.reasons.filter((r) => r.kind !== 'cv-line').map((r) => r.text),
    }));
  if (withBaseline) await baselineDocuments(db);
  const none = async () => [] as string[];
  const { set } = loaded;
  const keyOfPerson = new Map([...loaded.personId].map(([k, v]) => [v, k]));
  const keyOfJob = new Map([...loaded.jobId].map(([k, v]) => [v, k]));
  const lang = 'en' as const;
  const engine = { peopleForJob: [] as Figures[], jobsForPerson: [] as Figures[], profilesForRequest: [] as Figures[] };
  const base = { peopleForJob: [] as Figures[], jobsForPerson: [] as Figures[], profilesForRequest: [] as Figures[] };
  const e: Record<keyof typeof engine, Omit<Figures, 'queries'>[]> = {
    peopleForJob: [],
    jobsForPerson: [],
    profilesForRequest: [],
  };
  const b: typeof e = { peopleForJob: [], jobsForPerson: [], profilesForRequest: [] };

  const record = (
    direction: Direction,
    key: string,
    family: string,
    labels: Record<string, number>,
    found: { score: number; reasons: { kind: string; text: string }[] }[],
    ranked: string[],
    baseRanked: string[],
  ) => {
    const engineFigures = measure(ranked, labels);
    const baseFigures = measure(baseRanked, labels);
    e[direction].push(engineFigures);
    b[direction].push(baseFigures);
    queries.push({
      direction,
      key,
      family,
      engine: engineFigures,
      baseline: baseFigures,
      engineTop: explained(found, ranked, labels),
      baselineTop: top(baseRanked, labels),
    });
  };
  for (const job of set.jobs) {
    if (!asked(job.family)) continue;
    const labels = set.labels.peopleForJob[job.key]!;
    const found = (await peopleForJob(db, loaded.jobId.get(job.key)!, { limit: 10, lang })) ?? [];
    const text = `${job.title} ${job.technicalSkills}`;
    record(
      'peopleForJob',
      job.key,
      job.family,
      labels,
      found,
      found.map((m) => keyOfPerson.get(m.personId)!),
      await (withBaseline ? baselineRank(db, 'people', text, keyOfPerson) : none()),
    );
  }
  for (const person of set.people) {
    const labels = set.labels.jobsForPerson[person.key]!;
    if (Object.keys(labels).length === 0 || !asked(person.family)) continue;
    const found = (await jobsForPerson(db, loaded.personId.get(person.key)!, { limit: 10, lang })) ?? [];
    const text = [
      person.post,
      person.profile?.profileTitle,
      person.profile?.technologies,
      person.cv.split('\n').slice(0, 3).join(' '),
    ]
      .filter(Boolean)
      .join(' ');
    record(
      'jobsForPerson',
      person.key,
      person.family ?? '',
      labels,
      found,
      found.map((m) => keyOfJob.get(m.jobId)!),
      await (withBaseline ? baselineRank(db, 'jobs', text, keyOfJob) : none()),
    );
  }
  for (const request of set.requests) {
    if (!asked(request.family)) continue;
    const labels = set.labels.profilesForRequest[request.key]!;
    const found = (await profilesForTalentRequest(db, loaded.requestId.get(request.key)!, { limit: 10, lang })) ?? [];
    const text = `${request.jobTitle} ${request.skills}`;
    record(
      'profilesForRequest',
      request.key,
      request.family,
      labels,
      found,
      found.map((m) => keyOfPerson.get(m.personId ?? -1)!),
      await (withBaseline ? baselineRank(db, 'consultants', text, keyOfPerson) : none()),
    );
  }
  for (const k of Object.keys(e) as (keyof typeof e)[]) {
    engine[k] = [average(e[k])];
    base[k] = [average(b[k])];
  }
  return {
    queries,
    engine: {
      peopleForJob: engine.peopleForJob[0]!,
      jobsForPerson: engine.jobsForPerson[0]!,
      profilesForRequest: engine.profilesForRequest[0]!,
    },
    baseline: {
      peopleForJob: base.peopleForJob[0]!,
      jobsForPerson: base.jobsForPerson[0]!,
      profilesForRequest: base.profilesForRequest[0]!,
    },
  };
}
