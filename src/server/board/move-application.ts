import { and, eq, sql, type SQL } from 'drizzle-orm';
import { boardMove, type BoardMove, type BoardResource } from '../../shared/schemas/board.ts';
import { noteOfState } from '../../shared/pipelines/descriptor.ts';
import { PIPELINE_DESCRIPTORS } from '../../shared/pipelines/index.ts';
import { processChange } from '../../shared/schemas/pipeline.ts';
import type { Database } from '../db/client.ts';
import { badRequest, conflict, HttpError, notFound, zodFields } from '../errors.ts';
import { changeProcessIn } from '../admin/change-process.ts';
import type { MailService } from '../mail/mail-service.ts';
import { BOARD_TABLES } from './board-tables.ts';
import { rowsOf } from '../db/rows.ts';

interface MoveOptions {
  resource: BoardResource;
  id: number;
  move: BoardMove;
  changedBy: string;
  mail: MailService;
}

/** Two neighbours closer than this: the column is numbered again before the card goes between them. */
const MIN_GAP = 1e-6;

/**
 * A card dropped on a board (issue 28 item 1, docs/decisions/0053), in one transaction with the application's row
 * locked: refused with 409 when the card is no longer in `expectedState` (another staff member moved it first);
 * into another state through the pipeline's state machine, history and mails exactly as the record page's change
 * (`changeProcessIn`: 409 for a move the rules forbid, 400 naming `reason` when the state needs one); then placed
 * before `beforeId` in its column, or last.
 */
export async function moveApplication(db: Database, { resource, id, move, changedBy, mail }: MoveOptions) {
  const parsed = boardMove.parse(move);
  const b = BOARD_TABLES[resource];
  const t = b.table;
  const descriptor = PIPELINE_DESCRIPTORS[resource];
  const note = noteOfState(descriptor, parsed.state);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ process: t.process, job: b.job ?? sql<null>`null::int` })
      .from(t)
      .where(eq(t.id, id))
      .for('update');
    if (!row) throw notFound(`No ${descriptor.names.label} ${id}`);
    if (parsed.expectedState && row.process !== parsed.expectedState) {
      throw new HttpError(
        409,
        `This ${descriptor.names.label} was moved to ${row.process} meanwhile: the board is refreshed`,
        { state: 'validation.movedMeanwhile' },
        'STALE',
      );
    }
    const changed = row.process !== parsed.state;
    if (changed) {
      // The board's words, as the record page's change: the reason is the state's own field (a no go's) or else
      // the history comment; the mail is sent only when asked.
      const change = processChange.safeParse({
        process: parsed.state,
        ...(note ? { [note]: parsed.reason } : { comment: parsed.reason }),
        tellCandidate: parsed.sendMail,
      });
      if (!change.success) {
        const fields = zodFields(change.error);
        throw badRequest(
          `A move to ${parsed.state} needs ${Object.keys(fields).map(boardField(note)).join(', ')}`,
          Object.fromEntries(Object.entries(fields).map(([k, v]) => [boardField(note)(k), v])),
        );
      }
      try {
        await changeProcessIn(tx, { resource, id, change: change.data, changedBy, mail });
      } catch (err) {
        // The record page's refusal, in the board's words: the field is the move's `state`.
        if (err instanceof HttpError && err.fields?.process) {
          throw new HttpError(err.statusCode, err.message, { state: err.fields.process }, err.code);
        }
        throw err;
      }
    } else if (parsed.reason) {
      throw badRequest('Only a change of state takes a reason', { reason: 'validation.invalid' });
    }
    const column = and(b.job ? sql`${b.job} is not distinct from ${row.job}` : undefined, eq(t.process, parsed.state))!;
    const position = await placeOf(tx, resource, column, id, parsed.beforeId ?? null);
    await tx.update(t).set({ boardPosition: position }).where(eq(t.id, id));
    return { applicationId: id, state: parsed.state, changed };
  });
}

/** The board's name of a field a change needs: a state's own field is the move's `reason`, the state its `state`. */
const boardField = (note: string | undefined) => (key: string) =>
  key === note || key === 'comment' ? 'reason' : key === 'process' ? 'state' : key;

/**
 * The position that puts card `id` before `beforeId` in `column` (halfway between it and the card before it), or
 * after the column's last card. When two neighbours are too close for a number between them, the column is
 * numbered again (1, 2, 3… in its order) first.
 */
async function placeOf(
  tx: Database,
  resource: BoardResource,
  column: SQL,
  id: number,
  beforeId: number | null,
): Promise<number> {
  const t = BOARD_TABLES[resource].table;
  if (beforeId === null) {
    const [last] = rowsOf<{ p: number | null }>(
      await tx.execute(sql`select max(${t.boardPosition}) as p from ${t} where ${column} and ${t.id} <> ${id}`),
    );
    return last?.p === null || last?.p === undefined ? 0 : Number(last.p) + 1;
  }
  if (beforeId === id) throw badRequest('A card cannot go before itself', { beforeId: 'validation.invalid' });
  for (let attempt = 0; attempt < 2; attempt++) {
    const [before] = await tx
      .select({ position: t.boardPosition })
      .from(t)
      .where(and(eq(t.id, beforeId), column));
    if (!before) {
      throw badRequest(`Card ${beforeId} is not in that column`, { beforeId: 'validation.notInColumn' });
    }
    const [previous] = rowsOf<{ p: number | null }>(
      await tx.execute(
        sql`select max(${t.boardPosition}) as p from ${t} where ${column} and ${t.id} <> ${id}
          and (${t.boardPosition}, ${t.id}) < (${before.position}, ${beforeId})`,
      ),
    );
    const prev = previous?.p === null || previous?.p === undefined ? null : Number(previous.p);
    if (prev === null) return before.position - 1;
    if (before.position - prev > MIN_GAP) return (prev + before.position) / 2;
    await tx.execute(
      sql`update ${t} set board_position = r.n from (select ${t.id} as id,
        row_number() over (order by ${t.boardPosition}, ${t.id}) as n from ${t} where ${column}) r
        where ${t.id} = r.id`,
    );
  }
  throw conflict('The column could not be ordered: try again');
}
