import { APPLICATION_MAILS, applicationMachine, CANDIDATE_NEEDS, ENDED_CANDIDATE_STATES } from './candidate.ts';
import { describe } from './descriptor.ts';
import { CANDIDATE_NOTES, PERSON_FIELDS, RECEIVED, SOURCE_FIELDS } from './fields.ts';

export const jobApplications = describe({
  machine: applicationMachine,
  needs: CANDIDATE_NEEDS,
  mails: APPLICATION_MAILS,
  // The sender's acknowledgement; staff's notice of a new record.
  arrival: { mail: 'job-application-received', hasCv: true },
  ended: ENDED_CANDIDATE_STATES,
  erasedEnd: 'WITHDRAWN',
  names: { one: 'JobApplication', label: 'job application' },
  screen: 'jobsApplications',
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
