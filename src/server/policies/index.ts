import { sql, type SQL } from 'drizzle-orm';
import {
  can,
  isChargedKind,
  limitedToCharge,
  mayAssign,
  type Actor,
  type ChargedKind,
  type PolicyAction,
  type PolicyKind,
} from '../../shared/policy.ts';
import type { Database } from '../db/client.ts';
import { forbidden, HttpError, notFound } from '../errors.ts';
import { CHARGE, chargePredicate } from './charge.ts';
import { rowsOf } from '../db/rows.ts';

/**
 * The back-office's one policy (docs/decisions/0046), as outline's server/policies: what a user may do to a record.
 * The role part is the shared rule table (src/shared/policy.ts, which the client reads too); the record part is
 * whether the record is in the charge of a MANAGER limited to it (./charge.ts, a SQL predicate per kind).
 */

/** One record, named by its kind and id (a number, or a file's uuid). */
export interface RecordRef {
  kind: PolicyKind;
  id: number | string;
}

type Db = Pick<Database, 'execute'>;

/**
 * Throws unless `user` may do `action` to `record`: 403 when their role may not do it to any record of the kind,
 * 404 when the record is outside their charge (the same answer as a record that does not exist, so that ids
 * outside it tell nothing). Whether the record exists is otherwise left to the caller's own 404.
 */
export async function authorize(db: Db, user: Actor, action: PolicyAction, record: RecordRef): Promise<void> {
  if (!can(user, action, record.kind)) throw forbidden();
  if (!limitedToCharge(user) || !isChargedKind(record.kind)) return;
  if (!(await inCharge(db, user, record))) throw notFound();
}

/** Whether a record is one the user sees (always, for a user not limited to a charge). */
export async function inCharge(db: Db, user: Actor, record: RecordRef): Promise<boolean> {
  if (!limitedToCharge(user) || !isChargedKind(record.kind)) return true;
  const { table, inCharge: predicate } = CHARGE[record.kind];
  const id = record.kind === 'files' ? sql`${String(record.id)}::uuid` : sql`${Number(record.id)}::int`;
  const found = await db.execute(
    sql`select 1 from ${table} r where r.id = ${id} and ${predicate(user.idManager, 'r')} limit 1`,
  );
  return rowsOf(found).length > 0;
}

/**
 * The condition a list, count, export or search of `kind` adds so that it holds only what the user may see: none
 * for a user who sees everything. Lists take it as one more of their filters.
 */
export function chargeOf(user: Actor, kind: PolicyKind): SQL[] {
  if (!limitedToCharge(user) || !isChargedKind(kind)) return [];
  return [chargePredicate(kind, user.idManager)];
}

/** The records of a kind in a charge, under any alias: for a query that reaches them through subqueries. */
export type RecordCharge = (kind: ChargedKind, alias: string) => SQL;

/**
 * The charge of a user limited to it as a predicate of any kind's records under any alias (a search tests each
 * matched document's record, and its filters' records, against it); null for a user who sees everything.
 */
export function chargeIn(user: Actor): RecordCharge | null {
  if (!limitedToCharge(user)) return null;
  return (kind, alias) => CHARGE[kind].inCharge(user.idManager, alias);
}

/** Of these ids of `kind`, those the user sees (in their order). */
export async function visibleIds<T extends number | string>(
  db: Db,
  user: Actor,
  kind: PolicyKind,
  ids: readonly T[],
): Promise<T[]> {
  if (!limitedToCharge(user) || !isChargedKind(kind) || ids.length === 0) return [...ids];
  const { table, inCharge: predicate } = CHARGE[kind];
  const list = sql.join(
    ids.map((id) => (kind === 'files' ? sql`${String(id)}::uuid` : sql`${Number(id)}::int`)),
    sql`, `,
  );
  const found = await db.execute(
    sql`select r.id from ${table} r where r.id in (${list}) and ${predicate(user.idManager, 'r')}`,
  );
  const seen = new Set(rowsOf<{ id: unknown }>(found).map((r) => String(r.id)));
  return ids.filter((id) => seen.has(String(id)));
}

/**
 * A job or profile written by the user goes to manager `managerId`: a MANAGER limited to their charge may only
 * keep it in their own (403 on the field, so the form says it).
 */
export function authorizeAssignment(user: Actor, managerId: number | null | undefined, field = 'managerId'): void {
  if (!mayAssign(user, managerId)) {
    throw new HttpError(403, 'Only records in your charge', { [field]: 'validation.outsideCharge' });
  }
}

/** Of records of several kinds (a person's), those the user sees, in their order. */
export async function visibleRecords<R extends { recordType: PolicyKind; id: number }>(
  db: Db,
  user: Actor,
  records: readonly R[],
): Promise<R[]> {
  if (!limitedToCharge(user)) return [...records];
  const kinds = [...new Set(records.map((r) => r.recordType))];
  const seen = new Set(
    (
      await Promise.all(
        kinds.map(async (kind) =>
          (
            await visibleIds(
              db,
              user,
              kind,
              records.filter((r) => r.recordType === kind).map((r) => r.id),
            )
          ).map((id) => `${kind}:${id}`),
        ),
      )
    ).flat(),
  );
  return records.filter((r) => seen.has(`${r.recordType}:${r.id}`));
}
