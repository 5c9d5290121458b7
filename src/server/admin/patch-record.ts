import { eq } from 'drizzle-orm';
import type { PipelineResource } from '../../shared/schemas/pipeline.ts';
import type { Database } from '../db/client.ts';
import { notFound } from '../errors.ts';
import { getPipelineRecord } from './get-record.ts';
import { PIPELINE_DEFS } from './pipeline-defs.ts';

/** Writes the editable fields of a pipeline record that the patch names (its schema allows no others). */
export async function patchRecord<R extends PipelineResource>(
  db: Database,
  resource: R,
  id: number,
  patch: Record<string, unknown>,
) {
  const def = PIPELINE_DEFS[resource];
  const values = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  if (Object.keys(values).length) {
    const updated = await db.update(def.table).set(values).where(eq(def.table.id, id)).returning({ id: def.table.id });
    if (!updated.length) throw notFound(`No ${def.noun} ${id}`);
  }
  return getPipelineRecord(db, resource, id);
}
