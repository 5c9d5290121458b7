import { initialState, type Pipeline } from '../../shared/schemas/process.ts';
import type { Database } from '../db/client.ts';
import { stateHistory } from '../db/schema/index.ts';

/**
 * The first history row of a record that came in through the website: no one changed it, it just arrived. No
 * comment: the record view says "received, by the website" in the reader's language.
 */
export async function recordArrival(tx: Pick<Database, 'insert'>, pipeline: Pipeline, recordId: number) {
  await tx.insert(stateHistory).values({
    recordType: pipeline,
    recordId,
    fromState: null,
    toState: initialState(pipeline),
    comment: '',
    changedBy: null,
  });
}
