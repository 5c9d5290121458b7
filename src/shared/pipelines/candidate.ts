import type { Machine } from './descriptor.ts';

/** An application's states, shared by job and spontaneous applications and talents. */
export const CANDIDATE_STATES = ['NEW', 'IN_REVIEW', 'INTERVIEW', 'OFFER', 'HIRED', 'NO_GO', 'WITHDRAWN'] as const;
export type CandidateState = (typeof CANDIDATE_STATES)[number];

export const candidateMachine: Machine<CandidateState> = {
  initial: 'NEW',
  next: {
    NEW: ['IN_REVIEW', 'NO_GO', 'WITHDRAWN'],
    IN_REVIEW: ['INTERVIEW', 'NO_GO', 'WITHDRAWN'],
    INTERVIEW: ['OFFER', 'NO_GO', 'WITHDRAWN'],
    OFFER: ['HIRED', 'NO_GO', 'WITHDRAWN'],
    HIRED: [],
    NO_GO: ['IN_REVIEW'],
    // The candidate withdrew (their "My data" page, or they told staff): final, docs/decisions/0031.
    WITHDRAWN: [],
  },
};

/** A no go is given a reason. */
export const CANDIDATE_NEEDS = { NO_GO: ['noGoComment'] } as const;

/** The states in which an application has ended: retention counts from the move into one of them. */
export const ENDED_CANDIDATE_STATES: readonly CandidateState[] = ['NO_GO', 'HIRED', 'WITHDRAWN'];
