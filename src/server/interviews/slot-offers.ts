import { and, asc, eq } from 'drizzle-orm';
import type { Language } from '../../shared/constants.ts';
import { firmClock } from '../../shared/firm-time.ts';
import type {
  InterviewSlotsInput,
  InterviewSlotOffer,
  PublicSlotOffer,
} from '../../shared/schemas/candidate-interview.ts';
import type { Database } from '../db/client.ts';
import { interviews, interviewSlotOffers, interviewSlots, jobApplications } from '../db/schema/index.ts';
import { badRequest, conflict } from '../errors.ts';
import { enqueueMails } from '../mail/enqueue-mails.ts';
import type { MailService } from '../mail/mail-service.ts';
import { isUniqueViolation } from '../db/sql-state.ts';
import {
  applicationInterviews,
  assertFuture,
  assertStaff,
  createInterview,
  enabledStaff,
  lockApplication,
  recordInterviewEvent,
  type InterviewActor,
} from './interviews.ts';
import { signSlotToken, slotLinkGone, slotPageUrl, verifySlotToken } from './slot-link.ts';

type Db = Pick<Database, 'select'>;

/**
 * Offers the candidate up to five slots (docs/decisions/0058): the offer and its slots, a history row, and one mail
 * to the candidate with the signed link to the page where they pick one. The link lasts until the last slot starts.
 */
export async function offerSlots(
  db: Database,
  mail: MailService,
  options: { applicationId: number; input: InterviewSlotsInput; by: InterviewActor; now: Date; key: string },
): Promise<InterviewSlotOffer> {
  const { input, now } = options;
  const starts = input.slots.map((s) => new Date(s)).sort((a, b) => a.getTime() - b.getTime());
  for (const start of starts) assertFuture(start, now, 'slots');
  const attendees = await assertStaff(db, input.attendeeUserIds);
  const offerId = await db.transaction(async (tx) => {
    const application = await lockApplication(tx, options.applicationId);
    const [offer] = await tx
      .insert(interviewSlotOffers)
      .values({
        jobApplicationId: application.id,
        durationMinutes: input.durationMinutes,
        location: input.location,
        videoUrl: input.videoUrl,
        attendeeUserIds: attendees,
        createdById: options.by.userId,
        creationDate: now,
      })
      .returning({ id: interviewSlotOffers.id });
    const id = offer!.id;
    await tx.insert(interviewSlots).values(starts.map((startsAt) => ({ offerId: id, startsAt })));
    const listed = starts.map((s) => Object.values(firmClock(s)).join(' ')).join(', ');
    await recordInterviewEvent(tx, application, 'interview-slots-offered', null, options.by, listed);
    const [candidate] = await tx.select().from(jobApplications).where(eq(jobApplications.id, application.id));
    const lang = candidate!.lang as Language;
    const token = signSlotToken(options.key, id, starts[starts.length - 1]!);
    await enqueueMails(tx, mail, [
      {
        key: `interview-slots:${id}`,
        template: 'interview-slots-offered',
        to: candidate!.email,
        lang,
        data: {
          offerId: id,
          name: `${candidate!.firstName} ${candidate!.lastName}`.trim(),
          lastName: candidate!.lastName,
          jobTitle: candidate!.jobTitle,
          duration: input.durationMinutes,
          location: input.location,
          videoUrl: input.videoUrl,
          slots: starts.map((s) => s.toISOString()),
          link: slotPageUrl(token, lang),
        },
        recordType: 'job-applications',
        recordId: application.id,
      },
    ]);
    return id;
  });
  const { offers } = await applicationInterviews(db, options.applicationId);
  return offers.find((o) => o.id === offerId)!;
}

/** The offer a link names, its application and the interview picked from it (if any); 410 once it is gone. */
async function offerOf(db: Db, offerId: number) {
  const [row] = await db
    .select({ offer: interviewSlotOffers, application: jobApplications, interview: interviews })
    .from(interviewSlotOffers)
    .innerJoin(jobApplications, eq(jobApplications.id, interviewSlotOffers.jobApplicationId))
    .leftJoin(interviews, eq(interviews.slotOfferId, interviewSlotOffers.id))
    .where(eq(interviewSlotOffers.id, offerId));
  if (!row || row.offer.withdrawnAt || row.application.anonymisedAt) throw slotLinkGone('This offer is no longer open');
  return row;
}

/** What the candidate's page shows: the slots still ahead, or the one they picked. */
export async function publicSlotOffer(db: Db, key: string, token: string, now: Date): Promise<PublicSlotOffer> {
  const { offerId } = verifySlotToken(key, token, now);
  const { offer, application, interview } = await offerOf(db, offerId);
  const slots = interview
    ? []
    : await db
        .select({ id: interviewSlots.id, startsAt: interviewSlots.startsAt })
        .from(interviewSlots)
        .where(eq(interviewSlots.offerId, offer.id))
        .orderBy(asc(interviewSlots.startsAt));
  return {
    firstName: application.firstName,
    jobTitle: application.jobTitle,
    durationMinutes: offer.durationMinutes,
    location: offer.location,
    videoUrl: offer.videoUrl,
    slots: slots.filter((s) => s.startsAt > now).map((s) => ({ id: s.id, start: s.startsAt.toISOString() })),
    chosen: interview && interview.status === 'SCHEDULED' ? { start: interview.startsAt.toISOString() } : null,
  };
}

const taken = () => conflict('This time has already been chosen', { slotId: 'validation.slotTaken' });

/**
 * The candidate picks a slot: it becomes the interview (invitations to the candidate and the offer's attendees) and
 * the offer's other slots free up. A second pick (the same slot again, or another slot of a settled offer, from two
 * tabs or two devices at once) is refused by the unique indexes on `interviews.slot_id` and `slot_offer_id`: the
 * insert fails and the transaction with it (409), whatever the timing.
 */
export async function chooseSlot(
  db: Database,
  mail: MailService,
  options: { token: string; slotId: number; key: string; now: Date },
): Promise<PublicSlotOffer> {
  const { offerId } = verifySlotToken(options.key, options.token, options.now);
  const { offer } = await offerOf(db, offerId);
  const [slot] = await db
    .select()
    .from(interviewSlots)
    .where(and(eq(interviewSlots.id, options.slotId), eq(interviewSlots.offerId, offer.id)));
  if (!slot) throw badRequest('This time is not one of the offer', { slotId: 'validation.invalid' });
  assertFuture(slot.startsAt, options.now, 'slotId');
  try {
    await db.transaction(async (tx) => {
      await createInterview(tx, mail, {
        application: await lockApplication(tx, offer.jobApplicationId),
        values: {
          startsAt: slot.startsAt,
          durationMinutes: offer.durationMinutes,
          location: offer.location,
          videoUrl: offer.videoUrl,
          slotOfferId: offer.id,
          slotId: slot.id,
          createdById: offer.createdById,
        },
        // The attendees named with the offer who are still enabled staff.
        attendeeIds: await enabledStaff(tx, offer.attendeeUserIds),
        event: 'interview-slot-chosen',
        // The candidate, through the website.
        by: { userId: null, userName: null },
        now: options.now,
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
  return publicSlotOffer(db, options.key, options.token, options.now);
}
