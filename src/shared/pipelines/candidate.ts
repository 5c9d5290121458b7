import type { Machine } from './descriptor.ts';

/** An application's states, shared by job and spontaneous applications and talents. */
export const CANDIDATE_STATES = ['NEW', 'IN_REVIEW', 'INTERVIEW', 'OFFER', 'HIRED', 'NO_GO', 'WITHDRAWN'] as const;
export type CandidateState = (typeof CANDIDATE_STATES)[number];

/** A talent's moves (a pool profile's own pipeline): one stage after the other, as before section 7. */
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

/** The states an application is still open in, in the order a recruiter walks them. */
const OPEN_CANDIDATE_STATES = ['NEW', 'IN_REVIEW', 'INTERVIEW', 'OFFER'] as const satisfies readonly CandidateState[];

const others = (state: CandidateState) => OPEN_CANDIDATE_STATES.filter((s) => s !== state);

/**
 * A job or spontaneous application's moves (docs/product-decisions.md section 7, "Moving through a pipeline"):
 * from any open state to any other open state (recruiters skip stages and step back), or to an end: hired, no go
 * (with its reason), withdrawn. A no go may be reopened to any open state; hired and withdrawn are final.
 */
export const applicationMachine: Machine<CandidateState> = {
  initial: 'NEW',
  next: {
    NEW: [...others('NEW'), 'HIRED', 'NO_GO', 'WITHDRAWN'],
    IN_REVIEW: [...others('IN_REVIEW'), 'HIRED', 'NO_GO', 'WITHDRAWN'],
    INTERVIEW: [...others('INTERVIEW'), 'HIRED', 'NO_GO', 'WITHDRAWN'],
    OFFER: [...others('OFFER'), 'HIRED', 'NO_GO', 'WITHDRAWN'],
    HIRED: [],
    NO_GO: [...OPEN_CANDIDATE_STATES],
    WITHDRAWN: [],
  },
};

/** An application refused may be told so: the rejection mail, when staff tick "tell the candidate". */
export const APPLICATION_MAILS = { NO_GO: { template: 'application-rejected', onlyIf: 'tellCandidate' } } as const;

/** A no go is given a reason. */
export const CANDIDATE_NEEDS = { NO_GO: ['noGoComment'] } as const;

/** The states in which an application has ended: retention counts from the move into one of them. */
export const ENDED_CANDIDATE_STATES: readonly CandidateState[] = ['NO_GO', 'HIRED', 'WITHDRAWN'];
