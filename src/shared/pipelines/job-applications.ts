import { z } from 'zod';
import { storedAnswer } from '../schemas/screening.ts';
import { recordSource } from '../schemas/source.ts';
import { APPLICATION_MAILS, applicationMachine, CANDIDATE_NEEDS, ENDED_CANDIDATE_STATES } from './candidate.ts';
import { describe } from './descriptor.ts';
import { CANDIDATE_NOTES, PERSON_FIELDS, RECEIVED, SOURCE_FIELDS } from './fields.ts';
import { CANDIDATE_NOTE_FIELDS, PERSON, PIPELINE_FIELDS } from './record.ts';

export const jobApplications = describe({
  machine: applicationMachine,
  record: z.object({
    id: z.number(),
    jobId: z.number().nullable(),
    jobTitle: z.string(),
    ...PERSON,
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
    ...CANDIDATE_NOTE_FIELDS,
    ...PIPELINE_FIELDS,
  }),
  needs: CANDIDATE_NEEDS,
  mails: APPLICATION_MAILS,
  // The sender's acknowledgement; staff's notice of a new record.
  arrival: { mail: 'job-application-received', hasCv: true },
  ended: ENDED_CANDIDATE_STATES,
  erasedEnd: 'WITHDRAWN',
  names: { one: 'JobApplication', label: 'job application' },
  screen: 'jobsApplications',
  relatedScreen: 'crudJob',
  list: {
    columns: ['lastName', 'jobTitle', 'phone', 'process', 'creationDate'],
    sorts: ['creationDate', 'lastName', 'jobTitle', 'process'],
    defaultSort: 'creationDate:desc',
    textSorts: ['lastName', 'jobTitle'],
    search: [['firstName', 'lastName'], 'email', 'jobTitle', 'phone'],
    filters: ['tag', 'rating', 'knockedOut', 'source'],
  },
  view: {
    shown: [...PERSON_FIELDS, { key: 'jobTitle' }, { key: 'message', kind: 'multiline' }, { key: 'lang' }, RECEIVED],
    edited: [...CANDIDATE_NOTES, ...SOURCE_FIELDS],
  },
});
