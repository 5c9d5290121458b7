import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { firmClock } from '../../shared/firm-time.ts';
import { canMove, endedStates, ENDED_CANDIDATE_STATES, statesOf } from '../../shared/schemas/process.ts';
import { changeProcessIn } from '../admin/change-process.ts';
import type {
  ApplicationInterviews,
  CandidateInterview,
  InterviewInput,
  InterviewPatch,
} from '../../shared/schemas/candidate-interview.ts';
import type { Database } from '../db/client.ts';
import {
  interviewAttendees,
  interviews,
  interviewSlotOffers,
  interviewSlots,
  jobApplications,
  stateHistory,
  users,
} from '../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import type { MailService } from '../mail/mail-service.ts';
import { enqueueInterviewMails, type InterviewChange } from './interview-mails.ts';

type Db = Pick<Database, 'select'>;

/** A step of an application's interviews, as its history shows it (state_history.event). */
export type InterviewEvent =
  | 'interview-scheduled'
  | 'interview-rescheduled'
  | 'interview-updated'
  | 'interview-cancelled'
  | 'interview-slots-offered'
  | 'interview-slot-chosen';

/** Who acts: a staff user (id and name), or the candidate through their link (null: the website). */
export interface InterviewActor {
  userId: number | null;
  userName: string | null;
}

/** Writes one step in the application's history: its state unchanged, the event and the slot it names. */
export async function recordInterviewEvent(
  tx: Database,
  application: { id: number; process: string },
  event: InterviewEvent,
  at: Date | null,
  by: InterviewActor,
  comment = '',
): Promise<void> {
  const slot = at ? firmClock(at) : null;
  await tx.insert(stateHistory).values({
    recordType: 'job-applications',
    recordId: application.id,
    fromState: application.process,
    toState: application.process,
    event,
    comment,
    slotDate: slot?.date ?? null,
    slotTime: slot?.time ?? null,
    changedBy: by.userName,
  });
}

/**
 * The application an interview is set for, locked for the change: 404 when there is none, 409 when it is
 * anonymised or has ended (hired, no go, withdrawn): there is nobody to meet.
 */
export async function lockApplication(tx: Database, id: number) {
  const [row] = await tx
    .select({
      id: jobApplications.id,
      process: jobApplications.process,
      anonymisedAt: jobApplications.anonymisedAt,
    })
    .from(jobApplications)
    .where(eq(jobApplications.id, id))
    .for('update');
  if (!row) throw notFound(`No job application ${id}`);
  if (row.anonymisedAt || (ENDED_CANDIDATE_STATES as readonly string[]).includes(row.process)) {
    throw conflict('This application has ended or is anonymised: no interview can be set', {
      start: 'validation.applicationEnded',
    });
  }
  return row;
}

/** The state an application takes when an interview is set for it (docs/decisions/0058, addendum). */
const INTERVIEW_STATE = 'INTERVIEW';

/**
 * An interview set (by staff, or by the candidate picking a slot) moves the application to INTERVIEW through the
 * pipeline's one move (`changeProcessIn`: its history row and the mails the state sends, in the caller's
 * transaction), when the pipeline has that state, the application is still before it and the move is allowed. An
 * application already at INTERVIEW or further on (an offer made), or ended, stays where it is. Returns the
 * application as it now is.
 */
export async function enterInterviewState(
  tx: Database,
  mail: MailService,
  application: { id: number; process: string },
  by: InterviewActor,
): Promise<{ id: number; process: string }> {
  const states = statesOf('job-applications');
  const target = states.indexOf(INTERVIEW_STATE);
  const current = states.indexOf(application.process);
  if (target < 0 || current < 0 || current >= target) return application;
  if (endedStates('job-applications').includes(application.process)) return application;
  if (!canMove('job-applications', application.process, INTERVIEW_STATE)) return application;
  await changeProcessIn(tx, {
    resource: 'job-applications',
    id: application.id,
    change: { process: INTERVIEW_STATE, comment: '', tellCandidate: false },
    changedBy: by.userName,
    mail,
  });
  return { ...application, process: INTERVIEW_STATE };
}

/** 400 on `field` unless the start is after now. */
export function assertFuture(start: Date, now: Date, field: string): void {
  if (start.getTime() <= now.getTime()) {
    throw badRequest('The interview would start in the past', { [field]: 'validation.slotInPast' });
  }
}

/** Those of these user ids that are enabled staff users (each once). */
export async function enabledStaff(db: Db, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, unique), eq(users.enabled, true)));
  return found.map((u) => u.id);
}

/** 400 on attendeeUserIds unless every id is an enabled staff user. */
export async function assertStaff(db: Db, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if ((await enabledStaff(db, unique)).length !== unique.length) {
    throw badRequest('Attendees are enabled staff users', { attendeeUserIds: 'validation.notStaff' });
  }
  return unique;
}

/** A new interview's row, as scheduled by staff or picked from an offer of slots. */
type NewInterview = Omit<typeof interviews.$inferInsert, 'id' | 'jobApplicationId' | 'creationDate' | 'updatedAt'>;

/**
 * A new interview (staff's, or the candidate's pick of a slot) in the caller's transaction, on the application it
 * has locked: its row and attendees, the application moved to INTERVIEW when it may be (`enterInterviewState`), the
 * history's event and the invitations. Answers its id.
 */
export async function createInterview(
  tx: Database,
  mail: MailService,
  options: {
    application: { id: number; process: string };
    values: NewInterview;
    attendeeIds: readonly number[];
    event: 'interview-scheduled' | 'interview-slot-chosen';
    by: InterviewActor;
    now: Date;
  },
): Promise<number> {
  const { application, now, by } = options;
  const [row] = await tx
    .insert(interviews)
    .values({ ...options.values, jobApplicationId: application.id, creationDate: now, updatedAt: now })
    .returning({ id: interviews.id });
  const interviewId = row!.id;
  if (options.attendeeIds.length) {
    await tx.insert(interviewAttendees).values(options.attendeeIds.map((userId) => ({ interviewId, userId })));
  }
  const moved = await enterInterviewState(tx, mail, application, by);
  await recordInterviewEvent(tx, moved, options.event, options.values.startsAt, by);
  await enqueueInterviewMails(tx, mail, interviewId, 'invitation');
  return interviewId;
}

/** Schedules an interview on a job application and invites the candidate and the attendees. */
export async function scheduleInterview(
  db: Database,
  mail: MailService,
  options: { applicationId: number; input: InterviewInput; by: InterviewActor; now: Date },
): Promise<CandidateInterview> {
  const { input, by } = options;
  const start = new Date(input.start);
  assertFuture(start, options.now, 'start');
  const attendees = await assertStaff(db, input.attendeeUserIds);
  const id = await db.transaction(async (tx) => {
    const interviewId = await createInterview(tx, mail, {
      application: await lockApplication(tx, options.applicationId),
      values: {
        startsAt: start,
        durationMinutes: input.durationMinutes,
        location: input.location,
        videoUrl: input.videoUrl,
        createdById: by.userId,
      },
      attendeeIds: attendees,
      event: 'interview-scheduled',
      by,
      now: options.now,
    });
    return interviewId;
  });
  return getInterview(db, id);
}

/** The interview locked for a change: 404 when there is none, 409 once cancelled. */
async function lockInterview(tx: Database, id: number) {
  const [row] = await tx.select().from(interviews).where(eq(interviews.id, id)).for('update');
  if (!row) throw notFound(`No interview ${id}`);
  return row;
}

/**
 * Changes an interview: a new start or length is a reschedule, anything else an update; either sends the next
 * version of the invitation (SEQUENCE + 1) to the candidate and the attendees, and its cancellation to an attendee
 * taken off. Nothing sent changes nothing.
 */
export async function updateInterview(
  db: Database,
  mail: MailService,
  options: { id: number; patch: InterviewPatch; by: InterviewActor; now: Date },
): Promise<CandidateInterview> {
  const { patch, by, now } = options;
  const attendees = patch.attendeeUserIds === undefined ? undefined : await assertStaff(db, patch.attendeeUserIds);
  await db.transaction(async (tx) => {
    const current = await lockInterview(tx, options.id);
    if (current.status === 'CANCELLED') {
      throw conflict('This interview is cancelled: schedule a new one', { start: 'validation.interviewCancelled' });
    }
    const start = patch.start === undefined ? current.startsAt : new Date(patch.start);
    const moved =
      start.getTime() !== current.startsAt.getTime() ||
      (patch.durationMinutes !== undefined && patch.durationMinutes !== current.durationMinutes);
    if (start.getTime() !== current.startsAt.getTime()) assertFuture(start, now, 'start');
    const before = (
      await tx
        .select({ userId: interviewAttendees.userId })
        .from(interviewAttendees)
        .where(eq(interviewAttendees.interviewId, current.id))
    ).map((a) => a.userId);
    const removed = attendees ? before.filter((u) => !attendees.includes(u)) : [];
    const added = attendees ? attendees.filter((u) => !before.includes(u)) : [];
    const details =
      (patch.location !== undefined && patch.location !== current.location) ||
      (patch.videoUrl !== undefined && patch.videoUrl !== current.videoUrl) ||
      removed.length > 0 ||
      added.length > 0;
    if (!moved && !details) return;
    const application = await lockApplication(tx, current.jobApplicationId);
    await tx
      .update(interviews)
      .set({
        startsAt: start,
        durationMinutes: patch.durationMinutes ?? current.durationMinutes,
        location: patch.location ?? current.location,
        videoUrl: patch.videoUrl ?? current.videoUrl,
        sequence: current.sequence + 1,
        updatedAt: now,
      })
      .where(eq(interviews.id, current.id));
    if (removed.length) {
      await tx
        .delete(interviewAttendees)
        .where(and(eq(interviewAttendees.interviewId, current.id), inArray(interviewAttendees.userId, removed)));
    }
    if (added.length) {
      await tx.insert(interviewAttendees).values(added.map((userId) => ({ interviewId: current.id, userId })));
    }
    const change: InterviewChange = moved ? 'moved' : 'updated';
    await recordInterviewEvent(tx, application, moved ? 'interview-rescheduled' : 'interview-updated', start, by);
    await enqueueInterviewMails(tx, mail, current.id, change, removed);
  });
  return getInterview(db, options.id);
}

/** Cancels an interview: its CANCEL (SEQUENCE + 1) to everyone invited. Cancelling it again does nothing. */
export async function cancelInterview(
  db: Database,
  mail: MailService,
  options: { id: number; by: InterviewActor; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockInterview(tx, options.id);
    if (current.status === 'CANCELLED') return;
    const [application] = await tx
      .select({ id: jobApplications.id, process: jobApplications.process })
      .from(jobApplications)
      .where(eq(jobApplications.id, current.jobApplicationId));
    await tx
      .update(interviews)
      .set({ status: 'CANCELLED', sequence: current.sequence + 1, updatedAt: options.now })
      .where(eq(interviews.id, current.id));
    await recordInterviewEvent(tx, application!, 'interview-cancelled', current.startsAt, options.by);
    await enqueueInterviewMails(tx, mail, current.id, 'cancelled');
  });
}

/** The attendees of these interviews, by interview. */
async function attendeesOf(db: Db, ids: number[]) {
  const byInterview = new Map<number, { userId: number; userName: string }[]>();
  if (ids.length === 0) return byInterview;
  const rows = await db
    .select({ interviewId: interviewAttendees.interviewId, userId: users.id, userName: users.userName })
    .from(interviewAttendees)
    .innerJoin(users, eq(users.id, interviewAttendees.userId))
    .where(inArray(interviewAttendees.interviewId, ids))
    .orderBy(asc(users.userName));
  for (const r of rows) {
    const list = byInterview.get(r.interviewId) ?? [];
    list.push({ userId: r.userId, userName: r.userName });
    byInterview.set(r.interviewId, list);
  }
  return byInterview;
}

type InterviewRow = typeof interviews.$inferSelect;

export async function toInterviews(db: Db, rows: InterviewRow[]): Promise<CandidateInterview[]> {
  const attendees = await attendeesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    jobApplicationId: r.jobApplicationId,
    start: r.startsAt.toISOString(),
    end: new Date(r.startsAt.getTime() + r.durationMinutes * 60_000).toISOString(),
    durationMinutes: r.durationMinutes,
    location: r.location,
    videoUrl: r.videoUrl,
    status: r.status,
    sequence: r.sequence,
    attendees: attendees.get(r.id) ?? [],
    fromSlots: r.slotOfferId !== null,
  }));
}

export async function getInterview(db: Db, id: number): Promise<CandidateInterview> {
  const rows = await db.select().from(interviews).where(eq(interviews.id, id));
  if (!rows[0]) throw notFound(`No interview ${id}`);
  return (await toInterviews(db, rows))[0]!;
}

/** A job application's interviews (soonest first) and its offers of slots (newest first). */
export async function applicationInterviews(db: Db, applicationId: number): Promise<ApplicationInterviews> {
  const [rows, offers] = await Promise.all([
    db
      .select()
      .from(interviews)
      .where(eq(interviews.jobApplicationId, applicationId))
      .orderBy(asc(interviews.startsAt), asc(interviews.id)),
    db
      .select({ offer: interviewSlotOffers, interviewId: interviews.id })
      .from(interviewSlotOffers)
      .leftJoin(interviews, eq(interviews.slotOfferId, interviewSlotOffers.id))
      .where(eq(interviewSlotOffers.jobApplicationId, applicationId))
      .orderBy(desc(interviewSlotOffers.id)),
  ]);
  const slots = offers.length
    ? await db
        .select()
        .from(interviewSlots)
        .where(
          inArray(
            interviewSlots.offerId,
            offers.map((o) => o.offer.id),
          ),
        )
        .orderBy(asc(interviewSlots.startsAt))
    : [];
  return {
    interviews: await toInterviews(db, rows),
    offers: offers.map(({ offer, interviewId }) => ({
      id: offer.id,
      durationMinutes: offer.durationMinutes,
      slots: slots.filter((s) => s.offerId === offer.id).map((s) => ({ id: s.id, start: s.startsAt.toISOString() })),
      interviewId,
      withdrawn: offer.withdrawnAt !== null,
      creationDate: offer.creationDate.toISOString(),
    })),
  };
}
