import { asc, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { can, type Actor, type PolicyAction } from '../../shared/policy.ts';
import type { StateMail } from '../../shared/pipelines/descriptor.ts';
import { PIPELINE_DESCRIPTORS } from '../../shared/pipelines/index.ts';
import type { ExportedPipeline } from '../../shared/pipeline-csv.ts';
import {
  BULK_MAX,
  type BulkAction,
  type BulkFilter,
  type BulkRecord,
  type BulkRecordType,
  type BulkRefusal,
  type BulkSummary,
} from '../../shared/schemas/bulk.ts';
import { processChange, type PipelineResource, type ProcessChange } from '../../shared/schemas/pipeline.ts';
import { changeProcessManyIn } from '../admin/change-process.ts';
import { exportRecords } from '../admin/export-records.ts';
import { whereOf, type ListSpec } from '../admin/list-records.ts';
import { LIST_SPECS } from '../admin/list-specs.ts';
import { recordAudits, type AuditSource } from '../audit/record-audit.ts';
import type { Database } from '../db/client.ts';
import { jobApplications, people } from '../db/schema/index.ts';
import { badRequest, zodFields, type HttpError } from '../errors.ts';
import type { MailService } from '../mail/mail-service.ts';
import { chargeOf, visibleIds } from '../policies/index.ts';
import { assertTags, changeTags } from '../tags/tags.ts';
import { retryRolledBack } from '../db/sql-state.ts';

/**
 * Bulk actions (issue 28, item 5; docs/decisions/0055): one state, reason and mail choice for many records, each
 * moved through its pipeline's state machine and history by the same function as the record page's move; tags
 * added or removed; a rejection with the mail in each person's language; a CSV. Each record is checked by the one
 * policy (the role may do the action to its kind, the record is in a limited MANAGER's charge): a record that may
 * not be touched is refused, not the whole action. One audit row per record.
 */

export interface BulkContext {
  db: Database;
  mail: MailService;
  actor: Actor;
  /** The staff member's user name (the history's `changedBy`) and the request's address: the audit rows'. */
  userName: string;
  source: AuditSource;
}

const tooMany = () =>
  badRequest(`A bulk action takes at most ${BULK_MAX} records`, { records: 'validation.tooManyRecords' });

const refusal = (record: BulkRecord, reason: string, message: string): BulkRefusal => ({ ...record, reason, message });

/** Why a record's own action failed, as a translation key: its field's, else the status's. */
function reasonOf(err: HttpError): string {
  const field = err.fields ? Object.values(err.fields)[0] : undefined;
  if (field) return field;
  if (err.statusCode === 404) return 'bulk.refused.notFound';
  if (err.statusCode === 403) return 'bulk.refused.forbidden';
  return 'bulk.refused.other';
}

/** The policy's action behind each bulk action. */
const POLICY_ACTION: Record<BulkAction['action'], PolicyAction> = {
  move: 'changeState',
  reject: 'changeState',
  tag: 'update',
  export: 'export',
};

/**
 * The records an action acts on: those named (duplicates dropped, in order), or every record the list's filter
 * matches in the user's charge (at most BULK_MAX: more is a 400, nothing done).
 */
export async function resolveRecords(db: Database, actor: Actor, action: BulkAction): Promise<BulkRecord[]> {
  if (action.records) {
    const seen = new Set<string>();
    return action.records.filter((r) => {
      const key = `${r.recordType}:${r.id}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }
  const filter = action.filter as BulkFilter;
  const { recordType, ...query } = filter;
  const spec = LIST_SPECS[recordType] as unknown as ListSpec<PgTable>;
  const where = whereOf(spec, { ...query, page: 1, size: 1 }, chargeOf(actor, recordType));
  const rows = await db
    .select({ id: sql<number>`${spec.idColumn}` })
    .from(spec.table)
    .where(where)
    .orderBy(asc(spec.idColumn))
    .limit(BULK_MAX + 1);
  if (rows.length > BULK_MAX) throw tooMany();
  return rows.map((r) => ({ recordType, id: Number(r.id) }));
}

/**
 * Splits the records into those the user may act on (the role, then the charge) and those refused for it.
 * `kinds`: the record types the action applies to at all.
 */
async function permitted(
  ctx: BulkContext,
  records: readonly BulkRecord[],
  action: BulkAction['action'],
  kinds: readonly BulkRecordType[],
): Promise<{ allowed: BulkRecord[]; refused: BulkRefusal[] }> {
  const refused: BulkRefusal[] = [];
  const allowed: BulkRecord[] = [];
  for (const kind of new Set(records.map((r) => r.recordType))) {
    const ofKind = records.filter((r) => r.recordType === kind);
    if (!kinds.includes(kind)) {
      refused.push(
        ...ofKind.map((r) => refusal(r, 'bulk.refused.notApplicable', `A bulk ${action} does not apply to ${kind}`)),
      );
      continue;
    }
    if (!can(ctx.actor, POLICY_ACTION[action], kind)) {
      refused.push(...ofKind.map((r) => refusal(r, 'bulk.refused.forbidden', 'Not allowed for your role')));
      continue;
    }
    const visible = new Set(
      await visibleIds(
        ctx.db,
        ctx.actor,
        kind,
        ofKind.map((r) => r.id),
      ),
    );
    for (const r of ofKind) {
      if (visible.has(r.id)) allowed.push(r);
      else refused.push(refusal(r, 'bulk.refused.notFound', `No ${kind} ${r.id}`));
    }
  }
  // In the order asked.
  const order = new Map(records.map((r, i) => [`${r.recordType}:${r.id}`, i]));
  const byOrder = (a: BulkRecord, b: BulkRecord) =>
    order.get(`${a.recordType}:${a.id}`)! - order.get(`${b.recordType}:${b.id}`)!;
  return { allowed: allowed.sort(byOrder), refused: refused.sort(byOrder) };
}

const PIPELINES: readonly BulkRecordType[] = [
  'job-applications',
  'spontaneous-applications',
  'talent-interviews',
  'contacts',
  'profiles',
];

/** The state of a pipeline whose mail is the rejection (NO_GO of the applications), if it has one. */
export function rejectionState(resource: PipelineResource): string | undefined {
  const mails = PIPELINE_DESCRIPTORS[resource].mails as Partial<Record<string, StateMail>> | undefined;
  return Object.entries(mails ?? {}).find(([, m]) => m?.template === 'application-rejected')?.[0];
}

/** The change of state of a move or a rejection, checked as the record page's (400 naming the bulk's fields). */
function changeOf(action: Extract<BulkAction, { action: 'move' | 'reject' }>, state: string): ProcessChange {
  const parsed = processChange.safeParse({
    process: state,
    comment: action.action === 'move' ? action.comment : '',
    noGoComment: action.reason,
    tellCandidate: action.sendMail,
  });
  if (!parsed.success) {
    const fields = Object.fromEntries(
      Object.entries(zodFields(parsed.error)).map(([k, v]) => [
        k === 'process' ? 'state' : k === 'noGoComment' ? 'reason' : k,
        v,
      ]),
    );
    throw badRequest('This change of state is not complete', fields);
  }
  return parsed.data;
}

/**
 * Records moved per transaction: a bulk action of BULK_MAX records is a few transactions, each holding its rows'
 * locks for well under a second (decision 0055, "Speed").
 */
export const MOVE_BATCH = 500;

/**
 * Moves (or rejects) each record through its pipeline's state machine and history, the records of one pipeline
 * MOVE_BATCH at a time in one transaction (changeProcessManyIn: each record checked by the same rules as the record
 * page's move; one update, the history rows and the mails written together): what moved, what was refused.
 */
async function moveAll(
  ctx: BulkContext,
  action: Extract<BulkAction, { action: 'move' | 'reject' }>,
  records: readonly BulkRecord[],
): Promise<BulkSummary> {
  const moveChange = action.action === 'move' ? changeOf(action, action.state) : undefined;
  const { allowed, refused } = await permitted(ctx, records, action.action, PIPELINES);
  const done = new Set<string>();
  for (const resource of new Set(allowed.map((r) => r.recordType as PipelineResource))) {
    const ofKind = allowed.filter((r) => r.recordType === resource);
    let change = moveChange;
    if (!change) {
      const state = rejectionState(resource);
      if (!state) {
        refused.push(
          ...ofKind.map((r) => refusal(r, 'bulk.refused.noRejection', `A ${resource} record has no rejection`)),
        );
        continue;
      }
      change = changeOf(action, state);
    }
    for (let from = 0; from < ofKind.length; from += MOVE_BATCH) {
      const batch = ofKind.slice(from, from + MOVE_BATCH);
      // Two bulk moves at once may deadlock on the funnel's rollup rows of one day (decision 0062): PostgreSQL rolls
      // one back whole, and it runs again.
      const outcome = await retryRolledBack(() =>
        ctx.db.transaction((tx) =>
          changeProcessManyIn(tx, {
            resource,
            ids: batch.map((r) => r.id),
            change,
            changedBy: ctx.userName,
            mail: ctx.mail,
          }),
        ),
      );
      for (const record of batch) {
        const err = outcome.get(record.id);
        if (err) refused.push(refusal(record, reasonOf(err), err.message));
        else done.add(`${record.recordType}:${record.id}`);
      }
    }
  }
  // In the order asked.
  const moved = allowed.filter((r) => done.has(`${r.recordType}:${r.id}`));
  const order = new Map(records.map((r, i) => [`${r.recordType}:${r.id}`, i]));
  refused.sort((a, b) => order.get(`${a.recordType}:${a.id}`)! - order.get(`${b.recordType}:${b.id}`)!);
  await audit(ctx, action, moved, refused, { state: moveChange?.process ?? 'rejection' });
  return { action: action.action, moved, tagged: [], refused };
}

/** Adds and removes tags on job applications and people, in one transaction. */
async function tagAll(
  ctx: BulkContext,
  action: Extract<BulkAction, { action: 'tag' }>,
  records: readonly BulkRecord[],
): Promise<BulkSummary> {
  await assertTags(ctx.db, action.add, 'add');
  await assertTags(ctx.db, action.remove, 'remove');
  const { allowed, refused } = await permitted(ctx, records, 'tag', ['job-applications', 'people']);
  const tagged: BulkRecord[] = [];
  await ctx.db.transaction(async (tx) => {
    for (const [kind, table] of [
      ['job-applications', jobApplications],
      ['people', people],
    ] as const) {
      const ids = allowed.filter((r) => r.recordType === kind).map((r) => r.id);
      if (ids.length === 0) continue;
      // Those that exist (the others are refused as not found).
      const found = new Set(
        (await tx.select({ id: table.id }).from(table).where(inArray(table.id, ids))).map((r) => r.id),
      );
      const existing = ids.filter((id) => found.has(id));
      await changeTags(tx, kind, existing, action.add, action.remove);
      for (const id of ids) {
        if (found.has(id)) tagged.push({ recordType: kind, id });
        else refused.push(refusal({ recordType: kind, id }, 'bulk.refused.notFound', `No ${kind} ${id}`));
      }
    }
  });
  await audit(ctx, action, tagged, refused, { add: action.add, remove: action.remove });
  return { action: 'tag', moved: [], tagged, refused };
}

async function audit(
  ctx: BulkContext,
  action: BulkAction,
  done: readonly BulkRecord[],
  refused: readonly BulkRefusal[],
  detail: Record<string, unknown>,
) {
  await recordAudits(ctx.db, ctx.source, [
    ...done.map((r) => ({
      action: `bulk.${action.action}`,
      detail: { recordType: r.recordType, id: r.id, outcome: 'done', ...detail },
    })),
    ...refused.map((r) => ({
      action: `bulk.${action.action}`,
      detail: { recordType: r.recordType, id: r.id, outcome: 'refused', reason: r.reason, ...detail },
    })),
  ]);
}

/** A move, a tagging or a rejection of many records: the summary. */
export async function runBulkAction(
  ctx: BulkContext,
  action: Exclude<BulkAction, { action: 'export' }>,
): Promise<BulkSummary> {
  const records = await resolveRecords(ctx.db, ctx.actor, action);
  if (action.action === 'tag') return tagAll(ctx, action, records);
  return moveAll(ctx, action, records);
}

/**
 * The CSV of the records (one list's: a bulk export is of one record type), as that list's export writes it, in
 * the user's charge; one audit row per record exported. Records outside it are left out.
 */
export async function bulkExport(
  ctx: BulkContext,
  action: Extract<BulkAction, { action: 'export' }>,
): Promise<{ resource: ExportedPipeline; lines: AsyncGenerator<string> }> {
  const records = await resolveRecords(ctx.db, ctx.actor, action);
  const kinds = [...new Set(records.map((r) => r.recordType))];
  const resource = (action.filter?.recordType ?? kinds[0]) as ExportedPipeline | undefined;
  if (!resource || kinds.length > 1 || !(resource in LIST_SPECS) || resource === ('profiles' as string)) {
    throw badRequest('A bulk export takes the records of one list', { records: 'validation.oneList' });
  }
  const { allowed, refused } = await permitted(ctx, records, 'export', [resource]);
  const spec = LIST_SPECS[resource] as unknown as ListSpec<PgTable>;
  const ids = allowed.map((r) => r.id);
  const scope: SQL[] = [...chargeOf(ctx.actor, resource), inArray(spec.idColumn, ids.length > 0 ? ids : [0])];
  await audit(ctx, action, allowed, refused, {});
  const lines = exportRecords(
    ctx.db,
    resource,
    { page: 1, size: 1 },
    { lang: action.lang, separator: action.separator, scope },
  );
  return { resource, lines };
}
