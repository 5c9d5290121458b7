import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { JobSearch } from '../../shared/schemas/job.ts';
import type { Page } from '../../shared/schemas/pagination.ts';
import type { PublicJob } from '../../shared/schemas/job.ts';
import type { Database } from '../db/client.ts';
import { jobs } from '../db/schema.ts';
import { jobIsOpen, publicJobColumns, toPublicJob } from './public-job.ts';

type Search = Omit<JobSearch, 'page' | 'size'> & { page: number; size: number };

/**
 * The public job search: open jobs only, every filter optional. The keyword is matched in the three languages at
 * once (a visitor may type French words on the English site), each against its generated, GIN-indexed tsvector,
 * and ranked by the best of the three. Open is judged at `at`.
 */
export async function searchJobs(db: Database, search: Search, at: Date): Promise<Page<PublicJob>> {
  const conditions: SQL[] = [jobIsOpen(at)];
  let rank: SQL<number> | undefined;
  const keyword = search.keyword?.trim();
  if (keyword) {
    const en = sql`websearch_to_tsquery('english', ${keyword})`;
    const fr = sql`websearch_to_tsquery('french', ${keyword})`;
    const nl = sql`websearch_to_tsquery('dutch', ${keyword})`;
    conditions.push(sql`(${jobs.searchEn} @@ ${en} or ${jobs.searchFr} @@ ${fr} or ${jobs.searchNl} @@ ${nl})`);
    rank = sql<number>`greatest(ts_rank(${jobs.searchEn}, ${en}), ts_rank(${jobs.searchFr}, ${fr}), ts_rank(${jobs.searchNl}, ${nl}))`;
  }
  const filters = [
    [jobs.type, search.type],
    [jobs.region, search.province],
    [jobs.industry, search.industry],
    [jobs.seniorityLevel, search.seniorityLevel],
    [jobs.experience, search.experience],
  ] as const;
  for (const [column, value] of filters) if (value) conditions.push(eq(column, value));

  const where = and(...conditions);
  const [total] = await db.select({ value: count() }).from(jobs).where(where);
  const rows = await db
    .select(publicJobColumns(at))
    .from(jobs)
    .where(where)
    .orderBy(...(rank ? [desc(rank)] : []), desc(jobs.urgentStatus), desc(jobs.creationDate), desc(jobs.id))
    .limit(search.size)
    .offset((search.page - 1) * search.size);
  return { items: rows.map(toPublicJob), total: total?.value ?? 0, page: search.page, size: search.size };
}
