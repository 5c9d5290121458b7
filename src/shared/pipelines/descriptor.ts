import type { AdminScreen } from '../admin-screens.ts';
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

/**
 * One pipeline, written once (docs/decisions/0042): its states and moves, the states it has ended in, the state an
 * erased record ends in, the admin screen that lists it, the fields its record view shows and edits (and so its
 * CSV columns). Adding a state is one edit here plus its
 * translations (`admin.states.{STATE}`).
 */
export interface PipelineDescriptor<S extends string = string> {
  machine: Machine<S>;
  /** The fields a change into a state must carry (`PUT /api/{resource}/{id}/process`), by state. */
  needs?: Partial<Record<S, readonly string[]>>;
  /** The states in which a record has ended: retention counts from the move into one of them. */
  ended: readonly S[];
  /** The state an erased record ends in when it was still open (docs/decisions/0034). */
  erasedEnd: S;
  /** The screen that lists the records; one opens at `/{screen}/{id}`. */
  screen: AdminScreen;
  /**
   * The record view: the fields it shows and those staff edit, in order. A pipeline with a record view has a CSV
   * export made of the same fields (`csvOf`); talents are edited on the profile screen and have neither.
   */
  view?: { shown: ShownField[]; edited: EditableField[] };
}

export const describe = <S extends string>(d: PipelineDescriptor<S>) => d;

/** The states of a pipeline, in the order its machine lists them. */
export const statesIn = (d: PipelineDescriptor): readonly string[] => Object.keys(d.machine.next);

/** The states a record may move to from `from`. */
/** The fields a change into `state` must carry, in any pipeline that has the state. */
export const fieldsNeeded = (all: readonly PipelineDescriptor[], state: string): string[] => [
  ...new Set(all.flatMap((d) => (d.needs as Record<string, readonly string[]> | undefined)?.[state] ?? [])),
];

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
