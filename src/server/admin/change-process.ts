import { asc, eq, inArray } from 'drizzle-orm';
import type { PipelineResource, ProcessChange } from '../../shared/schemas/pipeline.ts';
import { canMove, statesOf } from '../../shared/schemas/process.ts';
import type { Database } from '../db/client.ts';
import { stateHistory } from '../db/schema/index.ts';
import { badRequest, conflict, notFound, type HttpError } from '../errors.ts';
import { getPipelineRecord } from './get-record.ts';
import { noteOfState } from '../../shared/pipelines/descriptor.ts';
import { PIPELINE_DESCRIPTORS } from '../../shared/pipelines/index.ts';
import { PIPELINE_DEFS, slotOfChange, writtenOnChange } from './pipeline-defs.ts';
import { enqueueProcessMails, enqueueProcessMailsOf } from '../mail/enqueue-process-mails.ts';
import type { MailService } from '../mail/mail-service.ts';

/**
 * Moves a record to another state, as its state machine allows (409 otherwise), and writes the history row in
 * the same transaction. The row is locked while it moves, so two staff members cannot both move it from the
 * same state.
 */
interface ChangeProcessOptions<R extends PipelineResource> {
  resource: R;
  id: number;
  change: ProcessChange;
  /** The staff member's user name, written in the history row (null: the candidate, through the website). */
  changedBy: string | null;
  /** Where the mails the move causes are queued (in the same transaction). */
  mail: MailService;
}

export async function changeProcess<R extends PipelineResource>(db: Database, options: ChangeProcessOptions<R>) {
  await applyProcessChange(db, options);
  return getPipelineRecord(db, options.resource, options.id);
}

/**
 * The move itself (state, history row, mails, one transaction), without reading the record back: the bulk actions
 * (src/server/bulk/) move each record through it.
 */
export const applyProcessChange = <R extends PipelineResource>(db: Database, options: ChangeProcessOptions<R>) =>
  db.transaction((tx) => changeProcessIn(tx, options));

/** The work of `changeProcess` inside a transaction the caller holds (the board's move sets the card's place too). */
export async function changeProcessIn<R extends PipelineResource>(
  tx: Database,
  { resource, id, change, changedBy, mail }: ChangeProcessOptions<R>,
): Promise<void> {
  const def = PIPELINE_DEFS[resource];
  const unknown = unknownState(resource, change);
  if (unknown) throw unknown;
  const [row] = await tx
    .select({ process: def.table.process, anonymisedAt: def.table.anonymisedAt })
    .from(def.table)
    .where(eq(def.table.id, id))
    .for('update');
  const refused = refusalOf(resource, id, row, change);
  if (refused) throw refused;
  const from = String(row!.process);
  await tx
    .update(def.table)
    .set({ process: change.process, ...writtenOnChange(resource, change) })
    .where(eq(def.table.id, id));
  await tx.insert(stateHistory).values({
    recordType: resource,
    recordId: id,
    fromState: from,
    toState: change.process,
    comment: change.comment || historyNote(resource, change),
    ...slotOfChange(resource, change),
    changedBy,
  });
  await enqueueProcessMails(tx, mail, resource, id, change);
}

/** A state's own field (a no go's reason) is the history comment of a move into it that has no other. */
function historyNote(resource: PipelineResource, change: ProcessChange): string {
  const key = noteOfState(PIPELINE_DESCRIPTORS[resource], change.process);
  const note = key ? change[key] : '';
  return typeof note === 'string' ? note : '';
}

/** 400 when the pipeline has no such state. */
function unknownState(resource: PipelineResource, change: ProcessChange): HttpError | null {
  const def = PIPELINE_DEFS[resource];
  if (statesOf(resource).includes(change.process)) return null;
  return badRequest(`A ${def.noun} has no state ${change.process}`, { process: 'validation.invalid' });
}

/** Why this record (its row read for update) may not make this change: not found, anonymised, or not allowed. */
function refusalOf(
  resource: PipelineResource,
  id: number,
  row: { process: unknown; anonymisedAt: unknown } | undefined,
  change: ProcessChange,
): HttpError | null {
  const def = PIPELINE_DEFS[resource];
  if (!row) return notFound(`No ${def.noun} ${id}`);
  // An erased person's record has ended for good (decision 0034): a NO_GO taken back into review would be nobody's.
  if (row.anonymisedAt) {
    return conflict(`This ${def.noun} is anonymised: its state no longer changes`, {
      process: 'validation.invalidTransition',
    });
  }
  const from = String(row.process);
  if (!canMove(resource, from, change.process)) {
    return conflict(`A ${def.noun} cannot go from ${from} to ${change.process}`, {
      process: 'validation.invalidTransition',
    });
  }
  return null;
}

/**
 * The same change for many records of one pipeline inside the caller's transaction (the bulk actions, decision
 * 0055 "Speed"): the rows locked in id order, each checked by the same rules as one move, then one update, one
 * insert of history rows and the state's mails written together. Answers each record's refusal (null: moved); a
 * refused record is left as it was, the others move.
 */
export async function changeProcessManyIn<R extends PipelineResource>(
  tx: Database,
  { resource, ids, change, changedBy, mail }: Omit<ChangeProcessOptions<R>, 'id'> & { ids: readonly number[] },
): Promise<Map<number, HttpError | null>> {
  const def = PIPELINE_DEFS[resource];
  const outcome = new Map<number, HttpError | null>();
  const unknown = unknownState(resource, change);
  if (unknown || ids.length === 0) {
    for (const id of ids) outcome.set(id, unknown);
    return outcome;
  }
  const rows = await tx
    .select({ id: def.table.id, process: def.table.process, anonymisedAt: def.table.anonymisedAt })
    .from(def.table)
    .where(inArray(def.table.id, [...ids]))
    .orderBy(asc(def.table.id))
    .for('update');
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  const moving: { id: number; from: string }[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    const refused = refusalOf(resource, id, row, change);
    outcome.set(id, refused);
    if (!refused) moving.push({ id, from: String(row!.process) });
  }
  if (moving.length === 0) return outcome;
  const movingIds = moving.map((m) => m.id);
  await tx
    .update(def.table)
    .set({ process: change.process, ...writtenOnChange(resource, change) })
    .where(inArray(def.table.id, movingIds));
  const comment = change.comment || historyNote(resource, change);
  const slot = slotOfChange(resource, change);
  await tx.insert(stateHistory).values(
    moving.map(({ id, from }) => ({
      recordType: resource,
      recordId: id,
      fromState: from,
      toState: change.process,
      comment,
      ...slot,
      changedBy,
    })),
  );
  await enqueueProcessMailsOf(tx, mail, resource, movingIds, change);
  return outcome;
}
