import { CANDIDATE_NEEDS, candidateMachine, ENDED_CANDIDATE_STATES } from './candidate.ts';
import { describe } from './descriptor.ts';

/** Talents: the candidate process on a pool profile; listed and edited on the profiles screen, no CSV export. */
export const profiles = describe({
  machine: candidateMachine,
  needs: CANDIDATE_NEEDS,
  ended: ENDED_CANDIDATE_STATES,
  erasedEnd: 'WITHDRAWN',
  screen: 'crudProfile',
});
