import { APPLICATION_MAILS, applicationMachine, CANDIDATE_NEEDS, ENDED_CANDIDATE_STATES } from './candidate.ts';
import { describe } from './descriptor.ts';
import { CANDIDATE_NOTES, PERSON_FIELDS, RECEIVED, SOURCE_FIELDS } from './fields.ts';

export const spontaneousApplications = describe({
  machine: applicationMachine,
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
