/**
 * The state machines of docs/product-decisions.md#3-records-and-their-states. The server refuses any other transition with 409; the client
 * offers only these.
 */
export const CANDIDATE_STATES = ['NEW', 'IN_REVIEW', 'INTERVIEW', 'OFFER', 'HIRED', 'NO_GO', 'WITHDRAWN'] as const;
export const INTERVIEW_STATES = ['REQUESTED', 'CONFIRMED', 'RESCHEDULED', 'DONE', 'CANCELLED'] as const;
export const CONTACT_STATES = ['NEW', 'IN_PROGRESS', 'CLOSED'] as const;

export type CandidateState = (typeof CANDIDATE_STATES)[number];
/** The states in which an application has ended: retention counts from the move into one of them. */
export const ENDED_CANDIDATE_STATES: readonly CandidateState[] = ['NO_GO', 'HIRED', 'WITHDRAWN'];
export type InterviewState = (typeof INTERVIEW_STATES)[number];
export type ContactState = (typeof CONTACT_STATES)[number];

type Machine<S extends string> = { initial: S; next: Record<S, readonly S[]> };

const candidate: Machine<CandidateState> = {
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

const interview: Machine<InterviewState> = {
  initial: 'REQUESTED',
  next: {
    REQUESTED: ['CONFIRMED', 'RESCHEDULED', 'CANCELLED'],
    CONFIRMED: ['DONE', 'RESCHEDULED', 'CANCELLED'],
    RESCHEDULED: ['CONFIRMED', 'CANCELLED'],
    DONE: [],
    CANCELLED: [],
  },
};

// docs/product-decisions.md#3-records-and-their-states: a contact is always taken in hand before it is closed.
const contact: Machine<ContactState> = {
  initial: 'NEW',
  next: { NEW: ['IN_PROGRESS'], IN_PROGRESS: ['CLOSED'], CLOSED: [] },
};

export const PIPELINES = {
  'job-applications': candidate,
  'spontaneous-applications': candidate,
  profiles: candidate,
  'talent-interviews': interview,
  contacts: contact,
} as const;
export type Pipeline = keyof typeof PIPELINES;

export function nextStates(pipeline: Pipeline, from: string): readonly string[] {
  const machine = PIPELINES[pipeline] as Machine<string>;
  return machine.next[from] ?? [];
}

export function canMove(pipeline: Pipeline, from: string, to: string): boolean {
  return nextStates(pipeline, from).includes(to);
}

export function initialState(pipeline: Pipeline): string {
  return PIPELINES[pipeline].initial;
}

export function statesOf(pipeline: Pipeline): readonly string[] {
  return Object.keys(PIPELINES[pipeline].next);
}

/**
 * The state an erased record ends in when it was still open (docs/decisions/0034): the person is gone, so the
 * application is withdrawn, the interview cancelled, the contact closed.
 */
export const ERASED_END_STATE = {
  'job-applications': 'WITHDRAWN',
  'spontaneous-applications': 'WITHDRAWN',
  profiles: 'WITHDRAWN',
  'talent-interviews': 'CANCELLED',
  contacts: 'CLOSED',
} as const satisfies {
  [P in Pipeline]: (typeof PIPELINES)[P] extends Machine<infer S> ? S : never;
};

/** The states a record of the pipeline has ended in: an application's ended states, the others' final ones. */
export function endedStates(pipeline: Pipeline): readonly string[] {
  if (PIPELINES[pipeline] === candidate) return ENDED_CANDIDATE_STATES;
  return statesOf(pipeline).filter((s) => nextStates(pipeline, s).length === 0);
}
