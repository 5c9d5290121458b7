import { z } from 'zod';
import { id, optionalText } from './rules.ts';

/**
 * Interviews with candidates (issue 29 items 3 and 4; docs/decisions/0058): scheduled by staff from a job
 * application, or picked by the candidate among offered slots. The server checks what needs its clock (a start in
 * the past) and its database (an attendee who is no enabled staff user); the rest is here, shared with the forms.
 */
export const INTERVIEW_MIN_MINUTES = 15;
export const INTERVIEW_MAX_MINUTES = 480;
export const MAX_INTERVIEW_SLOTS = 5;
/** The widest window `GET /api/interviews` answers (a month view and a little more). */
export const INTERVIEW_RANGE_MAX_DAYS = 62;

const start = () => z.iso.datetime({ offset: true, error: 'validation.dateTime' });
const duration = () =>
  z.coerce
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(INTERVIEW_MIN_MINUTES, { error: 'validation.durationRange' })
    .max(INTERVIEW_MAX_MINUTES, { error: 'validation.durationRange' });
const videoUrl = () => optionalText(500).refine((v) => v === '' || isHttpsUrl(v), { error: 'validation.httpsUrl' });
const attendees = () => z.array(id(), { error: 'validation.invalid' }).max(20, { error: 'validation.tooMany' });

/** An https address (a video call's link): never http, javascript: or a bare word. */
export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/** `POST /api/job-applications/{id}/interviews`. */
export const interviewInput = z.object({
  start: start(),
  durationMinutes: duration(),
  location: optionalText(300),
  videoUrl: videoUrl(),
  attendeeUserIds: attendees().default([]),
});
export type InterviewInput = z.output<typeof interviewInput>;

/** `PATCH /api/interviews/{id}`: what is sent changes (a new start or length is a reschedule). */
export const interviewPatch = z
  .object({
    start: start(),
    durationMinutes: duration(),
    location: optionalText(300),
    videoUrl: videoUrl(),
    attendeeUserIds: attendees(),
  })
  .partial();
export type InterviewPatch = z.output<typeof interviewPatch>;

/** `POST /api/job-applications/{id}/interview-slots`. */
export const interviewSlotsInput = z.object({
  slots: z
    .array(start(), { error: 'validation.invalid' })
    .min(1, { error: 'validation.required' })
    .max(MAX_INTERVIEW_SLOTS, { error: 'validation.tooManySlots' })
    .refine((s) => new Set(s.map((v) => Date.parse(v))).size === s.length, { error: 'validation.sameSlotTwice' }),
  durationMinutes: duration(),
  location: optionalText(300),
  videoUrl: videoUrl(),
  attendeeUserIds: attendees().default([]),
});
export type InterviewSlotsInput = z.output<typeof interviewSlotsInput>;

/** `GET /api/interviews?from&to&mine`: a window (at most INTERVIEW_RANGE_MAX_DAYS), mine or everyone's. */
export const interviewQuery = z.object({
  from: start(),
  to: start(),
  mine: z
    .enum(['true', 'false', '1', '0'], { error: 'validation.invalid' })
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});

const attendee = z.object({ userId: z.number(), userName: z.string() });

/** One interview with a candidate, as the record page lists it. */
export const candidateInterview = z.object({
  id: z.number(),
  jobApplicationId: z.number(),
  start: z.string(),
  end: z.string(),
  durationMinutes: z.number(),
  location: z.string(),
  videoUrl: z.string(),
  status: z.enum(['SCHEDULED', 'CANCELLED']),
  sequence: z.number(),
  attendees: z.array(attendee),
  /** Picked by the candidate among offered slots. */
  fromSlots: z.boolean(),
});
export type CandidateInterview = z.infer<typeof candidateInterview>;

/** An offer of slots as the record page lists it. */
export const interviewSlotOffer = z.object({
  id: z.number(),
  durationMinutes: z.number(),
  slots: z.array(z.object({ id: z.number(), start: z.string() })),
  /** The interview the candidate picked, once picked. */
  interviewId: z.number().nullable(),
  withdrawn: z.boolean(),
  creationDate: z.string(),
});
export type InterviewSlotOffer = z.infer<typeof interviewSlotOffer>;

/** What a job application's interviews section shows. */
export const applicationInterviews = z.object({
  interviews: z.array(candidateInterview),
  offers: z.array(interviewSlotOffer),
});
export type ApplicationInterviews = z.infer<typeof applicationInterviews>;

/**
 * One event of the calendar: a candidate interview (`kind: candidate`, movable) or a client's booking of a
 * consultant (`kind: talent`, the talent interviews pipeline), each opening its record.
 */
export const calendarEvent = z.object({
  id: z.string(),
  kind: z.enum(['candidate', 'talent']),
  interviewId: z.number().nullable(),
  recordType: z.enum(['job-applications', 'talent-interviews']),
  recordId: z.number(),
  title: z.string(),
  start: z.string(),
  end: z.string(),
  location: z.string(),
  videoUrl: z.string(),
  attendees: z.array(attendee),
  mine: z.boolean(),
});
export type CalendarEvent = z.infer<typeof calendarEvent>;
export const calendarEvents = z.object({ items: z.array(calendarEvent) });

/** The public page of an offer (the candidate's signed link): the slots still open, or the one picked. */
export const publicSlotOffer = z.object({
  firstName: z.string(),
  jobTitle: z.string(),
  durationMinutes: z.number(),
  location: z.string(),
  videoUrl: z.string(),
  slots: z.array(z.object({ id: z.number(), start: z.string() })),
  chosen: z.object({ start: z.string() }).nullable(),
});
export type PublicSlotOffer = z.infer<typeof publicSlotOffer>;

/** The candidate's choice, posted from the public page. */
export const slotChoice = z.object({ slotId: id() });

/** A date-time picker's value: the firm's wall clock, `YYYY-MM-DD HH:mm` (seconds optional). */
const wallClock = () =>
  z.string({ error: 'validation.dateTime' }).regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/, {
    error: 'validation.dateTime',
  });

/**
 * The back-office's forms (schedule, reschedule, offer slots): times as the firm's wall clock, which the client turns
 * into instants (src/shared/firm-time.ts `firmInstant`) before it sends `interviewInput` / `interviewSlotsInput`.
 */
export const interviewForm = interviewInput.extend({
  start: wallClock(),
  attendeeUserIds: z.array(z.string()),
});
export type InterviewFormValues = z.input<typeof interviewForm>;

export const slotsForm = interviewSlotsInput.extend({
  slots: z
    .array(z.object({ start: wallClock() }))
    .min(1, { error: 'validation.required' })
    .max(MAX_INTERVIEW_SLOTS, { error: 'validation.tooManySlots' }),
  attendeeUserIds: z.array(z.string()),
});
export type SlotsFormValues = z.input<typeof slotsForm>;

/** A picker's wall-clock value as its date and time parts. */
export function wallClockParts(value: string): { date: string; time: string } {
  return { date: value.slice(0, 10), time: value.slice(11, 16) };
}
