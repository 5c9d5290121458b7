import { eq } from 'drizzle-orm';
import type { PipelineResource } from '../../shared/schemas/pipeline.ts';
import type { Database } from '../db/client.ts';
import { conflict, notFound } from '../errors.ts';
import { namesSlot, refusePastSlots } from '../time/slot-rules.ts';
import { cleanSource } from '../../shared/schemas/source.ts';
import { editedFields } from '../../shared/pipelines/descriptor.ts';
import { PIPELINE_DESCRIPTORS } from '../../shared/pipelines/index.ts';
import { getPipelineRecord } from './get-record.ts';
import { PIPELINE_DEFS, type PipelineDef } from './pipeline-defs.ts';

/**
 * Writes the editable fields of a pipeline record that the patch names (its schema allows no others). A slot it
 * moves may not be in the past at `now` (issue 26).
 */
export async function patchRecord<R extends PipelineResource>(
  db: Database,
  resource: R,
  id: number,
  patch: Record<string, unknown>,
  now: Date,
) {
  const def = PIPELINE_DEFS[resource];
  const values = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  // A source staff set is stored as the website stores one, so that the funnel groups it with them (0062).
  if (typeof values.source === 'string') values.source = cleanSource(values.source);
  if (typeof values.sourceMedium === 'string') values.sourceMedium = values.sourceMedium.toLowerCase();
  await assertInTheirStates(db, resource, id, values);
  if (namesSlot(values)) {
    const [current] = await db.select().from(def.table).where(eq(def.table.id, id));
    if (!current) throw notFound(`No ${def.noun} ${id}`);
    refusePastSlots(values, now, current);
  }
  if (Object.keys(values).length) {
    const updated = await db.update(def.table).set(values).where(eq(def.table.id, id)).returning({ id: def.table.id });
    if (!updated.length) throw notFound(`No ${def.noun} ${id}`);
  }
  return getPipelineRecord(db, resource, id);
}

/**
 * A field that belongs to one state (its descriptor's `inState`: the reason for a no go belongs to NO_GO) is given
 * only while the record is in that state: it is cleared when the record moves on (409 otherwise).
 */
async function assertInTheirStates(
  db: Database,
  resource: PipelineResource,
  id: number,
  values: Record<string, unknown>,
): Promise<void> {
  const given = editedFields(PIPELINE_DESCRIPTORS[resource]).filter((f) => f.inState && values[f.key]);
  if (!given.length) return;
  const def: PipelineDef = PIPELINE_DEFS[resource];
  const [row] = await db.select({ process: def.table.process }).from(def.table).where(eq(def.table.id, id));
  if (!row) throw notFound(`No ${def.noun} ${id}`);
  const outside = given.find((f) => f.inState !== row.process);
  if (outside) {
    const message = outside.inState === 'NO_GO' ? 'validation.noGoOnly' : 'validation.onlyInState';
    throw conflict(`A ${def.noun} has ${outside.key} only in ${outside.inState}`, { [outside.key]: message });
  }
}
