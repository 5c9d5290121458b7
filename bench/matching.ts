/**
 * Matching (issue 32): quality and speed.
 * - Quality: the evaluation set (bench/matching-eval/) on PGlite; precision at 5 and nDCG at 10 of people for a
 *   job, jobs for a person and consultants for a request, beside a plain full-text baseline (ts_rank, 'simple').
 * - Speed on PostgreSQL: people for a job with 100,000 people and 100,000 CVs (p95 target 150 ms); similar jobs
 *   at 100,000 jobs (p95 target 20 ms). The corpus is generated once into BENCH_DB (default hf_matchcore) and
 *   kept: CVs written from the evaluation's phrases, their concepts computed by the same extraction the queue
 *   runs; the similar-job pairs of the generated jobs are written by SQL (ten of the same trade each), as the
 *   queue's refreshSimilar would after each save, whose own time is measured on a sample.
 * `npx tsx bench/matching.ts [quality|speed]`; `MATCHING_EVAL_SET=bench/matching-eval/v2/eval-set.json` measures quality
 * on the held-out set v2 instead of v1; `MATCHING_EVAL_TRADES=A` (or B, or trade keys) only the queries of some trades,
 * `MATCHING_EVAL_HALVES=1` prints v2's halves A and B from the same run, `MATCHING_EVAL_BREAKDOWN=1` per trade and
 * per query who of another trade enters the first five, and why.
 */
import './lib/production-mode.ts';
import { loadavg } from 'node:os';
import { evaluate, loadEvalSet, readEvalSet, type EvalResult } from './matching-eval/evaluate.ts';
import { SPLIT } from './matching-eval/v2/split.ts';
import { FAMILIES, REGIONS, SENIORITY_WORDS, type Lang } from './matching-eval/families.ts';
import { benchDatabase, postgresAvailable } from './lib/bench-db.ts';
import { record } from './lib/report.ts';
import { ms, ratio, seeded, summarize, time } from './lib/stats.ts';
import { peopleForJob, similarJobs } from '../src/server/matching/engine.ts';
import { Extraction, firstLines, seniorityOfYears, titleWords } from '../src/server/matching/extract.ts';
import { extractJob, refreshSimilar } from '../src/server/matching/refresh.ts';

const load = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;

/**
 * MATCHING_EVAL_TRADES: only the queries of some trades (the corpus stays whole): `A` or `B`, v2's fixed halves
 * (v2/split.ts: A for tuning, B held out), or trade keys separated by commas.
 */
function tradesAsked(): Set<string> | undefined {
  const asked = process.env.MATCHING_EVAL_TRADES?.trim();
  if (!asked) return undefined;
  if (asked === 'A' || asked === 'B') return new Set(SPLIT[asked]);
  return new Set(asked.split(',').map((t) => t.trim()));
}

const DIRECTIONS = {
  peopleForJob: 'people for a job',
  jobsForPerson: 'jobs for a person',
  profilesForRequest: 'consultants for a request',
} as const;

/**
 * MATCHING_EVAL_BREAKDOWN=1: per trade, each direction's P@5 (engine and baseline, grade 2 and any grade); then per
 * query whose engine P@5 is below the baseline's or below 1, the engine's first five that a recruiter would not
 * call, each with its score and the reasons the engine gives (its score parts: role, skills, seniority, region).
 */
function printBreakdown(result: EvalResult): void {
  const f = (n: number) => n.toFixed(2);
  console.log('\n  per trade (engine P@5 / any grade; baseline P@5 / any grade):');
  const families = [...new Set(result.queries.map((q) => q.family))];
  for (const family of families) {
    const parts = (Object.keys(DIRECTIONS) as (keyof typeof DIRECTIONS)[]).map((d) => {
      const qs = result.queries.filter((q) => q.family === family && q.direction === d);
      if (qs.length === 0) return `${d} -`;
      const avg = (pick: (q: (typeof qs)[number]) => number) => qs.reduce((s, q) => s + pick(q), 0) / qs.length;
      return `${d} ${f(avg((q) => q.engine.p5))}/${f(avg((q) => q.engine.p5any))} vs ${f(avg((q) => q.baseline.p5))}/${f(avg((q) => q.baseline.p5any))}`;
    });
    console.log(`    ${family.padEnd(18)} ${parts.join('; ')}`);
  }
  console.log('\n  queries where the engine lets in people a recruiter would not call (grade 0: another trade):');
  for (const q of result.queries) {
    if (q.direction === 'jobsForPerson') continue;
    const wrong = q.engineTop.filter((a) => a.grade === 0);
    if (wrong.length === 0) continue;
    const baseWrong = q.baselineTop.filter((a) => a.grade === 0).map((a) => a.key);
    console.log(
      `    ${q.direction} ${q.key}: engine P@5 ${f(q.engine.p5)} (any ${f(q.engine.p5any)}), baseline ${f(q.baseline.p5)} (any ${f(q.baseline.p5any)}; its grade 0: ${baseWrong.join(', ') || 'none'})`,
    );
    for (const a of q.engineTop) {
      if (a.grade !== 0) continue;
      console.log(`      #${q.engineTop.indexOf(a) + 1} ${a.key} score ${a.score}: ${(a.reasons ?? []).join(' | ')}`);
    }
  }
}

/**
 * v2's halves measured in the same run (v2/split.ts: A used for tuning, B held out): each direction's P@5 (grade 2
 * and any grade) and nDCG@10, engine and baseline, over the queries of each half's trades.
 */
function printHalves(result: EvalResult): void {
  const f = (n: number) => n.toFixed(3);
  for (const [half, trades] of Object.entries(SPLIT)) {
    const of = new Set<string>(trades);
    for (const d of Object.keys(DIRECTIONS) as (keyof typeof DIRECTIONS)[]) {
      const qs = result.queries.filter((q) => q.direction === d && of.has(q.family));
      if (qs.length === 0) continue;
      const avg = (pick: (q: (typeof qs)[number]) => number) => qs.reduce((s, q) => s + pick(q), 0) / qs.length;
      console.log(
        `  half ${half} ${DIRECTIONS[d]} (${qs.length} queries): engine P@5 ${f(avg((q) => q.engine.p5))} (any grade ${f(avg((q) => q.engine.p5any))}), nDCG@10 ${f(avg((q) => q.engine.ndcg10))}; baseline P@5 ${f(avg((q) => q.baseline.p5))} (any grade ${f(avg((q) => q.baseline.p5any))}), nDCG@10 ${f(avg((q) => q.baseline.ndcg10))}`,
      );
    }
  }
}

export async function benchMatchingQuality(): Promise<void> {
  // MATCHING_EVAL_SET: another set of the same shape (the held-out v2: bench/matching-eval/v2/eval-set.json).
  const path = process.env.MATCHING_EVAL_SET;
  const trades = tradesAsked();
  console.log(
    `\n## Matching quality (PGlite, evaluation set ${path ?? 'v1'}${trades ? `, trades ${process.env.MATCHING_EVAL_TRADES}` : ''}) – ${load()}`,
  );
  const db = await benchDatabase('pglite');
  try {
    const loaded = await loadEvalSet(db.handle.db, readEvalSet(path));
    const result = await evaluate(db.handle.db, loaded, { trades });
    if (process.env.MATCHING_EVAL_BREAKDOWN) printBreakdown(result);
    // MATCHING_EVAL_HALVES=1 (on v2): the figures of A and B from this one run, beside the whole set's.
    if (process.env.MATCHING_EVAL_HALVES) printHalves(result);
    const names = DIRECTIONS;
    for (const key of Object.keys(names) as (keyof typeof names)[]) {
      const e = result.engine[key];
      const b = result.baseline[key];
      // A perfect ranking's P@5: the set's own ceiling (the grade-2 labels per query, at most five, over five).
      const measured = new Set(result.queries.filter((q) => q.direction === key).map((q) => q.key));
      const queries = Object.entries(loaded.set.labels[key])
        .filter(([query, l]) => measured.has(query) && Object.keys(l).length > 0)
        .map(([, l]) => l);
      const best =
        queries.reduce((sum, l) => sum + Math.min(5, Object.values(l).filter((g) => g === 2).length) / 5, 0) /
        (queries.length || 1);
      console.log(
        `  ${names[key]} (${e.queries} queries): engine P@5 ${e.p5.toFixed(3)} (any grade ${e.p5any.toFixed(3)}), nDCG@10 ${e.ndcg10.toFixed(3)}; baseline P@5 ${b.p5.toFixed(3)} (any grade ${b.p5any.toFixed(3)}), nDCG@10 ${b.ndcg10.toFixed(3)}; best possible P@5 ${best.toFixed(3)}`,
      );
      record({
        bench: 'matching quality',
        name: `${names[key]} P@5`,
        value: e.p5.toFixed(3),
        target: '>= 0.6',
        met: e.p5 >= 0.6,
      });
      const times = b.p5 > 0 ? e.p5 / b.p5 : Infinity;
      record({
        bench: 'matching quality',
        name: `${names[key]} P@5 / baseline`,
        value: ratio(times),
        target: '>= 1.5x',
        met: times >= 1.5,
      });
    }
  } finally {
    await db.drop();
  }
}

const PEOPLE = 100_000;
const JOBS = 100_000;

/** A short CV of a trade, from the evaluation's phrases (not the vocabulary's). */
function shortCv(rand: () => number, i: number): { text: string; lang: Lang; region: string } {
  const pick = <T>(items: readonly T[]) => items[Math.floor(rand() * items.length)]!;
  const family = FAMILIES[i % FAMILIES.length]!;
  const lang = pick(['fr', 'nl', 'en'] as Lang[]);
  const seniority = Math.floor(rand() * 3);
  const region = pick(REGIONS[lang]);
  const skills = [...new Set(Array.from({ length: 5 }, () => pick(pick(family.skills)[lang])))];
  const years = [1, 5, 10][seniority]!;
  const text = [
    `Person ${i}`,
    pick(family.titles[lang]),
    region,
    `${pick(SENIORITY_WORDS[lang][seniority]!)} – ${years} ${{ fr: 'ans', en: 'years', nl: 'jaar' }[lang]}`,
    ...skills.map((s) => `• ${s} – ${pick(family.work[lang])}`),
    pick(family.employers),
  ].join('\n');
  return { text, lang, region };
}

async function generateCorpus(exec: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>) {
  const n = ((await exec('select count(*)::int as n from match_people')).rows as { n: number }[])[0]?.n ?? 0;
  if (n >= PEOPLE) {
    console.log(`  corpus already there (${n} people)`);
    // After a migration rewrote rows, as autovacuum would soon: the candidate query is index-only.
    await exec('vacuum analyze match_person_terms');
    return;
  }
  console.log('  generating 100,000 people with a CV each and 100,000 jobs (once; kept in BENCH_DB)…');
  const rand = seeded(3200);
  const started = performance.now();
  for (let from = 0; from < PEOPLE; from += 5000) {
    const ids: number[] = [];
    const texts: string[] = [];
    const personRows = {
      id: [] as number[],
      seniority: [] as (number | null)[],
      place: [] as (string | null)[],
      eligible: [] as (string | null)[],
    };
    const terms = {
      concept: [] as string[],
      person: [] as number[],
      weight: [] as number[],
      evidence: [] as string[],
      eligible: [] as (string | null)[],
    };
    const names: string[] = [];
    for (let i = from; i < from + 5000; i++) {
      const cv = shortCv(rand, i);
      names.push(`Person ${i}`);
      texts.push(cv.text);
    }
    const inserted = (
      await exec(
        `insert into people (first_name, last_name, email)
       select n, 'Bench', 'bench' || ($2::int + g) || '@example.be' from unnest($1::text[]) with ordinality as t(n, g) order by g returning id`,
        [names, from],
      )
    ).rows as { id: number }[];
    inserted.forEach((r) => ids.push(Number(r.id)));
    const fileIds = (
      await exec(
        `insert into stored_files (file_name, mime_type, size) select 'cv.pdf', 'application/pdf', length(t) from unnest($1::text[]) t returning id`,
        [texts],
      )
    ).rows as { id: string }[];
    await exec(
      `insert into file_texts (file_id, status, language, text, extracted_at) select f, 'done', '', t, now() from unnest($1::uuid[], $2::text[]) as x(f, t)`,
      [fileIds.map((f) => f.id), texts],
    );
    // Their basis (a spontaneous application, a consent) is written into match_people directly: the records'
    // search triggers are not what this bench measures.
    texts.forEach((text, k) => {
      const ex = new Extraction();
      ex.add(text, 1);
      const id = ids[k]!;
      personRows.id.push(id);
      personRows.seniority.push(ex.result.years !== null ? seniorityOfYears(ex.result.years) : ex.result.seniority);
      personRows.place.push(ex.result.place);
      personRows.eligible.push(k % 10 === 0 ? null : '9999-12-31');
      for (const [concept, found] of ex.result.concepts) {
        terms.concept.push(concept);
        terms.person.push(id);
        terms.weight.push(Math.min(3, found.weight));
        terms.evidence.push(found.line);
        terms.eligible.push(personRows.eligible.at(-1) ?? null);
      }
      // The words of their title lines, as the queue stores them (refresh.ts).
      for (const word of titleWords(firstLines(text))) {
        terms.concept.push(`word:${word}`);
        terms.person.push(id);
        terms.weight.push(1);
        terms.evidence.push('');
        terms.eligible.push(personRows.eligible.at(-1) ?? null);
      }
    });
    await exec(
      `insert into match_people (person_id, seniority, place, basis, eligible_until)
       select p, s, pl, 'spontaneous', e::timestamptz from unnest($1::int[], $2::smallint[], $3::text[], $4::text[]) as x(p, s, pl, e)`,
      [personRows.id, personRows.seniority, personRows.place, personRows.eligible],
    );
    await exec(
      `insert into match_person_terms (concept, person_id, weight, evidence, eligible_until)
       select c, p, w, e, u::timestamptz from unnest($1::text[], $2::int[], $3::real[], $4::text[], $5::text[]) as x(c, p, w, e, u)`,
      [terms.concept, terms.person, terms.weight, terms.evidence, terms.eligible],
    );
  }
  console.log(`  people: ${((performance.now() - started) / 1000).toFixed(0)} s`);
  for (let from = 0; from < JOBS; from += 5000) {
    const rows = { title: [] as string[], skills: [] as string[], region: [] as string[], ref: [] as string[] };
    for (let i = from; i < from + 5000; i++) {
      const family = FAMILIES[i % FAMILIES.length]!;
      const lang = (['fr', 'nl', 'en'] as Lang[])[i % 3]!;
      const pick = <T>(items: readonly T[]) => items[Math.floor(rand() * items.length)]!;
      rows.title.push(pick(family.titles[lang]));
      rows.skills.push([...new Set(Array.from({ length: 3 }, () => pick(pick(family.skills)[lang])))].join(', '));
      rows.region.push(pick(REGIONS[lang]));
      rows.ref.push(`B-${i}`);
    }
    const ids = (
      await exec(
        `insert into jobs (job_ref, title, technical_skills, region, display_job)
       select r, t, s, g, (random() < 0.3) from unnest($1::text[], $2::text[], $3::text[], $4::text[]) as x(r, t, s, g) returning id`,
        [rows.ref, rows.title, rows.skills, rows.region],
      )
    ).rows as { id: number }[];
    const terms = { concept: [] as string[], job: [] as number[], weight: [] as number[] };
    ids.forEach((r, k) => {
      const { ex } = extractJob({
        title: rows.title[k]!,
        technicalSkills: rows.skills[k]!,
        descriptionFr: '',
        descriptionEn: '',
        descriptionsNl: '',
        experience: '',
        seniorityLevel: '',
        region: rows.region[k]!,
      });
      for (const [concept, found] of ex.concepts) {
        terms.concept.push(concept);
        terms.job.push(Number(r.id));
        terms.weight.push(Math.min(3, found.weight));
      }
    });
    await exec(`insert into match_jobs (job_id) select unnest($1::int[])`, [ids.map((r) => Number(r.id))]);
    await exec(
      `insert into match_job_terms (concept, job_id, weight) select * from unnest($1::text[], $2::int[], $3::real[])`,
      [terms.concept, terms.job, terms.weight],
    );
  }
  // Ten similar jobs of the same trade each (the generated jobs' trade is their number modulo the trades).
  await exec(`insert into match_similar_jobs (job_id, similar_id, score)
    select j.id, j.id + 20 * k, 1.0 / k from jobs j cross join generate_series(1, 10) k
    where j.job_ref like 'B-%' and exists (select 1 from jobs o where o.id = j.id + 20 * k)
    on conflict do nothing`);
  await exec('delete from match_dirty');
  // As autovacuum would soon: without the visibility map the candidate query reads the heap (13,000 pages) instead
  // of its index alone.
  await exec('vacuum analyze');
  console.log(`  corpus: ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

export async function benchMatchingSpeed(): Promise<void> {
  if (!(await postgresAvailable())) {
    console.log('\n## Matching speed: PostgreSQL not reachable, skipped');
    return;
  }
  console.log(`\n## Matching speed (PostgreSQL, ${PEOPLE} people with a CV, ${JOBS} jobs) – ${load()}`);
  const db = await benchDatabase('postgres', { name: process.env.BENCH_DB ?? 'hf_matchcore' });
  try {
    await generateCorpus((text, values) => db.handle.executeSql(text, values));
    const jobIds = (
      (await db.handle.executeSql(`select id from jobs where job_ref like 'B-%' order by id`)).rows as {
        id: number;
      }[]
    ).map((r) => Number(r.id));
    const rand = seeded(7);
    const sample = Array.from({ length: 60 }, () => jobIds[Math.floor(rand() * jobIds.length)]!);
    for (const id of sample.slice(0, 5)) await peopleForJob(db.handle.db, id, { limit: 20, lang: 'en' }); // warm-up
    const people: number[] = [];
    let found = 0;
    for (const id of sample) {
      people.push(
        await time(async () => {
          found += (await peopleForJob(db.handle.db, id, { limit: 20, lang: 'en' }))!.length;
        }),
      );
    }
    const p = summarize(people);
    console.log(
      `  people for a job: median ${ms(p.median)}, p95 ${ms(p.p95)} (${sample.length} jobs, ${(found / sample.length).toFixed(1)} people each) – ${load()}`,
    );
    record({
      bench: 'matching speed',
      name: 'people for a job p95',
      value: ms(p.p95),
      target: '<= 150 ms',
      met: p.p95 <= 150,
    });

    const similar: number[] = [];
    for (const id of sample.slice(0, 5)) await similarJobs(db.handle.db, id, { limit: 5, lang: 'en' });
    for (let round = 0; round < 3; round++)
      for (const id of sample) similar.push(await time(() => similarJobs(db.handle.db, id, { limit: 5, lang: 'en' })));
    const s = summarize(similar);
    console.log(`  similar jobs: median ${ms(s.median)}, p95 ${ms(s.p95)} (${similar.length} reads) – ${load()}`);
    record({
      bench: 'matching speed',
      name: 'similar jobs p95',
      value: ms(s.p95),
      target: '<= 20 ms',
      met: s.p95 <= 20,
    });

    const refresh: number[] = [];
    for (const id of sample.slice(0, 10)) refresh.push(await time(() => refreshSimilar(db.handle.db, id)));
    const r = summarize(refresh);
    console.log(`  computing a saved job's similar jobs (in the queue): median ${ms(r.median)}, p95 ${ms(r.p95)}`);
  } finally {
    await db.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const only = process.argv[2];
  if (!only || only === 'quality') await benchMatchingQuality();
  if (!only || only === 'speed') await benchMatchingSpeed();
}
