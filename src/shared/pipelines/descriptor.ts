import type { z } from 'zod';
import type { AdminScreen } from '../admin-screens.ts';
import type { MailTemplate } from '../schemas/outbox.ts';
import type { EditableField, ShownField } from './fields.ts';

/** A state machine of docs/product-decisions.md#3-records-and-their-states: where a record starts, where it may go. */
export interface Machine<S extends string = string> {
  initial: S;
  next: Record<S, readonly S[]>;
}

/** A pipeline's CSV export (docs/spec/product-spec.md): its columns in order, and those that hold a date. */
export interface CsvSpec {
  keys: readonly string[];
  dates: readonly string[];
}

/** The filters an admin list may have besides its search, state and creation dates (decisions 0054 and 0062). */
export const LIST_FILTERS = ['tag', 'rating', 'knockedOut', 'source'] as const;
export type ListFilter = (typeof LIST_FILTERS)[number];

/**
 * A pipeline's admin list (`GET /api/{resource}`, its screen, "all matching" of a bulk action): its columns, sorts,
 * search and filters, by the records' API field names. The server binds each name to its column
 * (server/admin/list-specs.ts), the client draws each column by its name (admin-pipelines/pipeline-columns.tsx), and
 * the list's query schema takes exactly its filters (shared/schemas/list-query.ts, `pipelineListQuery`).
 */
export interface ListDescriptor {
  /** The columns of its screen, in order (`lastName` is the person: name and e-mail); none when it has its own. */
  columns?: readonly string[];
  /** The fields it may be sorted by, and its sort when none is asked. */
  sorts: readonly string[];
  defaultSort: string;
  /** The sorts whose order follows the searched text: a search sorted by one looks in a window of its first rows. */
  textSorts: readonly string[];
  /** What `q` is looked for in, as one text: fields, or two fields read together (first and last name). */
  search: readonly (string | readonly [string, string])[];
  /** Its filters besides search, state and creation dates. */
  filters: readonly ListFilter[];
}

/**
 * One pipeline, written once (docs/decisions/0042): its states and moves, the states it has ended in, the state an
 * erased record ends in, the admin screen that lists it, its record as the API answers it, the fields its record
 * view shows and edits (and so its CSV columns). Adding a state is one edit here plus its
 * translations (`admin.states.{STATE}`).
 */
export interface PipelineDescriptor<S extends string = string, R extends z.ZodObject = z.ZodObject> {
  machine: Machine<S>;
  /**
   * A record as the admin API answers it (its list's items; with its files and history, one record), server and
   * client alike (shared/schemas/pipeline-records.ts): every field the descriptor names is one of it, and it holds
   * those the record view does not show (the person's id, files, marks).
   */
  record: R;
  /** The fields a change into a state must carry (`PUT /api/{resource}/{id}/process`), by state. */
  needs?: Partial<Record<S, readonly string[]>>;
  /**
   * The fields a change into a state writes on the record when it carries them (all of a group when one is given),
   * besides those it needs: an interview's date and time, an offer.
   */
  writes?: Partial<Record<S, readonly string[]>>;
  /** The mail a change into a state sends, by state. */
  mails?: Partial<Record<S, StateMail>>;
  /** What a record written from the website sends (src/server/mail/enqueue-arrival-mails.ts writes it). */
  arrival: ArrivalMails;
  /** The states in which a record has ended: retention counts from the move into one of them. */
  ended: readonly S[];
  /** The state an erased record ends in when it was still open (docs/decisions/0034). */
  erasedEnd: S;
  /** The screen that lists the records; one opens at `/{screen}/{id}`. */
  screen: AdminScreen;
  /**
   * The screen where the record it is about is edited (the job applied to, the profile an interview is booked
   * with): the record view links there; the server reads that record (server/admin/pipeline-defs.ts `related`).
   */
  relatedScreen?: AdminScreen;
  /**
   * The record view: the fields it shows and those staff edit, in order. A pipeline with a record view has a CSV
   * export made of the same fields (`csvOf`); talents are edited on the profile screen and have neither.
   */
  view?: { shown: ShownField[]; edited: EditableField[] };
  /** The fields staff edit where the pipeline has no record view (talents, edited on the profile screen). */
  edits?: EditableField[];
  /** Its admin list: columns, sorts, search and filters. */
  list: ListDescriptor;
  /** Its name in the API: operationIds (`getJobApplication`), summaries and messages (`job application`). */
  names: { one: string; label: string };
  /** Listed by its own routes rather than by `GET /api/{resource}` of the pipelines (profiles, with more filters). */
  ownList?: true;
}

/** A mail a change into a state sends to the record's person (src/server/mail/enqueue-process-mails.ts writes it). */
export interface StateMail {
  template: MailTemplate;
  /** Sent only when the change carries this flag (staff ticked "tell the candidate"). */
  onlyIf?: 'tellCandidate';
}

/**
 * The mails a record that arrives from the website causes: its sender's acknowledgement (`mail`; a talent request,
 * stored as a talent interview, has its own: `requestMail`), and staff's notice, which says where to read the CV
 * when the record holds one (`hasCv`).
 */
export interface ArrivalMails {
  mail: MailTemplate;
  requestMail?: MailTemplate;
  hasCv: boolean;
}

export const describe = <S extends string, R extends z.ZodObject>(d: PipelineDescriptor<S, R>) => d;

/** The states of a pipeline, in the order its machine lists them. */
export const statesIn = (d: PipelineDescriptor): readonly string[] => Object.keys(d.machine.next);

/** The fields a change into `state` must carry, in any pipeline that has the state. */
export const fieldsNeeded = (all: readonly PipelineDescriptor[], state: string): string[] => [
  ...new Set(all.flatMap((d) => (d.needs as Record<string, readonly string[]> | undefined)?.[state] ?? [])),
];

/** The states a record may move to from `from`. */
export const movesFrom = (d: PipelineDescriptor, from: string): readonly string[] => d.machine.next[from] ?? [];

/** The CSV columns of a pipeline with a record view: the id, the fields shown, the state, the fields edited. */
export function csvOf(d: PipelineDescriptor): CsvSpec | null {
  if (!d.view) return null;
  const fields = [...d.view.shown, ...d.view.edited];
  return {
    keys: [...new Set(['id', ...d.view.shown.map((f) => f.key), 'process', ...d.view.edited.map((f) => f.key)])],
    dates: [...new Set(fields.filter((f) => f.kind === 'date' || f.kind === 'datetime').map((f) => f.key))],
  };
}

/** The fields staff edit on a record of the pipeline (`PATCH /api/{resource}/{id}`). */
export const editedFields = (d: PipelineDescriptor): readonly EditableField[] => d.view?.edited ?? d.edits ?? [];

/** The fields a change into `state` carries: those it needs, then those it writes when given. */
export const fieldsOfChange = (d: PipelineDescriptor, state: string): string[] => [
  ...new Set([
    ...((d.needs as Record<string, readonly string[]> | undefined)?.[state] ?? []),
    ...((d.writes as Record<string, readonly string[]> | undefined)?.[state] ?? []),
  ]),
];

/**
 * What a change into `change.process` writes on the record besides its state: the fields it needs or writes
 * (a group when one of it is given), and the fields that belong to one state (`inState`: a no go's reason), set
 * on the move into it and cleared on any other move.
 */
export function fieldsOnChange(d: PipelineDescriptor, change: Record<string, unknown>): Record<string, unknown> {
  const state = String(change.process);
  const out: Record<string, unknown> = {};
  for (const f of editedFields(d)) if (f.inState) out[f.key] = f.inState === state ? (change[f.key] ?? '') : '';
  const group = fieldsOfChange(d, state);
  if (group.some((k) => change[k])) for (const k of group) out[k] = change[k] ?? null;
  return out;
}

/** The field that belongs to `state` (`inState`: a no go's reason), which is its history comment too; if any. */
export const noteOfState = (d: PipelineDescriptor, state: string): string | undefined =>
  editedFields(d).find((f) => f.inState === state)?.key;
