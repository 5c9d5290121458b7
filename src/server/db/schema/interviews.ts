import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { jobApplications } from './pipelines.ts';
import { users } from './staff.ts';

export const INTERVIEW_STATUSES = ['SCHEDULED', 'CANCELLED'] as const;

/**
 * A slot offer (issue 29 item 3; docs/decisions/0058): staff propose up to five slots to a candidate, who picks one
 * from a signed link. The offer is settled by the interview it becomes (`interviews.slot_offer_id`, unique).
 */
export const interviewSlotOffers = pgTable(
  'interview_slot_offers',
  {
    id: serial('id').primaryKey(),
    jobApplicationId: integer('job_application_id')
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    durationMinutes: integer('duration_minutes').notNull(),
    location: text('location').notNull().default(''),
    videoUrl: text('video_url').notNull().default(''),
    /** The staff who will attend the interview the candidate picks (user ids). */
    attendeeUserIds: integer('attendee_user_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** Staff withdrew the offer: its link no longer offers anything. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    creationDate: createdAt(),
  },
  (t) => [index('interview_slot_offers_application_idx').on(t.jobApplicationId)],
);

/** One proposed start of an offer. */
export const interviewSlots = pgTable(
  'interview_slots',
  {
    id: serial('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => interviewSlotOffers.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('interview_slots_offer_start_idx').on(t.offerId, t.startsAt)],
);

/**
 * An interview with a candidate of a job application: when, how long, where (a place or a video link) and which
 * staff attend. One calendar invitation per interview for its whole life: UID from the id, `sequence` up on every
 * change, a CANCEL when it is cancelled. A slot taken twice is refused by the unique indexes on `slot_id` and
 * `slot_offer_id`, not by a check before the write.
 */
export const interviews = pgTable(
  'interviews',
  {
    id: serial('id').primaryKey(),
    jobApplicationId: integer('job_application_id')
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    location: text('location').notNull().default(''),
    videoUrl: text('video_url').notNull().default(''),
    status: text('status', { enum: INTERVIEW_STATUSES }).notNull().default('SCHEDULED'),
    /** The invitation's SEQUENCE: 0 when sent first, one more on every change and on the cancellation. */
    sequence: integer('sequence').notNull().default(0),
    slotOfferId: integer('slot_offer_id').references(() => interviewSlotOffers.id, { onDelete: 'set null' }),
    slotId: integer('slot_id').references(() => interviewSlots.id, { onDelete: 'set null' }),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    creationDate: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('interviews_duration', sql`${t.durationMinutes} between 15 and 480`),
    index('interviews_starts_idx').on(t.startsAt),
    index('interviews_application_idx').on(t.jobApplicationId),
    uniqueIndex('interviews_slot_offer_idx').on(t.slotOfferId),
    uniqueIndex('interviews_slot_idx').on(t.slotId),
  ],
);

/** The staff who attend an interview (each gets the invitation in their language). */
export const interviewAttendees = pgTable(
  'interview_attendees',
  {
    interviewId: integer('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.interviewId, t.userId] }), index('interview_attendees_user_idx').on(t.userId)],
);
