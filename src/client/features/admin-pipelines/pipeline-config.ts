import type { z } from 'zod';
import {
  applicationPatch,
  contactPatch,
  talentInterviewPatch,
  type PipelineResource,
} from '../../../shared/schemas/pipeline.ts';
import { CANDIDATE_STATES, CONTACT_STATES, INTERVIEW_STATES } from '../../../shared/schemas/process.ts';

export type FieldKind = 'text' | 'multiline' | 'date' | 'datetime' | 'email' | 'kind' | 'contract';
export interface ShownField {
  key: string;
  kind?: FieldKind;
  /** A talent interview field that only one kind of request has. */
  onlyFor?: 'BOOKING' | 'TALENT_REQUEST';
}
export interface EditableField {
  key: string;
  kind: 'text' | 'textarea' | 'date' | 'time';
  onlyFor?: 'BOOKING' | 'TALENT_REQUEST';
  /** A field that belongs to one state only (the reason for a no go). */
  inState?: string;
}

/** The fields staff edit on a record of this kind in its current state. */
export const editableNow = (fields: EditableField[], record: Record<string, unknown>) =>
  fields.filter((f) => (!f.onlyFor || f.onlyFor === record.kind) && (!f.inState || f.inState === record.process));

/** What differs between the four pipeline screens of spec section 2. */
export interface PipelineConfig {
  resource: Exclude<PipelineResource, 'profiles'>;
  path: string;
  titleKey: string;
  states: readonly string[];
  /** The fields the record view shows, in order. */
  shown: ShownField[];
  /** The fields staff edit on the record (PATCH), with the schema that checks them. */
  editable: EditableField[];
  patch: z.ZodType;
  /** Where the job or profile a record is about is edited. */
  relatedPath?: string;
}

const person: ShownField[] = [
  { key: 'firstName' },
  { key: 'lastName' },
  { key: 'email', kind: 'email' },
  { key: 'phone' },
];
const received: ShownField = { key: 'creationDate', kind: 'datetime' };
export const candidateNotes: EditableField[] = [
  { key: 'comment', kind: 'textarea' },
  { key: 'notes', kind: 'textarea' },
  { key: 'noGoComment', kind: 'textarea', inState: 'NO_GO' },
];

export const PIPELINE_CONFIGS: Record<PipelineConfig['resource'], PipelineConfig> = {
  'job-applications': {
    resource: 'job-applications',
    path: '/jobsApplications',
    titleKey: 'admin.menu.jobsApplications',
    states: CANDIDATE_STATES,
    shown: [...person, { key: 'jobTitle' }, { key: 'message', kind: 'multiline' }, { key: 'lang' }, received],
    editable: candidateNotes,
    patch: applicationPatch,
    relatedPath: '/crudJob',
  },
  'spontaneous-applications': {
    resource: 'spontaneous-applications',
    path: '/spontanousApplications',
    titleKey: 'admin.menu.spontanousApplications',
    states: CANDIDATE_STATES,
    shown: [{ key: 'salutation' }, ...person, { key: 'post' }, { key: 'availability' }, { key: 'lang' }, received],
    editable: candidateNotes,
    patch: applicationPatch,
  },
  'talent-interviews': {
    resource: 'talent-interviews',
    path: '/talentsInterviews',
    titleKey: 'admin.menu.talentsInterviews',
    states: INTERVIEW_STATES,
    shown: [
      { key: 'kind', kind: 'kind' },
      ...person.map((f): ShownField => (f.key === 'email' ? f : { ...f, onlyFor: 'BOOKING' })),
      { key: 'client', onlyFor: 'BOOKING' },
      { key: 'jobTitle', onlyFor: 'BOOKING' },
      { key: 'bookedDate', kind: 'date', onlyFor: 'BOOKING' },
      { key: 'bookedTime', onlyFor: 'BOOKING' },
      { key: 'rescheduledBookedDate', kind: 'date', onlyFor: 'BOOKING' },
      { key: 'rescheduledBookedTime', onlyFor: 'BOOKING' },
      { key: 'talentName', onlyFor: 'TALENT_REQUEST' },
      { key: 'contractType', kind: 'contract', onlyFor: 'TALENT_REQUEST' },
      { key: 'skills', kind: 'multiline', onlyFor: 'TALENT_REQUEST' },
      received,
    ],
    editable: [
      { key: 'comment', kind: 'textarea' },
      { key: 'intermediateClient', kind: 'text' },
      { key: 'rescheduledBookedDate', kind: 'date', onlyFor: 'BOOKING' },
      { key: 'rescheduledBookedTime', kind: 'time', onlyFor: 'BOOKING' },
      { key: 'feedbackConsultant', kind: 'textarea' },
      { key: 'feedbackClient', kind: 'textarea' },
      { key: 'interviewResume', kind: 'textarea' },
    ],
    patch: talentInterviewPatch,
    relatedPath: '/crudProfile',
  },
  contacts: {
    resource: 'contacts',
    path: '/contactsAdmin',
    titleKey: 'admin.menu.contactsAdmin',
    states: CONTACT_STATES,
    shown: [...person, { key: 'post' }, { key: 'message', kind: 'multiline' }, received],
    editable: [{ key: 'commentAdmin', kind: 'textarea' }],
    patch: contactPatch,
  },
};
