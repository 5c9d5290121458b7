import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PipelineResource } from '../../shared/schemas/pipeline.ts';
import type { FileInfo, HistoryEntry, PipelineRecordOf } from '../../shared/schemas/pipeline-records.ts';
import type { Database } from '../db/client.ts';
import { stateHistory, storedFiles } from '../db/schema/index.ts';
import { notFound } from '../errors.ts';
import { storedFileFields } from '../files/stored-file.ts';
import { plain } from './to-api.ts';
import { PIPELINE_DEFS } from './pipeline-defs.ts';

type Db = Pick<Database, 'select'>;

type PipelineDetail<R extends PipelineResource> = PipelineRecordOf<R> & {
  files: FileInfo[];
  history: HistoryEntry[];
  related: { id: number; label: string } | null;
};

/** The files a record owns, without their bytes. */
async function filesOf(db: Db, ids: (string | null)[]) {
  const wanted = ids.filter((id): id is string => Boolean(id));
  if (!wanted.length) return [];
  return db.select(storedFileFields).from(storedFiles).where(inArray(storedFiles.id, wanted));
}

/** Every change of state of a record, oldest first. */
async function historyOf(db: Db, resource: PipelineResource, id: number) {
  const rows = await db
    .select({
      id: stateHistory.id,
      fromState: stateHistory.fromState,
      toState: stateHistory.toState,
      comment: stateHistory.comment,
      slotDate: stateHistory.slotDate,
      slotTime: stateHistory.slotTime,
      event: stateHistory.event,
      changedBy: stateHistory.changedBy,
      changedAt: stateHistory.changedAt,
    })
    .from(stateHistory)
    .where(and(eq(stateHistory.recordType, resource), eq(stateHistory.recordId, id)))
    .orderBy(asc(stateHistory.changedAt), asc(stateHistory.id));
  return rows.map(plain);
}

/** One pipeline record with its files, its state history and the job or profile it is about. */
export async function getPipelineRecord<R extends PipelineResource>(
  db: Db,
  resource: R,
  id: number,
): Promise<PipelineDetail<R>> {
  const def = PIPELINE_DEFS[resource];
  const [row] = await db.select().from(def.table).where(eq(def.table.id, id));
  if (!row) throw notFound(`No ${def.noun} ${id}`);
  const [record, files, history, related] = await Promise.all([
    def.toApi(db, row),
    filesOf(db, def.fileIds(row)),
    historyOf(db, resource, id),
    def.related ? def.related(db, row) : null,
  ]);
  return { ...record, files, history, related } as PipelineDetail<R>;
}
