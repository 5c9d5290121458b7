import { z } from 'zod';
import { recordSource } from '../schemas/source.ts';
import { APPLICATION_MAILS, applicationMachine, CANDIDATE_NEEDS, ENDED_CANDIDATE_STATES } from './candidate.ts';
import { describe } from './descriptor.ts';
import { CANDIDATE_NOTES, PERSON_FIELDS, RECEIVED, SOURCE_FIELDS } from './fields.ts';
import { CANDIDATE_NOTE_FIELDS, PERSON, PIPELINE_FIELDS } from './record.ts';

export const spontaneousApplications = describe({
  machine: applicationMachine,
  record: z.object({
    id: z.number(),
    salutation: z.string(),
    ...PERSON,
    post: z.string(),
    availability: z.string(),
    /** Null once the application is anonymised: its CV is deleted. */
    cvFileId: z.string().nullable(),
    lang: z.string(),
    ...recordSource,
    ...CANDIDATE_NOTE_FIELDS,
    ...PIPELINE_FIELDS,
  }),
  needs: CANDIDATE_NEEDS,
  mails: APPLICATION_MAILS,
  // The sender's acknowledgement; staff's notice of a new record.
  arrival: { mail: 'spontaneous-application-received', hasCv: true },
  ended: ENDED_CANDIDATE_STATES,
  erasedEnd: 'WITHDRAWN',
  names: { one: 'SpontaneousApplication', label: 'spontaneous application' },
  screen: 'spontanousApplications',
  list: {
    columns: ['lastName', 'post', 'phone', 'process', 'creationDate'],
    sorts: ['creationDate', 'lastName', 'post', 'process'],
    defaultSort: 'creationDate:desc',
    textSorts: ['lastName', 'post'],
    search: [['firstName', 'lastName'], 'email', 'post'],
    filters: ['source'],
  },
  view: {
    shown: [
      { key: 'salutation' },
      ...PERSON_FIELDS,
      { key: 'post' },
      { key: 'availability' },
      { key: 'lang' },
      RECEIVED,
    ],
    edited: [...CANDIDATE_NOTES, ...SOURCE_FIELDS],
  },
});
