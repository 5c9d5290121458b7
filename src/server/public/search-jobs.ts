import { and, desc, eq, not, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { JOB_SEARCH_COUNT_CAP } from '../../shared/constants.ts';
import type { JobSearch, JobSearchPage } from '../../shared/schemas/job.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { jobSearch, jobs } from '../db/schema/index.ts';
import { webSearchQuery } from '../search/web-search.ts';
import { jobIsOpen, publicJobColumns, toPublicJob } from './public-job.ts';

type Search = Omit<JobSearch, 'page' | 'size'> & { page: number; size: number };
/** How a page is read: walking the public order, or sorting the matches, `first` the title matches if given. */
type Order = { walk: true; first?: undefined } | { walk: false; first?: SQL<boolean> };
type SearchDatabase = Pick<DatabaseHandle, 'withoutSeqScans'>;
const WALK: Order = { walk: true };
const SORT: Order = { walk: false };

const CAP = JOB_SEARCH_COUNT_CAP;

/**
 * What a search selects, as conditions on `job_search`: `all` the matching open jobs; with a keyword, those whose
 * title matches (`titled`) and those that only mention it (`mentioning`), listed in that order (`titleFirst`). The
 * keyword is matched in the three languages at once (a visitor may type French words on the English site). Each
 * group comes in two forms: `indexed`, which `job_search_idx` answers with the filters, and `walked`, the same test
 * as a function call, which no index answers: it makes PostgreSQL walk the public order and test the jobs it meets.
 * `everyOpenJob`: no keyword and no filter.
 */
export function searchConditions(search: Omit<Search, 'page' | 'size'>, at: Date) {
  const conditions: SQL[] = [jobIsOpen(at, jobSearch)];
  const filters = [
    [jobSearch.type, search.type],
    [jobSearch.region, search.province],
    [jobSearch.industry, search.industry],
    [jobSearch.seniorityLevel, search.seniorityLevel],
    [jobSearch.experience, search.experience],
  ] as const;
  for (const [column, value] of filters) if (value) conditions.push(eq(column, value));
  const keyword = search.keyword?.trim();
  if (!keyword) return { all: and(...conditions)!, everyOpenJob: conditions.length === 1 };
  const query = sql`(${webSearchQuery('english', keyword)} || ${webSearchQuery('french', keyword)} || ${webSearchQuery('dutch', keyword)})`;
  const inTitle = sql`${jobSearch.searchTitle} @@ ${query}`;
  const inText = sql`${jobSearch.search} @@ ${query}`;
  const walked = (column: AnyPgColumn) => sql`ts_match_vq(${column}, ${query})`;
  return {
    all: and(...conditions, inText)!,
    everyOpenJob: false,
    titleFirst: sql<boolean>`${inTitle}`,
    titled: { indexed: and(...conditions, inTitle)!, walked: and(...conditions, walked(jobSearch.searchTitle))! },
    mentioning: {
      indexed: and(...conditions, inText, not(inTitle))!,
      walked: and(...conditions, not(walked(jobSearch.searchTitle)), walked(jobSearch.search))!,
    },
  };
}

/** The public order: as `job_search_order_idx` gives it (`walk`), or written so that no index gives any of it. */
const publicOrder = (walk: boolean) => [
  walk ? desc(jobSearch.urgentStatus) : sql`${jobSearch.urgentStatus}::int desc`,
  desc(jobSearch.creationDate),
  desc(jobSearch.jobId),
];

/**
 * One page of the open jobs meeting `where`, in the public order (urgent first, newest first), after `first` (the
 * title matches). `walk`: PostgreSQL walks `job_search_order_idx` and stops once the page is full, the plan for many
 * matches (a few dozen rows tested). `sort`: the order is written so that no index gives it (`urgent_status::int`):
 * the matches come from `job_search_idx` and are sorted, the plan for at most CAP of them. Only the page's jobs are
 * then read from `jobs`.
 */
export function pageQuery(db: Database, where: SQL, at: Date, offset: number, limit: number, order: Order) {
  const page = db
    .select({
      id: jobSearch.jobId,
      first: (order.first ?? sql<boolean>`false`).as('first'),
      urgent: jobSearch.urgentStatus,
      created: jobSearch.creationDate,
    })
    .from(jobSearch)
    .where(where)
    .orderBy(...(order.first ? [sql`${order.first} desc`] : []), ...publicOrder(order.walk))
    .limit(limit)
    .offset(offset)
    .as('page');
  return db
    .select(publicJobColumns(at))
    .from(page)
    .innerJoin(jobs, eq(jobs.id, page.id))
    .orderBy(...(order.first ? [desc(page.first)] : []), desc(page.urgent), desc(page.created), desc(page.id));
}

/** Title matches among the counted matches from which walking the title matches is cheap: one in ten of them. */
const SEEN_TO_WALK = CAP / 10;

/**
 * The counts a search needs, in one statement: `matches`, the matching jobs up to CAP + 1; and `titled`, the title
 * matches up to CAP + 1, counted only when there are more than CAP matches and fewer than `needed` title matches are
 * among those counted (else null): a walk of the title matches then fills the page for sure. The matches come from the GIN index, whose rows need no test of their words; with nothing
 * to match, from the first open jobs of the public order.
 */
export function countQuery(db: Database, where: ReturnType<typeof searchConditions>, needed: number) {
  const hits = db
    .select({ titled: (where.titleFirst ?? sql<boolean>`false`).as('titled') })
    .from(jobSearch)
    .where(where.all)
    .orderBy(...(where.everyOpenJob ? publicOrder(true) : []))
    .limit(CAP + 1)
    .as('hits');
  const matches = sql`count(*)`;
  const seen = sql`count(*) filter (where ${hits.titled})`;
  const titled = where.titled
    ? sql`case when ${matches} > ${CAP} and ${seen} < ${needed} then (select count(*) from (${db
        .select({ one: sql`1` })
        .from(jobSearch)
        .where(where.titled.indexed)
        .limit(CAP + 1)}) titled) end`
    : sql`null`;
  return db
    .select({
      matches: sql<number>`${matches}`.mapWith(Number),
      titled: sql<number | null>`${titled}`.mapWith(Number),
    })
    .from(hits);
}

/**
 * The public job search: open jobs only, every filter optional. With a keyword, the jobs whose title matches come
 * first, then those that only mention it, each in the public order; no match is ranked. Each page is read the cheaper
 * of two ways, chosen from the capped counts (see `pageQuery`); the count stops at CAP
 * (docs/decisions/0025-public-job-search-by-index-walk.md). Open is judged at `at`.
 */
export function searchJobs(database: SearchDatabase, search: Search, at: Date): Promise<JobSearchPage> {
  const where = searchConditions(search, at);
  const offset = (search.page - 1) * search.size;
  // No query here may scan job_search: a scan tests every job's words, which PostgreSQL prices like a cheap operator
  // (it chose one to count a frequent word, ten times slower than the GIN index). The shapes of `pageQuery` and
  // `countQuery` are then the only plans left.
  return database.withoutSeqScans(async (tx) => {
    const needed = Math.max(SEEN_TO_WALK, offset + search.size);
    const [counted = { matches: 0, titled: null }] = await countQuery(tx, where, needed);
    const answer = (rows: Awaited<ReturnType<typeof pageQuery>>): JobSearchPage => ({
      items: rows.map(toPublicJob),
      total: Math.min(counted.matches, CAP),
      totalCapped: counted.matches > CAP,
      page: search.page,
      size: search.size,
    });
    const page = (where: SQL, skip: number, limit: number, order: Order) =>
      pageQuery(tx, where, at, skip, limit, order);
    if (counted.matches === 0) return answer([]);
    if (!where.titled || counted.matches <= CAP)
      return answer(
        await page(
          where.all,
          offset,
          search.size,
          counted.matches > CAP || where.everyOpenJob ? WALK : { walk: false, first: where.titleFirst },
        ),
      );

    // Many matches: the title matches first, walked when they are many too (more than CAP, or enough seen among the
    // matches counted), else sorted.
    if (counted.titled === null || counted.titled > CAP)
      return answer(await page(where.titled.walked, offset, search.size, WALK));
    const titled = offset < counted.titled ? await page(where.titled.indexed, offset, search.size, SORT) : [];
    if (titled.length === search.size) return answer(titled);
    // Then the others: walked when they are at least CAP / 2 (a page tests a few hundred jobs at most), else sorted.
    const walkRest = counted.titled <= CAP / 2;
    const rest = await page(
      walkRest ? where.mentioning.walked : where.mentioning.indexed,
      Math.max(0, offset - counted.titled),
      search.size - titled.length,
      walkRest ? WALK : SORT,
    );
    return answer([...titled, ...rest]);
  });
}
