import { z } from 'zod';
import { describe, type Machine } from './descriptor.ts';
import { PERSON_FIELDS, RECEIVED, type ShownField } from './fields.ts';
import { PERSON, PIPELINE_FIELDS } from './record.ts';

export const INTERVIEW_STATES = ['REQUESTED', 'CONFIRMED', 'RESCHEDULED', 'DONE', 'CANCELLED'] as const;
export type InterviewState = (typeof INTERVIEW_STATES)[number];

const machine: Machine<InterviewState> = {
  initial: 'REQUESTED',
  next: {
    REQUESTED: ['CONFIRMED', 'RESCHEDULED', 'CANCELLED'],
    CONFIRMED: ['DONE', 'RESCHEDULED', 'CANCELLED'],
    RESCHEDULED: ['CONFIRMED', 'CANCELLED'],
    DONE: [],
    CANCELLED: [],
  },
};

export const talentInterviews = describe({
  machine,
  record: z.object({
    id: z.number(),
    kind: z.enum(['BOOKING', 'TALENT_REQUEST']),
    profileId: z.number().nullable(),
    ...PERSON,
    client: z.string(),
    intermediateClient: z.string(),
    jobTitle: z.string(),
    bookedDate: z.string().nullable(),
    bookedTime: z.string().nullable(),
    rescheduledBookedDate: z.string().nullable(),
    rescheduledBookedTime: z.string().nullable(),
    contractType: z.string(),
    skills: z.string(),
    talentName: z.string(),
    feedbackConsultant: z.string(),
    feedbackClient: z.string(),
    interviewResume: z.string(),
    /** What the client wrote when booking: read-only (staff write in `comment`). */
    clientMessage: z.string(),
    ...PIPELINE_FIELDS,
  }),
  // A rescheduled interview has its new slot.
  needs: { RESCHEDULED: ['rescheduledBookedDate', 'rescheduledBookedTime'] },
  // The booked client's calendar invitation, its update, its cancellation (a talent request has no slot: none).
  mails: {
    CONFIRMED: { template: 'interview-confirmed' },
    RESCHEDULED: { template: 'interview-rescheduled' },
    CANCELLED: { template: 'interview-cancelled' },
  },
  // The sender's acknowledgement; staff's notice of a new record.
  arrival: { mail: 'interview-request-received', requestMail: 'talent-request-received', hasCv: false },
  ended: ['DONE', 'CANCELLED'],
  erasedEnd: 'CANCELLED',
  names: { one: 'TalentInterview', label: 'talent interview request' },
  screen: 'talentsInterviews',
  relatedScreen: 'crudProfile',
  list: {
    // bookedDate: the slot the interview is planned for now (the new one once rescheduled).
    columns: ['lastName', 'client', 'bookedDate', 'phone', 'process', 'creationDate'],
    sorts: ['creationDate', 'bookedDate', 'lastName', 'client', 'process'],
    defaultSort: 'creationDate:desc',
    textSorts: ['lastName', 'client'],
    search: [['firstName', 'lastName'], 'email', 'client', 'talentName', 'skills', 'jobTitle'],
    filters: [],
  },
  view: {
    shown: [
      { key: 'kind', kind: 'kind' },
      // A talent request names only its sender's e-mail.
      ...PERSON_FIELDS.map((f): ShownField => (f.key === 'email' ? f : { ...f, onlyFor: 'BOOKING' })),
      // The company: a booking's, or a talent request's when its sender named one (decision 0044).
      { key: 'client' },
      { key: 'jobTitle', onlyFor: 'BOOKING' },
      { key: 'bookedDate', kind: 'date', onlyFor: 'BOOKING' },
      { key: 'bookedTime', onlyFor: 'BOOKING' },
      // The new date and time are edited below (edited): shown once (issue 26).
      { key: 'clientMessage', kind: 'multiline', onlyFor: 'BOOKING' },
      { key: 'talentName', onlyFor: 'TALENT_REQUEST' },
      { key: 'contractType', kind: 'contract', onlyFor: 'TALENT_REQUEST' },
      { key: 'skills', kind: 'multiline', onlyFor: 'TALENT_REQUEST' },
      RECEIVED,
    ],
    edited: [
      { key: 'comment', kind: 'textarea' },
      { key: 'intermediateClient', kind: 'text', max: 200 },
      { key: 'rescheduledBookedDate', kind: 'date', onlyFor: 'BOOKING' },
      { key: 'rescheduledBookedTime', kind: 'time', onlyFor: 'BOOKING' },
      { key: 'feedbackConsultant', kind: 'textarea' },
      { key: 'feedbackClient', kind: 'textarea' },
      { key: 'interviewResume', kind: 'textarea' },
    ],
  },
});
