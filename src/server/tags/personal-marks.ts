import { asc, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { applicationRatings, applicationTags, personTags, tags, users } from '../db/schema/index.ts';

type Db = Pick<Database, 'select'>;

/** Whose marks: job applications (their tags and staff's ratings) and people (their tags). */
export interface MarkedRecords {
  applicationIds: readonly number[];
  personIds: readonly number[];
}

/** A person's tags and ratings, as the privacy export writes them (docs/decisions/0054, addendum). */
export interface PersonalMarks {
  applicationTags: { applicationId: number; tag: string }[];
  personTags: { personId: number; tag: string }[];
  ratings: { applicationId: number; rating: number; ratedAt: string; ratedBy: string | null }[];
}

/**
 * The tags put on a person's applications and on the person, and staff's ratings of the applications: what staff
 * think of them is personal data (GDPR art. 15), so the privacy export includes it.
 */
export async function personalMarksOf(db: Db, { applicationIds, personIds }: MarkedRecords): Promise<PersonalMarks> {
  const apps = [...applicationIds];
  const persons = [...personIds];
  /** The names of the tags a link table puts on these owners. */
  const named = async (link: typeof applicationTags | typeof personTags, owner: AnyPgColumn, ids: number[]) =>
    ids.length
      ? (
          await db
            .select({ owner, tag: tags.name })
            .from(link)
            .innerJoin(tags, eq(tags.id, link.tagId))
            .where(inArray(owner, ids))
            .orderBy(asc(owner), asc(tags.name))
        ).map((r) => ({ owner: Number(r.owner), tag: r.tag }))
      : [];
  const [onApplications, onPeople, ratings] = await Promise.all([
    named(applicationTags, applicationTags.applicationId, apps),
    named(personTags, personTags.personId, persons),
    apps.length
      ? db
          .select({
            applicationId: applicationRatings.applicationId,
            rating: applicationRatings.rating,
            ratedAt: applicationRatings.ratedAt,
            ratedBy: users.userName,
          })
          .from(applicationRatings)
          .leftJoin(users, eq(users.id, applicationRatings.userId))
          .where(inArray(applicationRatings.applicationId, apps))
          .orderBy(asc(applicationRatings.applicationId), asc(applicationRatings.ratedAt))
      : [],
  ]);
  return {
    applicationTags: onApplications.map((r) => ({ applicationId: r.owner, tag: r.tag })),
    personTags: onPeople.map((r) => ({ personId: r.owner, tag: r.tag })),
    ratings: ratings.map((r) => ({ ...r, ratedAt: r.ratedAt.toISOString() })),
  };
}

/**
 * Deletes the tags and ratings of anonymised applications and of anonymised people (erasure and retention, in
 * their transaction): nothing staff thought of the person outlives their data.
 */
export async function deletePersonalMarks(
  tx: Pick<Database, 'delete'>,
  { applicationIds, personIds }: MarkedRecords,
): Promise<void> {
  if (applicationIds.length) {
    await tx.delete(applicationTags).where(inArray(applicationTags.applicationId, [...applicationIds]));
    await tx.delete(applicationRatings).where(inArray(applicationRatings.applicationId, [...applicationIds]));
  }
  if (personIds.length) await tx.delete(personTags).where(inArray(personTags.personId, [...personIds]));
}
