import { createEvent, type DateArray } from 'ics';
import { firmDetails, siteUrl } from './firm.ts';
import { oneLine } from './texts.ts';

export interface InterviewSlot {
  interviewId: number;
  /** 0 for the first invitation; each reschedule or cancellation adds one, so calendars replace the old one. */
  sequence: number;
  date: string;
  time: string;
  talentName: string;
  name: string;
  email: string;
  cancelled: boolean;
}

/** The firm is in Brussels: booked times are its wall-clock times, written in UTC in the invitation. */
const FIRM_TIME_ZONE = 'Europe/Brussels';

/**
 * The calendar invitation of an interview: METHOD:REQUEST (new or moved) or METHOD:CANCEL, with one UID per
 * interview for its whole life, so that a calendar updates or removes the event it already holds.
 */
export function interviewIcs(slot: InterviewSlot, organizerEmail: string): string {
  const firm = firmDetails();
  const { value, error } = createEvent({
    uid: `interview-${slot.interviewId}@${new URL(siteUrl()).hostname}`,
    sequence: slot.sequence,
    method: slot.cancelled ? 'CANCEL' : 'REQUEST',
    status: slot.cancelled ? 'CANCELLED' : 'CONFIRMED',
    productId: `-//${firm.firmName}//Hireframe//EN`,
    start: toUtcArray(slot.date, slot.time),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { hours: 1 },
    title: `${firm.firmName}: ${slot.talentName}`,
    location: firm.addresses[0],
    organizer: { name: quotable(firm.firmName), email: organizerEmail },
    attendees: [
      { name: quotable(slot.name), email: slot.email, rsvp: true, role: 'REQ-PARTICIPANT', partstat: 'NEEDS-ACTION' },
    ],
  });
  if (error || !value) throw error ?? new Error('the invitation could not be written');
  return value;
}

/** A candidate's interview (a job application's, docs/decisions/0058), as its mails carry it. */
export interface CandidateInterviewInvite {
  interviewId: number;
  /** The interview's own counter: 0 first, one more on every change and on the cancellation. */
  sequence: number;
  /** The start, an ISO instant: written in UTC, which every calendar shows in its reader's zone. */
  start: string;
  durationMinutes: number;
  jobTitle: string;
  /** The candidate's name. */
  name: string;
  location: string;
  videoUrl: string;
  /** Who the invitation lists: the candidate and the staff who attend (or, for a removed one, that one). */
  attendees: { name: string; email: string }[];
  cancelled: boolean;
}

/**
 * The invitation of a candidate's interview: one UID per interview (`candidate-interview-<id>@host`, apart from the
 * bookings' `interview-<id>`), SEQUENCE from the interview, METHOD:REQUEST or METHOD:CANCEL.
 */
export function candidateInterviewIcs(invite: CandidateInterviewInvite, organizerEmail: string): string {
  const firm = firmDetails();
  const at = new Date(invite.start);
  const { value, error } = createEvent({
    uid: `candidate-interview-${invite.interviewId}@${new URL(siteUrl()).hostname}`,
    sequence: invite.sequence,
    method: invite.cancelled ? 'CANCEL' : 'REQUEST',
    status: invite.cancelled ? 'CANCELLED' : 'CONFIRMED',
    productId: `-//${firm.firmName}//Hireframe//EN`,
    start: [at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate(), at.getUTCHours(), at.getUTCMinutes()],
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { hours: Math.floor(invite.durationMinutes / 60), minutes: invite.durationMinutes % 60 },
    title: oneLine(`${firm.firmName}: ${invite.name} (${invite.jobTitle})`),
    location: oneLine(invite.location || invite.videoUrl || firm.addresses[0] || ''),
    ...(invite.videoUrl ? { url: invite.videoUrl, description: invite.videoUrl } : {}),
    organizer: { name: quotable(firm.firmName), email: organizerEmail },
    attendees: invite.attendees.map((a) => ({
      name: quotable(a.name || a.email),
      email: a.email,
      rsvp: true,
      role: 'REQ-PARTICIPANT' as const,
      partstat: 'NEEDS-ACTION' as const,
    })),
  });
  if (error || !value) throw error ?? new Error('the invitation could not be written');
  return value;
}

/**
 * A name as a quoted parameter value (CN="…"): RFC 5545 has no escape for a double quote there (`\"` is not one),
 * so a quote typed in a booking name would end the value and break the line; it becomes an apostrophe. Line
 * breaks become spaces.
 */
function quotable(name: string): string {
  return oneLine(name).replace(/"/g, "'");
}

/** A Brussels wall-clock date and time as a UTC [y, m, d, h, min]. */
function toUtcArray(date: string, time: string): DateArray {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  const guess = Date.UTC(y, m - 1, d, h, min);
  // The offset at the guess can differ from the one at the real instant around a change of summer time.
  const at = new Date(guess - offsetMs(guess - offsetMs(guess)));
  return [at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate(), at.getUTCHours(), at.getUTCMinutes()];
}

/** How far ahead of UTC Brussels is at an instant (1 or 2 hours). */
function offsetMs(instant: number): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: FIRM_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute')) - instant;
}
