import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ApplicationMarks, PersonMarks, Tag } from '../../shared/schemas/tags.ts';
import type { Database } from '../db/client.ts';
import { applicationRatings, applicationTags, jobApplications, personTags, tags } from '../db/schema/index.ts';

type Db = Pick<Database, 'select'>;

/** What a board card or a list row shows of an application: its tags and its average rating (null: unrated). */
export interface CardMarks {
  rating: number | null;
  tags: Tag[];
}

/** An average to one decimal, as the card and the record show it. */
const average = (value: unknown): number | null =>
  value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10;

/**
 * The marks of many job applications at once (two queries, whatever their number): each id of `applicationIds`
 * has its entry, `{rating: null, tags: []}` when it carries none. The board's cards and the record read it
 * (docs/decisions/0054).
 */
export async function loadApplicationMarks(db: Db, applicationIds: readonly number[]): Promise<Map<number, CardMarks>> {
  const ids = [...new Set(applicationIds)];
  const marks = new Map<number, CardMarks>(ids.map((id) => [id, { rating: null, tags: [] }]));
  if (ids.length === 0) return marks;
  const [tagged, rated] = await Promise.all([
    db
      .select({ applicationId: applicationTags.applicationId, id: tags.id, name: tags.name, color: tags.color })
      .from(applicationTags)
      .innerJoin(tags, eq(tags.id, applicationTags.tagId))
      .where(inArray(applicationTags.applicationId, ids))
      .orderBy(asc(sql`lower(${tags.name})`), asc(tags.id)),
    db
      .select({
        applicationId: applicationRatings.applicationId,
        rating: sql<string>`avg(${applicationRatings.rating})`,
      })
      .from(applicationRatings)
      .where(inArray(applicationRatings.applicationId, ids))
      .groupBy(applicationRatings.applicationId),
  ]);
  for (const { applicationId, ...t } of tagged) marks.get(applicationId)?.tags.push(t);
  for (const r of rated) {
    const m = marks.get(r.applicationId);
    if (m) m.rating = average(r.rating);
  }
  return marks;
}

/** One application's marks as its record page shows them: with how many rated it and the caller's own rating. */
export async function applicationMarksOf(db: Db, applicationId: number, userId: number): Promise<ApplicationMarks> {
  const [card, [counted], [mine]] = await Promise.all([
    loadApplicationMarks(db, [applicationId]),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(applicationRatings)
      .where(eq(applicationRatings.applicationId, applicationId)),
    db
      .select({ rating: applicationRatings.rating })
      .from(applicationRatings)
      .where(and(eq(applicationRatings.applicationId, applicationId), eq(applicationRatings.userId, userId))),
  ]);
  const marks = card.get(applicationId)!;
  return { ...marks, ratingCount: Number(counted?.n ?? 0), myRating: mine?.rating ?? null };
}

/** A person's tags, and those and the average rating of each of their job applications. */
export async function personMarksOf(db: Db, personId: number): Promise<PersonMarks> {
  const [own, applications] = await Promise.all([
    db
      .select({ id: tags.id, name: tags.name, color: tags.color })
      .from(personTags)
      .innerJoin(tags, eq(tags.id, personTags.tagId))
      .where(eq(personTags.personId, personId))
      .orderBy(asc(sql`lower(${tags.name})`), asc(tags.id)),
    db
      .select({
        id: jobApplications.id,
        ratingCount: sql<number>`(select count(*)::int from ${applicationRatings} where ${applicationRatings.applicationId} = ${jobApplications.id})`,
      })
      .from(jobApplications)
      .where(eq(jobApplications.personId, personId))
      .orderBy(asc(jobApplications.id)),
  ]);
  const marks = await loadApplicationMarks(
    db,
    applications.map((a) => a.id),
  );
  return {
    tags: own,
    applications: applications.map((a) => ({
      id: a.id,
      ...marks.get(a.id)!,
      ratingCount: Number(a.ratingCount),
    })),
  };
}
