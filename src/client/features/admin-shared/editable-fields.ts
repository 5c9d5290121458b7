import { CANDIDATE_NOTES, type EditableField } from '../../../shared/pipelines/fields.ts';

export type { EditableField };

/** The fields staff edit on a record of this kind in its current state. */
export const editableNow = (fields: EditableField[], record: Record<string, unknown>) =>
  fields.filter((f) => (!f.onlyFor || f.onlyFor === record.kind) && (!f.inState || f.inState === record.process));

/** The notes of a candidate (job and spontaneous applications, a talent's own pipeline). */
export const candidateNotes: EditableField[] = CANDIDATE_NOTES;
