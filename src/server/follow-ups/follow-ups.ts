import { and, asc, count, eq, gt, inArray, isNotNull, isNull, lt, type SQL } from 'drizzle-orm';
import { firmDay } from '../../shared/firm-time.ts';
import {
  followUpDateProblem,
  type FollowUp,
  type FollowUpAssignee,
  type FollowUpList,
  type followUpInput,
  type followUpPatch,
  type followUpQuery,
} from '../../shared/schemas/follow-up.ts';
import type { PipelineResource } from '../../shared/schemas/pipeline.ts';
import { limitedToCharge, type Actor } from '../../shared/policy.ts';
import type { z } from 'zod';
import { PIPELINE_DEFS } from '../admin/pipeline-defs.ts';
import type { Database } from '../db/client.ts';
import { followUps, people, users } from '../db/schema/index.ts';
import { badRequest, notFound } from '../errors.ts';
import { inCharge, visibleIds, visibleRecords, type RecordRef } from '../policies/index.ts';

type Db = Pick<Database, 'select'>;
type Row = typeof followUps.$inferSelect;
/** The most a list answers: a staff member's follow-ups, or one record's, are far fewer. */
const LIST_LIMIT = 500;

/** The follow-ups that match `query`, soonest due first (`me`: the caller's user id; `now`: the clock's). */
export async function listFollowUps(
  db: Db,
  query: z.output<typeof followUpQuery>,
  me: number,
  now: Date,
): Promise<FollowUpList> {
  const today = firmDay(now);
  const where: (SQL | undefined)[] = [];
  if (query.assignee !== undefined) where.push(eq(followUps.assigneeId, query.assignee === 'me' ? me : query.assignee));
  if (query.status === 'open') where.push(isNull(followUps.doneAt));
  if (query.status === 'done') where.push(isNotNull(followUps.doneAt));
  if (query.due === 'overdue') where.push(lt(followUps.dueDate, today));
  if (query.due === 'today') where.push(eq(followUps.dueDate, today));
  if (query.due === 'upcoming') where.push(gt(followUps.dueDate, today));
  if (query.recordType !== undefined) where.push(eq(followUps.recordType, query.recordType));
  if (query.recordId !== undefined) where.push(eq(followUps.recordId, query.recordId));
  if (query.personId !== undefined) where.push(eq(followUps.personId, query.personId));
  const condition = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: followUps, assigneeName: users.userName })
      .from(followUps)
      .innerJoin(users, eq(users.id, followUps.assigneeId))
      .where(condition)
      .orderBy(asc(followUps.dueDate), asc(followUps.id))
      .limit(LIST_LIMIT),
    db.select({ n: count() }).from(followUps).where(condition),
  ]);
  return { items: await withNames(db, rows), total: total?.n ?? 0 };
}

/** One follow-up as the API answers it; 404 when there is none. */
export async function getFollowUp(db: Db, id: number): Promise<FollowUp> {
  const rows = await db
    .select({ row: followUps, assigneeName: users.userName })
    .from(followUps)
    .innerJoin(users, eq(users.id, followUps.assigneeId))
    .where(eq(followUps.id, id));
  if (!rows[0]) throw notFound('No such follow-up');
  return (await withNames(db, rows))[0]!;
}

/** Adds a follow-up for the caller (`me`), assigned to them unless another staff user is named. */
export async function createFollowUp(
  db: Database,
  input: z.output<typeof followUpInput>,
  me: number,
  now: Date,
): Promise<FollowUp> {
  checkDueDate(input.dueDate, now);
  const assigneeId = input.assigneeId ?? me;
  if (input.recordType !== undefined && input.recordId !== undefined)
    await assertRecord(db, input.recordType, input.recordId);
  else if (input.personId !== undefined) await assertPerson(db, input.personId);
  await assertAssignee(
    db,
    assigneeId,
    subjectOf({
      recordType: input.recordType ?? null,
      recordId: input.recordId ?? null,
      personId: input.personId ?? null,
    }),
  );
  const [row] = await db
    .insert(followUps)
    .values({
      recordType: input.recordType ?? null,
      recordId: input.recordId ?? null,
      personId: input.recordType === undefined ? (input.personId ?? null) : null,
      dueDate: input.dueDate,
      note: input.note,
      assigneeId,
      createdById: me,
      creationDate: now,
    })
    .returning({ id: followUps.id });
  return getFollowUp(db, row!.id);
}

/** Marks a follow-up done (or open again), or changes its date, note or assignee: the fields sent change. */
export async function updateFollowUp(
  db: Database,
  id: number,
  patch: z.output<typeof followUpPatch>,
  now: Date,
): Promise<FollowUp> {
  const [current] = await db.select().from(followUps).where(eq(followUps.id, id));
  if (!current) throw notFound('No such follow-up');
  if (patch.dueDate !== undefined) checkDueDate(patch.dueDate, now);
  if (patch.assigneeId !== undefined && patch.assigneeId !== current.assigneeId)
    await assertAssignee(db, patch.assigneeId, subjectOf(current));
  const changes: Partial<Row> = {};
  if (patch.dueDate !== undefined) changes.dueDate = patch.dueDate;
  if (patch.note !== undefined) changes.note = patch.note;
  if (patch.assigneeId !== undefined) changes.assigneeId = patch.assigneeId;
  // Done once: marking it done again keeps the first time.
  if (patch.done === true && !current.doneAt) changes.doneAt = now;
  if (patch.done === false) changes.doneAt = null;
  if (Object.keys(changes).length > 0) await db.update(followUps).set(changes).where(eq(followUps.id, id));
  return getFollowUp(db, id);
}

/** The staff a follow-up may be assigned to: every enabled user, by name. */
export async function listAssignees(db: Db): Promise<FollowUpAssignee[]> {
  return db
    .select({ id: users.id, userName: users.userName })
    .from(users)
    .where(eq(users.enabled, true))
    .orderBy(asc(users.userName));
}

function checkDueDate(dueDate: string, now: Date): void {
  const problem = followUpDateProblem(dueDate, firmDay(now));
  if (problem) throw badRequest('The follow-up date is more than five years away', { dueDate: problem });
}

/** What a follow-up is about, as the policy names it: a record, a person, or nothing (a note of its own). */
export function subjectOf(f: Pick<Row, 'recordType' | 'recordId' | 'personId'>): RecordRef | null {
  if (f.recordType && f.recordId !== null) return { kind: f.recordType as PipelineResource, id: f.recordId };
  return f.personId !== null ? { kind: 'people', id: f.personId } : null;
}

/**
 * 400 on assigneeId unless the assignee is an enabled staff user who may see the subject: a MANAGER limited to
 * their charge (decision 0046) is given no follow-up on a record or person outside it, since its note and name
 * would reach them (issue 44 item 18).
 */
async function assertAssignee(db: Pick<Database, 'select' | 'execute'>, id: number, subject: RecordRef | null) {
  const [user] = await db
    .select({ enabled: users.enabled, role: users.role, recordScope: users.recordScope, idManager: users.idManager })
    .from(users)
    .where(eq(users.id, id));
  if (!user?.enabled)
    throw badRequest('A follow-up is assigned to an enabled staff user', { assigneeId: 'validation.unknownAssignee' });
  if (subject && !(await inCharge(db, user, subject)))
    throw badRequest('This staff member may not see this record', { assigneeId: 'validation.assigneeOutsideCharge' });
}

/**
 * Of these follow-ups, those `actor` may see: all for a user not limited to a charge; else those whose record or
 * person is in the charge (one query per kind). The API's list and the morning mail read the same answer.
 */
export async function visibleFollowUps(
  db: Pick<Database, 'execute'>,
  actor: Actor,
  items: FollowUp[],
): Promise<FollowUp[]> {
  if (!limitedToCharge(actor)) return items;
  const onRecords = items.flatMap((f) =>
    f.recordType && f.recordId !== null ? [{ recordType: f.recordType, id: f.recordId }] : [],
  );
  const records = new Set((await visibleRecords(db, actor, onRecords)).map((r) => `${r.recordType}:${r.id}`));
  const people = new Set(
    await visibleIds(
      db,
      actor,
      'people',
      items.flatMap((f) => (f.personId !== null ? [f.personId] : [])),
    ),
  );
  return items.filter((f) =>
    f.personId !== null ? people.has(f.personId) : records.has(`${f.recordType}:${f.recordId}`),
  );
}

async function assertRecord(db: Db, recordType: PipelineResource, recordId: number): Promise<void> {
  const table = PIPELINE_DEFS[recordType].table;
  const [found] = await db.select({ id: table.id }).from(table).where(eq(table.id, recordId));
  if (!found) throw badRequest('This record does not exist', { recordId: 'validation.unknownRecord' });
}

async function assertPerson(db: Db, personId: number): Promise<void> {
  const [found] = await db.select({ id: people.id }).from(people).where(eq(people.id, personId));
  if (!found) throw badRequest('This person does not exist', { personId: 'validation.unknownRecord' });
}

/** The name of each follow-up's record or person, read in one query per kind of subject. */
export async function withNames(db: Db, rows: { row: Row; assigneeName: string }[]): Promise<FollowUp[]> {
  const names = new Map<string, string>();
  const byType = new Map<string, number[]>();
  for (const { row } of rows) {
    const type = row.recordType ?? 'people';
    const subject = row.recordId ?? row.personId;
    if (subject !== null) byType.set(type, [...(byType.get(type) ?? []), subject]);
  }
  for (const [type, ids] of byType) {
    const table = type === 'people' ? people : PIPELINE_DEFS[type as PipelineResource]?.table;
    if (!table) continue;
    const t = table as typeof people;
    const found = await db
      .select({ id: t.id, firstName: t.firstName, lastName: t.lastName })
      .from(t)
      .where(inArray(t.id, [...new Set(ids)]));
    for (const f of found) names.set(`${type}:${f.id}`, `${f.firstName} ${f.lastName}`.trim());
  }
  return rows.map(({ row, assigneeName }) => ({
    id: row.id,
    recordType: row.recordType as PipelineResource | null,
    recordId: row.recordId,
    personId: row.personId,
    name: names.get(`${row.recordType ?? 'people'}:${row.recordId ?? row.personId}`) ?? '',
    dueDate: row.dueDate,
    note: row.note,
    assigneeId: row.assigneeId,
    assigneeName,
    createdById: row.createdById,
    doneAt: row.doneAt?.toISOString() ?? null,
    creationDate: row.creationDate.toISOString(),
  }));
}
