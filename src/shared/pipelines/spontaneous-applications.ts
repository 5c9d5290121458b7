import { CANDIDATE_NEEDS, candidateMachine, ENDED_CANDIDATE_STATES } from './candidate.ts';
import { describe } from './descriptor.ts';
import { CANDIDATE_NOTES, PERSON_FIELDS, RECEIVED } from './fields.ts';

export const spontaneousApplications = describe({
  machine: candidateMachine,
  needs: CANDIDATE_NEEDS,
  ended: ENDED_CANDIDATE_STATES,
  erasedEnd: 'WITHDRAWN',
  screen: 'spontanousApplications',
  view: {
    shown: [
      { key: 'salutation' },
      ...PERSON_FIELDS,
      { key: 'post' },
      { key: 'availability' },
      { key: 'lang' },
      RECEIVED,
    ],
    edited: CANDIDATE_NOTES,
  },
});
