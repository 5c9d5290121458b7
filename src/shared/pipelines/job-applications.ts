import { CANDIDATE_NEEDS, candidateMachine, ENDED_CANDIDATE_STATES } from './candidate.ts';
import { describe } from './descriptor.ts';
import { CANDIDATE_NOTES, PERSON_FIELDS, RECEIVED } from './fields.ts';

export const jobApplications = describe({
  machine: candidateMachine,
  needs: CANDIDATE_NEEDS,
  ended: ENDED_CANDIDATE_STATES,
  erasedEnd: 'WITHDRAWN',
  screen: 'jobsApplications',
  view: {
    shown: [...PERSON_FIELDS, { key: 'jobTitle' }, { key: 'message', kind: 'multiline' }, { key: 'lang' }, RECEIVED],
    edited: CANDIDATE_NOTES,
  },
});
