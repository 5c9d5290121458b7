import { canMove, initialState, type Pipeline } from '../../shared/schemas/process.ts';
import { stateHistory } from '../db/schema/index.ts';
import type { DemoTx } from './demo-types.ts';

/**
 * How a demo record reached its current state: the states it moved to after its initial one, in order, with an
 * optional comment for each move (a default comment otherwise). No steps: it is still in its initial state.
 */
export interface Journey {
  steps: readonly string[];
  comments?: readonly (string | undefined)[];
}

/** The comment of a move, by "from>to" or by target state. */
const DEFAULT_COMMENTS: Record<string, string> = {
  'NO_GO>IN_REVIEW': 'Reopened: back in review.',
  'RESCHEDULED>CONFIRMED': 'New slot confirmed with both sides.',
  IN_REVIEW: 'CV screened: the profile matches the brief.',
  INTERVIEW: 'First interview planned with the candidate.',
  OFFER: 'Positive interviews; offer sent.',
  HIRED: 'Offer accepted and contract signed.',
  NO_GO: 'Not retained.',
  CONFIRMED: 'Slot confirmed with the client and the consultant.',
  RESCHEDULED: 'The client asked for another slot.',
  DONE: 'Interview held; feedback recorded.',
  CANCELLED: "Cancelled at the client's request.",
  IN_PROGRESS: 'Answered by e-mail; follow-up in progress.',
  CLOSED: 'Request handled.',
};

/** The state a record is in at the end of its journey. */
export function currentState(pipeline: Pipeline, journey: Journey): string {
  return journey.steps.at(-1) ?? initialState(pipeline);
}

/** `count` moments spread evenly between `from` and `until` (both excluded). */
function spreadBetween(from: Date, until: Date, count: number): Date[] {
  const span = until.getTime() - from.getTime();
  return Array.from({ length: count }, (_, i) => new Date(from.getTime() + (span * (i + 1)) / (count + 1)));
}

/**
 * The history rows of one record: its arrival from the website in the initial state at `createdAt`, then each
 * move by an admin, spread between `createdAt` and the reference day. A move the state machine refuses is a
 * mistake in the demo data and fails the seed.
 */
interface HistoryRecord {
  recordId: number;
  createdAt: Date;
  journey: Journey;
  /** The demo's reference day: the moves are spread until then. */
  until: Date;
}

function historyRows(
  pipeline: Pipeline,
  { recordId, createdAt, journey, until }: HistoryRecord,
): (typeof stateHistory.$inferInsert)[] {
  const initial = initialState(pipeline);
  const times = spreadBetween(createdAt, until, journey.steps.length);
  const rows: (typeof stateHistory.$inferInsert)[] = [
    {
      recordType: pipeline,
      recordId,
      fromState: null,
      toState: initial,
      comment: '',
      changedBy: null,
      changedAt: createdAt,
    },
  ];
  let from = initial;
  journey.steps.forEach((to, i) => {
    if (!canMove(pipeline, from, to)) throw new Error(`Demo seed: ${pipeline} cannot move from ${from} to ${to}`);
    rows.push({
      recordType: pipeline,
      recordId,
      fromState: from,
      toState: to,
      comment: journey.comments?.[i] ?? DEFAULT_COMMENTS[`${from}>${to}`] ?? DEFAULT_COMMENTS[to] ?? '',
      changedBy: 'admin',
      changedAt: times[i] ?? createdAt,
    });
    from = to;
  });
  return rows;
}

/** Inserts the history of one record. */
export async function insertHistory(tx: DemoTx, pipeline: Pipeline, record: HistoryRecord): Promise<void> {
  await tx.insert(stateHistory).values(historyRows(pipeline, record));
}
