import type { z } from 'zod';
import {
  applicationPatch,
  contactPatch,
  talentInterviewPatch,
  type PipelineResource,
} from '../../../shared/schemas/pipeline.ts';
import { CANDIDATE_STATES, CONTACT_STATES, INTERVIEW_STATES } from '../../../shared/schemas/process.ts';
import type { AdminScreen } from '../../../shared/admin-screens.ts';
import { candidateNotes, type EditableField } from '../admin-shared/editable-fields.ts';

export type FieldKind = 'text' | 'multiline' | 'date' | 'datetime' | 'email' | 'kind' | 'contract';
export interface ShownField {
  key: string;
  kind?: FieldKind;
  /** A talent interview field that only one kind of request has. */
  onlyFor?: 'BOOKING' | 'TALENT_REQUEST';
}
/** What differs between the four pipeline screens of docs/spec/product-spec.md#2-screens-and-routes. */
export interface PipelineConfig {
  resource: Exclude<PipelineResource, 'profiles'>;
  states: readonly string[];
  /** The fields the record view shows, in order. */
  shown: ShownField[];
  /** The fields staff edit on the record (PATCH), with the schema that checks them. */
  editable: EditableField[];
  patch: z.ZodType;
  /** The screen where the job or profile a record is about is edited. */
  relatedScreen?: AdminScreen;
}

const person: ShownField[] = [
  { key: 'firstName' },
  { key: 'lastName' },
  { key: 'email', kind: 'email' },
  { key: 'phone' },
];
const received: ShownField = { key: 'creationDate', kind: 'datetime' };
export const PIPELINE_CONFIGS: Record<PipelineConfig['resource'], PipelineConfig> = {
  'job-applications': {
    resource: 'job-applications',
    states: CANDIDATE_STATES,
    shown: [...person, { key: 'jobTitle' }, { key: 'message', kind: 'multiline' }, { key: 'lang' }, received],
    editable: candidateNotes,
    patch: applicationPatch,
    relatedScreen: 'crudJob',
  },
  'spontaneous-applications': {
    resource: 'spontaneous-applications',
    states: CANDIDATE_STATES,
    shown: [{ key: 'salutation' }, ...person, { key: 'post' }, { key: 'availability' }, { key: 'lang' }, received],
    editable: candidateNotes,
    patch: applicationPatch,
  },
  'talent-interviews': {
    resource: 'talent-interviews',
    states: INTERVIEW_STATES,
    shown: [
      { key: 'kind', kind: 'kind' },
      ...person.map((f): ShownField => (f.key === 'email' ? f : { ...f, onlyFor: 'BOOKING' })),
      { key: 'client', onlyFor: 'BOOKING' },
      { key: 'jobTitle', onlyFor: 'BOOKING' },
      { key: 'bookedDate', kind: 'date', onlyFor: 'BOOKING' },
      { key: 'bookedTime', onlyFor: 'BOOKING' },
      // The new date and time are edited below (editable): shown once (issue 26).
      { key: 'clientMessage', kind: 'multiline', onlyFor: 'BOOKING' },
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
    relatedScreen: 'crudProfile',
  },
  contacts: {
    resource: 'contacts',
    states: CONTACT_STATES,
    shown: [...person, { key: 'post' }, { key: 'message', kind: 'multiline' }, received],
    editable: [{ key: 'commentAdmin', kind: 'textarea' }],
    patch: contactPatch,
  },
};
