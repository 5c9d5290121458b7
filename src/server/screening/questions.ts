import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { PublicQuestion, questionsInput, ScreeningQuestion } from '../../shared/schemas/screening.ts';
import type { Database } from '../db/client.ts';
import { jobs, screeningQuestions } from '../db/schema/index.ts';
import { badRequest, notFound } from '../errors.ts';

type Db = Pick<Database, 'select'>;

const toQuestion = (row: typeof screeningQuestions.$inferSelect): ScreeningQuestion => ({
  id: row.id,
  kind: row.kind,
  text: row.text,
  options: row.options,
  required: row.required,
  knockOut: row.knockOut ?? null,
});

/** A job's screening questions, in their order (docs/decisions/0062). */
export async function questionsOf(db: Db, jobId: number): Promise<ScreeningQuestion[]> {
  const rows = await db
    .select()
    .from(screeningQuestions)
    .where(eq(screeningQuestions.jobId, jobId))
    .orderBy(asc(screeningQuestions.position), asc(screeningQuestions.id));
  return rows.map(toQuestion);
}

/** What the apply form shows: the questions without their knock-out answers. */
export async function publicQuestionsOf(db: Db, jobId: number): Promise<PublicQuestion[]> {
  return (await questionsOf(db, jobId)).map(({ knockOut: _knockOut, ...q }) => q);
}

async function assertJob(db: Db, jobId: number) {
  const [job] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, jobId));
  if (!job) throw notFound(`No job ${jobId}`);
}

export async function getQuestions(db: Database, jobId: number) {
  await assertJob(db, jobId);
  return { questions: await questionsOf(db, jobId) };
}

/**
 * Replaces a job's questions with the list given, in its order: a question with an id keeps it (the answers
 * already given stay linked), one without is added, one left out is removed (the answers keep their copy of its
 * words). An id of another job's question is refused, naming it.
 */
export async function saveQuestions(db: Database, jobId: number, input: z.output<typeof questionsInput>) {
  return db.transaction(async (tx) => {
    await assertJob(tx, jobId);
    const kept = input.questions.map((q) => q.id).filter((id): id is number => id !== undefined);
    if (kept.length) {
      const own = await tx
        .select({ id: screeningQuestions.id })
        .from(screeningQuestions)
        .where(and(eq(screeningQuestions.jobId, jobId), inArray(screeningQuestions.id, kept)));
      const owned = new Set(own.map((r) => r.id));
      const index = input.questions.findIndex((q) => q.id !== undefined && !owned.has(q.id));
      if (index >= 0) {
        throw badRequest(`Question ${input.questions[index]!.id} is not a question of job ${jobId}`, {
          [`questions.${index}.id`]: 'validation.invalid',
        });
      }
      if (new Set(kept).size !== kept.length)
        throw badRequest('A question is listed twice', { questions: 'validation.invalid' });
    }
    await tx
      .delete(screeningQuestions)
      .where(
        kept.length
          ? and(eq(screeningQuestions.jobId, jobId), notInArray(screeningQuestions.id, kept))
          : eq(screeningQuestions.jobId, jobId),
      );
    for (const [position, q] of input.questions.entries()) {
      const values = {
        jobId,
        position,
        kind: q.kind,
        text: q.text,
        options: q.options,
        required: q.required,
        knockOut: q.knockOut,
      };
      if (q.id === undefined) await tx.insert(screeningQuestions).values(values);
      else await tx.update(screeningQuestions).set(values).where(eq(screeningQuestions.id, q.id));
    }
    return { questions: await questionsOf(tx, jobId) };
  });
}
