import { z } from 'zod';
import { profileInput } from '../schemas/profile.ts';
import { recordSource } from '../schemas/source.ts';
import { CANDIDATE_NEEDS, candidateMachine, ENDED_CANDIDATE_STATES } from './candidate.ts';
import { describe } from './descriptor.ts';
import { CANDIDATE_NOTES, SOURCE_FIELDS } from './fields.ts';
import { anonymisedAt, CANDIDATE_NOTE_FIELDS } from './record.ts';

/** Talents: the candidate process on a pool profile; listed and edited on the profiles screen, no CSV export. */
export const profiles = describe({
  machine: candidateMachine,
  // A profile as staff see it: every field staff edit on it, its candidate process, and its CV (`attachement`,
  // `pathFile`); `GET /api/profiles` lists these too.
  record: profileInput.extend({
    id: z.number(),
    /** The person the profile belongs to (decision 0041). */
    personId: z.number(),
    // What the server stored, not what a form must hold: an anonymised profile has no last name (decision 0034).
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    creationDate: z.string(),
    bookedDate: z.string().nullable(),
    bookedTime: z.string().nullable(),
    process: z.string(),
    comment: z.string(),
    ...CANDIDATE_NOTE_FIELDS,
    cvFileId: z.string().nullable(),
    /** The CV's file name, and the admin path that downloads it (both empty without a CV). */
    attachement: z.string(),
    pathFile: z.string(),
    ...recordSource,
    anonymisedAt,
  }),
  needs: CANDIDATE_NEEDS,
  // The interview's slot and the offer, when the move carries them.
  writes: { INTERVIEW: ['bookedDate', 'bookedTime'], OFFER: ['offer'] },
  // The sender's acknowledgement; staff's notice of a new record.
  arrival: { mail: 'talent-pool-joined', hasCv: true },
  ended: ENDED_CANDIDATE_STATES,
  erasedEnd: 'WITHDRAWN',
  screen: 'crudProfile',
  // Listed on the profiles screen, with its own columns (client/features/admin-profiles).
  list: {
    sorts: ['lastName', 'profileTitle', 'profileOrder', 'process', 'creationDate'],
    defaultSort: 'profileOrder:asc',
    textSorts: ['lastName', 'profileTitle'],
    // One text, so that the trigram index answers (src/server/db/schema/pipelines.ts).
    search: [['firstName', 'lastName'], 'profileTitle', 'technologies', 'email'],
    filters: [],
  },
  names: { one: 'Profile', label: 'talent profile' },
  ownList: true,
  // docs/spec/product-spec.md#3-entities-and-their-fields: type, notes, no go, booked date and time, offer.
  edits: [
    ...CANDIDATE_NOTES,
    { key: 'type', kind: 'text', max: 50 },
    { key: 'offer', kind: 'textarea', max: 2000 },
    { key: 'bookedDate', kind: 'date' },
    { key: 'bookedTime', kind: 'time' },
    ...SOURCE_FIELDS,
  ],
});
