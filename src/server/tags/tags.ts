import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tag, TagInput, TagWithUse } from '../../shared/schemas/tags.ts';
import type { Database } from '../db/client.ts';
import { isUniqueViolation } from '../db/sql-state.ts';
import { applicationRatings, applicationTags, jobApplications, people, personTags, tags } from '../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../errors.ts';

/**
 * The firm's tags and what carries them (issue 28, item 4; docs/decisions/0054): an ADMIN keeps the list, any staff
 * member sets the tags of a job application or a person and their own rating of an application.
 */

const taken = () => conflict('A tag of this name exists', { name: 'validation.tagTaken' });

/** Every tag by name, with how many applications and people carry it. */
export async function listTags(db: Database): Promise<TagWithUse[]> {
  const rows = await db
    .select({
      id: tags.id,
      name: tags.name,
      color: tags.color,
      applications: sql<number>`(select count(*)::int from ${applicationTags} where ${applicationTags.tagId} = ${tags.id})`,
      people: sql<number>`(select count(*)::int from ${personTags} where ${personTags.tagId} = ${tags.id})`,
    })
    .from(tags)
    .orderBy(asc(sql`lower(${tags.name})`), asc(tags.id));
  return rows.map((r) => ({ ...r, applications: Number(r.applications), people: Number(r.people) }));
}

export async function createTag(db: Database, input: TagInput): Promise<Tag> {
  try {
    const [row] = await db.insert(tags).values(input).returning({ id: tags.id, name: tags.name, color: tags.color });
    return row!;
  } catch (err) {
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
}

export async function updateTag(db: Database, id: number, input: Partial<TagInput>): Promise<Tag> {
  try {
    const [row] =
      Object.keys(input).length === 0
        ? await db.select({ id: tags.id, name: tags.name, color: tags.color }).from(tags).where(eq(tags.id, id))
        : await db
            .update(tags)
            .set(input)
            .where(eq(tags.id, id))
            .returning({ id: tags.id, name: tags.name, color: tags.color });
    if (!row) throw notFound(`No tag ${id}`);
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
}

/** Deletes a tag: it leaves every record that carried it (the rows cascade). */
export async function deleteTag(db: Database, id: number): Promise<void> {
  const deleted = await db.delete(tags).where(eq(tags.id, id)).returning({ id: tags.id });
  if (deleted.length === 0) throw notFound(`No tag ${id}`);
}

type Tx = Pick<Database, 'select'>;

/** Throws 400 naming `field` unless every id is a tag's. */
export async function assertTags(db: Tx, ids: readonly number[], field = 'tagIds'): Promise<void> {
  if (ids.length === 0) return;
  const found = await db
    .select({ id: tags.id })
    .from(tags)
    .where(inArray(tags.id, [...ids]));
  if (found.length !== new Set(ids).size) throw badRequest('Unknown tag', { [field]: 'validation.unknownTag' });
}

/** The tags of a job application become exactly `tagIds`. */
export async function setApplicationTags(db: Database, applicationId: number, tagIds: readonly number[]) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: jobApplications.id })
      .from(jobApplications)
      .where(eq(jobApplications.id, applicationId))
      .for('update');
    if (!row) throw notFound(`No job application ${applicationId}`);
    await assertTags(tx, tagIds);
    await tx.delete(applicationTags).where(eq(applicationTags.applicationId, applicationId));
    if (tagIds.length > 0) await tx.insert(applicationTags).values(tagIds.map((tagId) => ({ applicationId, tagId })));
  });
}

/** The tags of a person become exactly `tagIds`. */
export async function setPersonTags(db: Database, personId: number, tagIds: readonly number[]) {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ id: people.id }).from(people).where(eq(people.id, personId)).for('update');
    if (!row) throw notFound(`No person ${personId}`);
    await assertTags(tx, tagIds);
    await tx.delete(personTags).where(eq(personTags.personId, personId));
    if (tagIds.length > 0) await tx.insert(personTags).values(tagIds.map((tagId) => ({ personId, tagId })));
  });
}

/**
 * Adds and removes tags on many records at once (a bulk action), each in the caller's transaction: job applications
 * and people, by id. Answers nothing; the ids are the caller's (already authorized).
 */
export async function changeTags(
  db: Pick<Database, 'insert' | 'delete'>,
  target: 'job-applications' | 'people',
  ids: readonly number[],
  add: readonly number[],
  remove: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  if (target === 'job-applications') {
    if (remove.length > 0)
      await db
        .delete(applicationTags)
        .where(and(inArray(applicationTags.applicationId, [...ids]), inArray(applicationTags.tagId, [...remove])));
    if (add.length > 0)
      await db
        .insert(applicationTags)
        .values(ids.flatMap((applicationId) => add.map((tagId) => ({ applicationId, tagId }))))
        .onConflictDoNothing();
    return;
  }
  if (remove.length > 0)
    await db
      .delete(personTags)
      .where(and(inArray(personTags.personId, [...ids]), inArray(personTags.tagId, [...remove])));
  if (add.length > 0)
    await db
      .insert(personTags)
      .values(ids.flatMap((personId) => add.map((tagId) => ({ personId, tagId }))))
      .onConflictDoNothing();
}

/** The caller's rating of a job application: set (1-5), changed, or removed (null). */
export async function rateApplication(
  db: Database,
  applicationId: number,
  userId: number,
  rating: number | null,
  now: Date,
) {
  const [row] = await db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .where(eq(jobApplications.id, applicationId));
  if (!row) throw notFound(`No job application ${applicationId}`);
  if (rating === null) {
    await db
      .delete(applicationRatings)
      .where(and(eq(applicationRatings.applicationId, applicationId), eq(applicationRatings.userId, userId)));
    return;
  }
  await db
    .insert(applicationRatings)
    .values({ applicationId, userId, rating, ratedAt: now })
    .onConflictDoUpdate({
      target: [applicationRatings.applicationId, applicationRatings.userId],
      set: { rating, ratedAt: now },
    });
}
