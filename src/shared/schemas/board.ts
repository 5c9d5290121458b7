import { z } from 'zod';
import { CANDIDATE_STATES } from '../pipelines/candidate.ts';
import { id, optionalText, text } from './rules.ts';

/** The pipelines that have a board (issue 28 item 1, docs/decisions/0053): a job's applications, the spontaneous ones. */
export const BOARD_RESOURCES = ['job-applications', 'spontaneous-applications'] as const;
export type BoardResource = (typeof BOARD_RESOURCES)[number];

/** The most cards a column answers at once; `count` says how many it holds. */
export const BOARD_COLUMN_LIMIT = 1000;

const state = z.enum(CANDIDATE_STATES, { error: 'validation.invalid' });

/**
 * `GET /api/jobs/{id}/board` and `GET /api/spontaneous-applications/board`: the filters (a tag, a lowest rating,
 * a text found in the name, e-mail or phone) and how many cards each column answers (`limit`, first ones).
 */
export const boardQuery = z.object({
  q: text(200).optional(),
  tag: id().optional(),
  rating: z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(5).optional(),
  limit: z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(BOARD_COLUMN_LIMIT).default(100),
});
export type BoardQuery = z.input<typeof boardQuery>;

export const boardTag = z.object({ id: z.number(), name: z.string(), color: z.string() });

/** One application on a board. */
export const boardCard = z.object({
  applicationId: z.number(),
  personId: z.number().nullable(),
  name: z.string(),
  /** The average of staff's 1-5 ratings, or null. */
  rating: z.number().nullable(),
  tags: z.array(boardTag),
  /** Whole days since the application came into its state. */
  daysInState: z.number(),
  /** It holds a CV. */
  hasCv: z.boolean(),
  /** The earlier application of the same e-mail to the same job, when this one repeats it (decision 0030). */
  duplicateOf: z.number().nullable(),
  /** Someone else has the same phone as its person: a possible duplicate, for staff to merge or not. */
  possibleDuplicate: z.boolean(),
  /** Its person was erased or the retention rules anonymised it: it no longer moves. */
  anonymised: z.boolean(),
});
export type BoardCard = z.infer<typeof boardCard>;

export const boardColumn = z.object({
  state: z.string(),
  /** How many applications the column holds (filters applied), also when it answers fewer cards. */
  count: z.number(),
  /** The applications have ended there (hired, no go, withdrawn). */
  ended: z.boolean(),
  cards: z.array(boardCard),
});
export type BoardColumn = z.infer<typeof boardColumn>;

export const board = z.object({
  resource: z.enum(BOARD_RESOURCES),
  /** The job of a job's board. */
  job: z.object({ id: z.number(), title: z.string(), jobRef: z.string() }).nullable(),
  columns: z.array(boardColumn),
});
export type Board = z.infer<typeof board>;

/**
 * `POST /api/{job|spontaneous}-applications/{id}/move`: the state to move the card to (its own state: only its
 * place changes), the card it goes before in that column (none: last), the reason the state asks (a no go's), the
 * mail the state may send (off unless true), and the state the card was seen in: if it has moved since, 409.
 */
export const boardMove = z.object({
  state,
  beforeId: id().nullable().optional(),
  reason: optionalText(2000),
  sendMail: z.boolean({ error: 'validation.invalid' }).optional().default(false),
  expectedState: state.optional(),
});
export type BoardMove = z.input<typeof boardMove>;

/** What a move answers: the card's state and the column's order around it. */
export const boardMoved = z.object({
  applicationId: z.number(),
  state: z.string(),
  /** Whether the move changed the state (a history row, maybe a mail) or only the place. */
  changed: z.boolean(),
});

/** The jobs list's count of each job's applications per state (only the states that have some). */
export const stateCounts = z.record(z.string(), z.number());
