/** How the record view shows a field. */
export type FieldKind = 'text' | 'multiline' | 'date' | 'datetime' | 'email' | 'kind' | 'contract';

/** A field the record view shows. */
export interface ShownField {
  key: string;
  kind?: FieldKind;
  /** A talent interview field that only one kind of request has. */
  onlyFor?: 'BOOKING' | 'TALENT_REQUEST';
}

/** A field staff edit on a record, and the kind of input it takes. */
export interface EditableField {
  key: string;
  kind: 'text' | 'textarea' | 'date' | 'time';
  /** A talent interview field that only one kind of request has. */
  onlyFor?: 'BOOKING' | 'TALENT_REQUEST';
  /** A field that belongs to one state only (the reason for a no go). */
  inState?: string;
  /** Its longest text (5000 characters unless said). */
  max?: number;
}

/** The person who wrote in, as every record view shows them. */
export const PERSON_FIELDS: ShownField[] = [
  { key: 'firstName' },
  { key: 'lastName' },
  { key: 'email', kind: 'email' },
  { key: 'phone' },
];

/** When the record came in. */
export const RECEIVED: ShownField = { key: 'creationDate', kind: 'datetime' };

/** The notes of a candidate (job and spontaneous applications, a talent's own pipeline). */
export const CANDIDATE_NOTES: EditableField[] = [
  { key: 'comment', kind: 'textarea' },
  { key: 'notes', kind: 'textarea' },
  { key: 'noGoComment', kind: 'textarea', inState: 'NO_GO', max: 2000 },
];

/** Where the record came from (docs/decisions/0062): recorded by the website, set or corrected by staff. */
export const SOURCE_FIELDS: EditableField[] = [
  { key: 'source', kind: 'text', max: 100 },
  { key: 'sourceMedium', kind: 'text', max: 100 },
  { key: 'sourceCampaign', kind: 'text', max: 200 },
];
