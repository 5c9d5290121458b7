import { sql, type SQL } from 'drizzle-orm';
import type { SearchQuery, SearchResult } from '../../shared/schemas/search.ts';
import type { Database } from '../db/client.ts';
import { isKind } from '../people/find-people.ts';
import { rowsOf } from '../db/rows.ts';
import type { RecordCharge } from '../policies/index.ts';
import { webSearchQuery } from './web-search.ts';

/**
 * Documents ranked at most, whatever matched: a word found in half the CVs is not ranked over 50,000 of them (the
 * search stays within its time; `total` then says "1,000" and the best of those come first). docs/decisions/0050.
 */
export const SEARCH_HIT_CAP = 1000;
/** Matches shown per person. */
const MATCHES_PER_PERSON = 3;

/** Where ts_headline marks a match; swapped for <mark> once the rest is HTML-escaped. */
const START = '\u0001';
const STOP = '\u0002';
const MARKS = `StartSel=${START}, StopSel=${STOP}, MaxWords=30, MinWords=12, ShortWord=2`;
/** A short text (a note, a motivation): up to two fragments, the words after the last match kept. */
const HEADLINE_SHORT = `${MARKS}, MaxFragments=2, FragmentDelimiter=" … "`;
/** A piece of a CV: one fragment (the fragment search of MaxFragments > 0 took 4 ms a piece for a phrase, 1 ms). */
const HEADLINE_LONG = `${MARKS}, MaxFragments=0`;

type Db = Pick<Database, 'execute'>;

/** HTML-escaped, with the headline's marks as <mark>. */
export function markSnippet(headline: string): string {
  return headline
    .replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
    .replaceAll(START, '<mark>')
    .replaceAll(STOP, '</mark>');
}

/** The record tables a person's state is looked for in, by the kind each holds. */
const STATE_TABLES = {
  'job-applications': 'job_applications',
  'spontaneous-applications': 'spontaneous_applications',
  profiles: 'profiles',
  'talent-interviews': 'talent_interviews',
  contacts: 'contacts',
} as const;
type RecordKind = keyof typeof STATE_TABLES;

/** The charge's predicate of a kind's records named `alias`, or nothing for a user who sees everything. */
const inCharge = (charge: RecordCharge | null, kind: RecordKind | 'people', alias: string): SQL =>
  charge ? sql` and ${charge(kind, alias)}` : sql``;

/**
 * The filters on the outer `people` row (find-people's kinds; the records' job, state; pool consent). Under a
 * charge (docs/decisions/0046) the person is one in it and the records a filter reads are in it too: a job, a state
 * or a tag that only a record outside the charge has matches nothing (issue 44 item 17).
 */
function filters(query: SearchQuery, now: Date, charge: RecordCharge | null): SQL[] {
  const where: SQL[] = [sql`"people"."anonymised_at" is null`];
  if (charge) where.push(charge('people', 'people'));
  if (query.kind) where.push(isKind(query.kind));
  if (query.jobId !== undefined) {
    where.push(
      sql`exists (select 1 from job_applications r where r.person_id = "people"."id" and r.job_id = ${query.jobId}${inCharge(charge, 'job-applications', 'r')})`,
    );
  }
  if (query.state) {
    where.push(
      sql`(${sql.join(
        (Object.entries(STATE_TABLES) as [RecordKind, string][]).map(
          ([kind, table]) =>
            sql`exists (select 1 from ${sql.identifier(table)} r where r.person_id = "people"."id" and r.process = ${query.state}${inCharge(charge, kind, 'r')})`,
        ),
        sql` or `,
      )})`,
    );
  }
  if (query.tag !== undefined) {
    // The person's own tag, or one on any of their job applications (docs/decisions/0054).
    where.push(sql`(exists (select 1 from person_tags t where t.person_id = "people"."id" and t.tag_id = ${query.tag})
      or exists (select 1 from job_applications r join application_tags t on t.application_id = r.id
        where r.person_id = "people"."id" and t.tag_id = ${query.tag}${inCharge(charge, 'job-applications', 'r')}))`);
  }
  if (query.pool !== undefined) {
    // The person's newest talent-pool event says given or renewed, and it has not lapsed.
    const live = sql`exists (select 1 from (select c.action, c.expires_at from consent_events c
      where c.purpose = 'talent_pool' and c.email <> '' and c.email = "people"."email"
      order by c.at desc, c.id desc limit 1) last
      where last.action <> 'withdrawn' and (last.expires_at is null or last.expires_at > ${now.toISOString()}::timestamptz))`;
    where.push(query.pool === 'true' ? live : sql`not ${live}`);
  }
  return where;
}

/**
 * Under a charge, whether matched document `d` is of a record in it: a person's own document (name, e-mail, phone)
 * is (the person is, by `filters`); a record's only when the record is. Without a charge, every document.
 */
function documentInCharge(charge: RecordCharge | null): SQL {
  if (!charge) return sql`true`;
  const cases = (Object.entries(STATE_TABLES) as [RecordKind, string][]).map(
    ([kind, table]) =>
      sql`when ${kind} then exists (select 1 from ${sql.identifier(table)} r where r.id = d.record_id::int and ${charge(kind, 'r')})`,
  );
  return sql`(case d.record_type when 'people' then true ${sql.join(cases, sql` `)} else false end)`;
}

/**
 * The GIN index of `search_documents.tsv` is in SEARCH_INDEX_PARTS partial indexes, by id modulo that number
 * (migration 0043): a GIN scan builds the bitmap of every match before handing over the first, so a word found in
 * half the CVs cost a bitmap of half the corpus for the 1,000 pieces ranked. The parts are read in turn (an
 * Append under the hits' LIMIT stops at the part that fills it): a frequent word reads one part, a rare one all.
 */
export const SEARCH_INDEX_PARTS = 16;

/** The pieces matching `q.q` (a CTE of the query), part by part; literal moduli, so each part's index applies. */
function matchingPieces(): SQL {
  return sql.join(
    Array.from(
      { length: SEARCH_INDEX_PARTS },
      (_, part) => sql`(select d.id, d.person_id, d.record_type, d.record_id, d.field, d.tsv
        from q, search_documents d where d.id % ${sql.raw(String(SEARCH_INDEX_PARTS))} = ${sql.raw(String(part))}
        and d.tsv @@ q.q)`,
    ),
    sql` union all `,
  );
}

/**
 * The filters on a match's person, looked up by id for each match (`offset 0` keeps it a lateral subquery: joined,
 * the planner hashed all 100,000 people when it expected more matches than it gets under the LIMIT).
 */
function personFilter(where: SQL): SQL {
  return sql`select 1 from people where people.id = d.person_id and ${where} offset 0`;
}

/**
 * The back-office's one search box (GET /api/search, docs/decisions/0050): people by their name, e-mail and phone,
 * their records' motivation, post, profile, company, message and staff notes, and their CVs' text, in French,
 * English and Dutch at once (each language's stemming, accents folded), with web-search syntax. A query made of
 * one language's stop words only (or of nothing searchable: "-", a lone quote) finds nothing. People are ranked by
 * their best document (plus a little for each other one), each with their best matches and a snippet.
 */
export async function searchPeople(
  db: Db,
  query: SearchQuery,
  now: Date,
  /** A MANAGER limited to their charge finds, and counts, only what its records and people hold (decision 0046). */
  charge: RecordCharge | null = null,
): Promise<SearchResult> {
  const q = query.q;
  const [parsed] = rowsOf<{ fr: string; en: string; nl: string; n: number }>(
    await db.execute(sql`select x.fr::text as fr, x.en::text as en, x.nl::text as nl,
        least(numnode(x.fr), numnode(x.en), numnode(x.nl)) as n
      from (select ${webSearchQuery('hf_fr', q)} as fr, ${webSearchQuery('hf_en', q)} as en,
        ${webSearchQuery('hf_nl', q)} as nl) x`),
  );
  if (!parsed || Number(parsed.n) === 0) return { items: [], total: 0, totalCapped: false };
  // The three languages' queries OR-ed, each once: "kafka" or a phrase of English words is the same query in all
  // three, and a phrase repeated three times cost ts_headline (which tries each) 8 ms a piece instead of 0.6 ms.
  const tsq = sql`(${sql.join(
    [...new Set([parsed.fr, parsed.en, parsed.nl])].map((text) => sql`${text}::tsquery`),
    sql` || `,
  )})`;
  const where = sql.join(filters(query, now, charge), sql` and `);
  const documents = documentInCharge(charge);
  const offset = (query.page - 1) * query.size;

  // Rank first, on the GIN index: at most SEARCH_HIT_CAP matching pieces are ranked (each a small vector: CVs are
  // stored in pieces of about 2 KB), taken from the index's parts in turn (matchingPieces), grouped by person, and
  // only the page's people go on; their names last, for the page's rows only.
  const people = rowsOf<{ person_id: number; score: number; total: number; hits: number; name: string }>(
    await db.execute(sql`
      with q as materialized (select ${tsq} as q), hits as materialized (
        select d.person_id, d.record_type, d.record_id, d.field, ts_rank(d.tsv, q.q) as rank
        from q, (${matchingPieces()}) d cross join lateral (${personFilter(where)}) p
        where ${documents}
        limit ${SEARCH_HIT_CAP}
      ), persons as (
        select person_id, max(rank) + 0.01 * (count(distinct (record_type, record_id, field)) - 1) as score
        from hits group by person_id
      ), page as (
        select p.person_id, p.score::float8 as score, count(*) over () as total, (select count(*) from hits) as hits
        from persons p
        order by p.score desc, p.person_id desc
        limit ${query.size} offset ${offset}
      )
      select page.*, (select btrim(people.first_name || ' ' || people.last_name) from people
        where people.id = page.person_id) as name
      from page
      order by page.score desc, page.person_id desc`),
  );
  if (people.length === 0) {
    if (offset === 0) return { items: [], total: 0, totalCapped: false };
    // A page past the end: the total still says how many there are.
    const [counted] = rowsOf<{ total: number; hits: number }>(
      await db.execute(sql`with q as materialized (select ${tsq} as q)
        select count(distinct d.person_id) as total, count(*) as hits from (select d.person_id
        from (${matchingPieces()}) d cross join lateral (${personFilter(where)}) p
        where ${documents}
        limit ${SEARCH_HIT_CAP}) d`),
    );
    return {
      items: [],
      total: Number(counted?.total ?? 0),
      totalCapped: Number(counted?.hits ?? 0) >= SEARCH_HIT_CAP,
    };
  }

  // The page's people only: each document's best piece, a person's best documents, and a snippet of that piece
  // (at most ~2 KB parsed per headline, MATCHES_PER_PERSON headlines per person; English and Dutch only when the
  // language before marked nothing).
  const ids = people.map((p) => Number(p.person_id));
  const docs = rowsOf<{
    person_id: number;
    record_type: string;
    record_id: string;
    field: string;
    rank: number;
    fr: string;
    en: string;
    nl: string;
  }>(
    await db.execute(sql`
      with q as materialized (select ${tsq} as q), page as materialized (
        -- The page's people's pieces by person_id (a few hundred rows), not a BitmapAnd with the GIN index (which
        -- reads every match of a frequent word or a phrase).
        select d.id, d.person_id, d.record_type, d.record_id, d.field, d.text, d.tsv
        from search_documents d
        where d.person_id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})
      ), pieces as (
        select d.id, d.person_id, d.record_type, d.record_id, d.field, d.text, ts_rank(d.tsv, q.q) as rank
        from q, page d
        where d.tsv @@ q.q and ${documents}
      ), best as (
        select distinct on (person_id, record_type, record_id, field) *
        from pieces order by person_id, record_type, record_id, field, rank desc, id
      ), top as (
        select *, row_number() over (partition by person_id order by rank desc, id) as n,
          case when length(text) <= 500 then ${HEADLINE_SHORT} else ${HEADLINE_LONG} end as options
        from best
      )
      select d.person_id, d.record_type, d.record_id, d.field, d.rank, fr.h as fr, en.h as en, nl.h as nl
      -- offset 0: each headline computed once (not copied into the expressions that read it).
      from q, top d
        cross join lateral (select ts_headline('hf_fr', d.text, q.q, d.options) as h offset 0) fr
        cross join lateral (select case when strpos(fr.h, ${START}) > 0 then '' else
          ts_headline('hf_en', d.text, q.q, d.options) end as h offset 0) en
        cross join lateral (select case when strpos(fr.h, ${START}) > 0 or strpos(en.h, ${START}) > 0 then '' else
          ts_headline('hf_nl', d.text, q.q, d.options) end as h) nl
      where d.n <= ${MATCHES_PER_PERSON}
      order by d.person_id, d.rank desc`),
  );
  return {
    total: Number(people[0]!.total),
    totalCapped: Number(people[0]!.hits) >= SEARCH_HIT_CAP,
    items: people.map((p) => ({
      personId: Number(p.person_id),
      name: p.name,
      score: Math.round(Number(p.score) * 1e6) / 1e6,
      matches: docs
        .filter((d) => Number(d.person_id) === Number(p.person_id))
        .map((d) => ({
          recordType: d.record_type as SearchResult['items'][number]['matches'][number]['recordType'],
          id: Number(d.record_id),
          field: d.field,
          // The language whose stemming marked something (a French CV marks under hf_fr).
          snippet: markSnippet([d.fr, d.en, d.nl].find((h) => h.includes(START)) ?? d.fr),
        })),
    })),
  };
}
