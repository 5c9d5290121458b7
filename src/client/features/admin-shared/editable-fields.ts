/** A field staff edit on a record, and the kind of input it takes. */
export interface EditableField {
  key: string;
  kind: 'text' | 'textarea' | 'date' | 'time';
  /** A talent interview field that only one kind of request has. */
  onlyFor?: 'BOOKING' | 'TALENT_REQUEST';
  /** A field that belongs to one state only (the reason for a no go). */
  inState?: string;
}

/** The fields staff edit on a record of this kind in its current state. */
export const editableNow = (fields: EditableField[], record: Record<string, unknown>) =>
  fields.filter((f) => (!f.onlyFor || f.onlyFor === record.kind) && (!f.inState || f.inState === record.process));

/** The notes of a candidate (job and spontaneous applications, a talent's own pipeline). */
export const candidateNotes: EditableField[] = [
  { key: 'comment', kind: 'textarea' },
  { key: 'notes', kind: 'textarea' },
  { key: 'noGoComment', kind: 'textarea', inState: 'NO_GO' },
];
