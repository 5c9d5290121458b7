import { and, eq, isNull } from 'drizzle-orm';
import { LANGUAGES, type Language } from '../../shared/constants.ts';
import type { Actor } from '../../shared/policy.ts';
import { initialState } from '../../shared/schemas/process.ts';
import type { Database } from '../db/client.ts';
import { jobApplications, jobs, people, stateHistory } from '../db/schema/index.ts';
import { conflict, notFound } from '../errors.ts';
import { inCharge } from '../policies/index.ts';

/** The source of an application staff made from a suggestion (docs/decisions/0062's `source`; 0065). */
export const MATCHING_SOURCE = 'matching';

/** A person matching may act on: on record, neither erased nor merged away, and one the user sees. */
export async function matchablePerson(db: Database, actor: Actor, personId: number) {
  const [person] = await db
    .select()
    .from(people)
    .where(and(eq(people.id, personId), isNull(people.anonymisedAt), isNull(people.mergedInto)));
  // A person outside a limited MANAGER's charge answers as one that does not exist (docs/decisions/0046).
  if (!person || !(await inCharge(db, actor, { kind: 'people', id: personId }))) {
    throw notFound(`No person ${personId}`);
  }
  return person;
}

/**
 * Staff add a suggested person to a job's pipeline (issue 32 item 1): a job application in the pipeline's first
 * state, with the person's details, source `matching`, and its first history row naming who made it. A person
 * who already has a live application to the job is not added twice (409).
 */
export async function addToPipeline(
  db: Database,
  actor: Actor & { userName: string },
  input: { jobId: number; personId: number },
): Promise<{ applicationId: number }> {
  return db.transaction(async (tx) => {
    const [job] = await tx.select({ id: jobs.id, title: jobs.title }).from(jobs).where(eq(jobs.id, input.jobId));
    if (!job) throw notFound(`No job ${input.jobId}`);
    const person = await matchablePerson(tx, actor, input.personId);
    const [already] = await tx
      .select({ id: jobApplications.id })
      .from(jobApplications)
      .where(and(eq(jobApplications.jobId, job.id), eq(jobApplications.personId, person.id)))
      .limit(1);
    if (already) {
      throw conflict(`This person is already in the job's pipeline (application ${already.id})`, {
        personId: 'matching.errors.alreadyInPipeline',
      });
    }
    const lang: Language = (LANGUAGES as readonly string[]).includes(person.lang) ? (person.lang as Language) : 'en';
    const process = initialState('job-applications');
    const [row] = await tx
      .insert(jobApplications)
      .values({
        personId: person.id,
        jobId: job.id,
        jobTitle: job.title,
        firstName: person.firstName,
        lastName: person.lastName,
        email: person.email,
        phone: person.phone,
        lang,
        process,
        source: MATCHING_SOURCE,
        sourceMedium: 'staff',
      })
      .returning({ id: jobApplications.id });
    await tx.insert(stateHistory).values({
      recordType: 'job-applications',
      recordId: row!.id,
      fromState: null,
      toState: process,
      comment: '',
      changedBy: actor.userName,
    });
    return { applicationId: row!.id };
  });
}
