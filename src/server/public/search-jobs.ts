import { and, count, desc, eq, not, sql, type SQL } from 'drizzle-orm';
import { JOB_SEARCH_COUNT_CAP } from '../../shared/constants.ts';
import type { JobSearch, JobSearchPage } from '../../shared/schemas/job.ts';
import type { Database } from '../db/client.ts';
import { jobs } from '../db/schema.ts';
import { jobIsOpen, publicJobColumns, toPublicJob } from './public-job.ts';

type Search = Omit<JobSearch, 'page' | 'size'> & { page: number; size: number };

/** A page walked from the public order's index takes jobs until it has enough: fine when many jobs match. */
const WALK_FROM = JOB_SEARCH_COUNT_CAP;

/**
 * What a search selects, as SQL conditions: `all` the matching open jobs; with a keyword, those whose title
 * matches (`titled`) and those that only mention it (`mentioning`), listed in that order. The keyword is matched in
 * the three languages at once (a visitor may type French words on the English site) against the jobs' one
 * tsvector over the three languages. `walk` is the same test in function form, which no index can answer: it makes
 * PostgreSQL walk the public order's btree and test each job it meets, the plan for a word many jobs carry.
 */
export function searchConditions(search: Omit<Search, 'page' | 'size'>, at: Date) {
  const conditions: SQL[] = [jobIsOpen(at)];
  const filters = [
    [jobs.type, search.type],
    [jobs.region, search.province],
    [jobs.industry, search.industry],
    [jobs.seniorityLevel, search.seniorityLevel],
    [jobs.experience, search.experience],
  ] as const;
  for (const [column, value] of filters) if (value) conditions.push(eq(column, value));
  const keyword = search.keyword?.trim();
  if (!keyword) return { all: and(...conditions)! };
  const query = sql`(websearch_to_tsquery('english', ${keyword}) || websearch_to_tsquery('french', ${keyword}) || websearch_to_tsquery('dutch', ${keyword}))`;
  const inTitle = sql`${jobs.searchTitle} @@ ${query}`;
  const inText = sql`${jobs.search} @@ ${query}`;
  return {
    all: and(...conditions, inText)!,
    titled: {
      indexed: and(...conditions, inTitle)!,
      walk: and(...conditions, sql`ts_match_vq(${jobs.searchTitle}, ${query})`)!,
    },
    mentioning: {
      indexed: and(...conditions, inText, not(inTitle))!,
      walk: and(
        ...conditions,
        sql`ts_match_vq(${jobs.search}, ${query})`,
        not(sql`ts_match_vq(${jobs.searchTitle}, ${query})`),
      )!,
    },
  };
}

/**
 * One page of jobs meeting `where` in the public order (urgent first, newest first). `walk`: PostgreSQL walks the
 * `jobs_public_order_idx` btree and stops once the page is full (a frequent word: a few dozen jobs tested). Else
 * the order is written so that no index gives any of it (`urgent_status::int`): PostgreSQL takes the matches from the GIN index and
 * sorts them (a rare word: at most WALK_FROM of them).
 */
export const pageQuery = (db: Database, where: SQL, at: Date, offset: number, limit: number, walk: boolean) =>
  db
    .select(publicJobColumns(at))
    .from(jobs)
    .where(where)
    .orderBy(
      ...(walk
        ? [desc(jobs.urgentStatus), desc(jobs.creationDate), desc(jobs.id)]
        : [sql`${jobs.urgentStatus}::int desc`, desc(jobs.creationDate), desc(jobs.id)]),
    )
    .limit(limit)
    .offset(offset);

/** How many jobs meet `where`, counting no further than `cap`: the count of a frequent word stays cheap. */
export const countQuery = (db: Database, where: SQL, cap: number) =>
  db.select({ value: count() }).from(
    db
      .select({ one: sql`1` })
      .from(jobs)
      .where(where)
      .limit(cap)
      .as('hits'),
  );

/**
 * The capped count, read from the GIN index's matches (a bitmap scan, whose rows need no `@@` test): left to itself
 * PostgreSQL counts a frequent word by scanning the table and testing every job's large tsvector, or by walking
 * an index in the same way, ten times slower once filters make the matches sparse. `set local` holds for this
 * transaction only.
 */
async function countUpTo(db: Database, where: SQL, cap: number): Promise<number> {
  if (cap <= 0) return 0;
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_indexscan = off`);
    const [row] = await countQuery(tx, where, cap);
    return row?.value ?? 0;
  });
}

/**
 * The public job search: open jobs only, every filter optional. With a keyword, the jobs whose title matches come
 * first, then those that only mention it, each in the public order; no match is ranked, and each page is read the
 * cheaper of two ways, chosen from the capped counts (see `pageQuery`). The count stops at JOB_SEARCH_COUNT_CAP
 * (docs/decisions/0025-public-job-search-by-index-walk.md). Open is judged at `at`.
 */
export async function searchJobs(db: Database, search: Search, at: Date): Promise<JobSearchPage> {
  const where = searchConditions(search, at);
  const offset = (search.page - 1) * search.size;
  const counted = await countUpTo(db, where.all, JOB_SEARCH_COUNT_CAP + 1);
  const answer = (rows: Awaited<ReturnType<typeof pageQuery>>): JobSearchPage => ({
    items: rows.map(toPublicJob),
    total: Math.min(counted, JOB_SEARCH_COUNT_CAP),
    totalCapped: counted > JOB_SEARCH_COUNT_CAP,
    page: search.page,
    size: search.size,
  });
  if (!where.titled) return answer(await pageQuery(db, where.all, at, offset, search.size, true));
  if (counted === 0) return answer([]);

  const titleCount = await countUpTo(db, where.titled.indexed, WALK_FROM + 1);
  const walkTitled = titleCount > WALK_FROM;
  const titled =
    offset < titleCount
      ? await pageQuery(db, walkTitled ? where.titled.walk : where.titled.indexed, at, offset, search.size, walkTitled)
      : [];
  if (titled.length === search.size || walkTitled) return answer(titled);
  // The page runs past the title matches (all counted): the others follow. Many of them (the word is frequent but
  // rarely in a title) are found by walking, a few by the GIN index.
  const walkMentioning = counted > WALK_FROM && titleCount <= WALK_FROM / 2;
  const skip = Math.max(0, offset - titleCount);
  const mentioning = walkMentioning ? where.mentioning.walk : where.mentioning.indexed;
  const rest = await pageQuery(db, mentioning, at, skip, search.size - titled.length, walkMentioning);
  return answer([...titled, ...rest]);
}
