import { movesFrom, statesIn } from '../pipelines/descriptor.ts';
import { PIPELINE_DESCRIPTORS, type Pipeline } from '../pipelines/index.ts';

/**
 * The state machines of docs/product-decisions.md#3-records-and-their-states, read from each pipeline's descriptor
 * (src/shared/pipelines/, docs/decisions/0042). The server refuses any other transition with 409; the client
 * offers only these.
 */
export { CANDIDATE_STATES, ENDED_CANDIDATE_STATES, type CandidateState } from '../pipelines/candidate.ts';
export { INTERVIEW_STATES, type InterviewState } from '../pipelines/talent-interviews.ts';
export { CONTACT_STATES, type ContactState } from '../pipelines/contacts.ts';
export type { Pipeline };

export function nextStates(pipeline: Pipeline, from: string): readonly string[] {
  return movesFrom(PIPELINE_DESCRIPTORS[pipeline], from);
}

export function canMove(pipeline: Pipeline, from: string, to: string): boolean {
  return nextStates(pipeline, from).includes(to);
}

export function initialState(pipeline: Pipeline): string {
  return PIPELINE_DESCRIPTORS[pipeline].machine.initial;
}

export function statesOf(pipeline: Pipeline): readonly string[] {
  return statesIn(PIPELINE_DESCRIPTORS[pipeline]);
}

/**
 * The state an erased record ends in when it was still open (docs/decisions/0034): the person is gone, so the
 * application is withdrawn, the interview cancelled, the contact closed.
 */
export const ERASED_END_STATE = Object.fromEntries(
  Object.entries(PIPELINE_DESCRIPTORS).map(([p, d]) => [p, d.erasedEnd]),
) as { [P in Pipeline]: (typeof PIPELINE_DESCRIPTORS)[P]['erasedEnd'] };

/** The states a record of the pipeline has ended in: an application's ended states, the others' final ones. */
export function endedStates(pipeline: Pipeline): readonly string[] {
  return PIPELINE_DESCRIPTORS[pipeline].ended;
}
