import { z } from 'zod';
import { storedAnswer } from './screening.ts';
import { recordSource } from './source.ts';

/** The pipeline records as the admin API answers them, with what a record view adds. */

/** One row of a record's state history; `changedBy` null means it came from the website. */
const historyEntry = z.object({
  id: z.number(),
  fromState: z.string().nullable(),
  toState: z.string(),
  comment: z.string(),
  /** The interview slot the move set (a RESCHEDULED interview: its new slot). */
  slotDate: z.string().nullable(),
  slotTime: z.string().nullable(),
  /** A step that is no change of state (an interview scheduled, moved, cancelled, slots offered or picked). */
  event: z.string().nullable().default(null),
  changedBy: z.string().nullable(),
  changedAt: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntry>;

/** A stored file as a record lists it; the bytes come from `GET /api/files/{id}`. */
const fileInfo = z.object({ id: z.string(), fileName: z.string(), mimeType: z.string(), size: z.number() });
export type FileInfo = z.infer<typeof fileInfo>;

/**
 * When the record was anonymised (an erasure or the retention job, docs/decisions/0031), null while it is not: its
 * personal fields are then neutral values and its files gone, and staff see it marked as anonymised.
 */
export const anonymisedAt = z.string().nullable().default(null);
/** The comment of the history row an erasure writes when it ends an open record; the back-office translates it. */
export const ERASED_COMMENT = '[erased]';

const pipelineFields = {
  process: z.string(),
  comment: z.string(),
  creationDate: z.string(),
  anonymisedAt,
};
/** The record's own copy of what the person wrote, and the person it belongs to (decision 0041). */
const person = {
  personId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
};

export const jobApplicationRecord = z.object({
  id: z.number(),
  jobId: z.number().nullable(),
  jobTitle: z.string(),
  ...person,
  message: z.string(),
  /** Null once the application is anonymised: its CV is deleted. */
  fileId: z.string().nullable(),
  lang: z.string(),
  /** The earlier application of the same e-mail to the same job, when this one repeats it (decision 0030). */
  duplicateOfId: z.number().nullable().default(null),
  /** The answers to the job's screening questions; knockedOut: one of them is an answer the job marks (0062). */
  answers: z.array(storedAnswer).default([]),
  knockedOut: z.boolean().default(false),
  ...recordSource,
  noGoComment: z.string(),
  notes: z.string(),
  ...pipelineFields,
});
export type JobApplicationRecord = z.infer<typeof jobApplicationRecord>;

export const spontaneousApplicationRecord = z.object({
  id: z.number(),
  salutation: z.string(),
  ...person,
  post: z.string(),
  availability: z.string(),
  /** Null once the application is anonymised: its CV is deleted. */
  cvFileId: z.string().nullable(),
  lang: z.string(),
  ...recordSource,
  noGoComment: z.string(),
  notes: z.string(),
  ...pipelineFields,
});
export type SpontaneousApplicationRecord = z.infer<typeof spontaneousApplicationRecord>;

export const talentInterviewRecord = z.object({
  id: z.number(),
  kind: z.enum(['BOOKING', 'TALENT_REQUEST']),
  profileId: z.number().nullable(),
  ...person,
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
  ...pipelineFields,
});
export type TalentInterviewRecord = z.infer<typeof talentInterviewRecord>;

export const contactRecord = z.object({
  id: z.number(),
  ...person,
  message: z.string(),
  post: z.string(),
  fileId: z.string().nullable(),
  process: z.string(),
  commentAdmin: z.string(),
  creationDate: z.string(),
  anonymisedAt,
});
export type ContactRecord = z.infer<typeof contactRecord>;

/** What a record view shows besides the record: its files and its history, oldest first. */
export const recordExtras = {
  files: z.array(fileInfo),
  history: z.array(historyEntry),
  /** The job applied to, or the profile an interview was booked with, when there is one. */
  related: z.object({ id: z.number(), label: z.string() }).nullable(),
};
