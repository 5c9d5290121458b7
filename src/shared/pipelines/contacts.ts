import { z } from 'zod';
import { describe, type Machine } from './descriptor.ts';
import { PERSON_FIELDS, RECEIVED } from './fields.ts';
import { anonymisedAt, PERSON } from './record.ts';

export const CONTACT_STATES = ['NEW', 'IN_PROGRESS', 'CLOSED'] as const;
export type ContactState = (typeof CONTACT_STATES)[number];

// docs/product-decisions.md#3-records-and-their-states: a contact is always taken in hand before it is closed.
const machine: Machine<ContactState> = {
  initial: 'NEW',
  next: { NEW: ['IN_PROGRESS'], IN_PROGRESS: ['CLOSED'], CLOSED: [] },
};

export const contacts = describe({
  machine,
  record: z.object({
    id: z.number(),
    ...PERSON,
    message: z.string(),
    post: z.string(),
    fileId: z.string().nullable(),
    process: z.string(),
    commentAdmin: z.string(),
    creationDate: z.string(),
    anonymisedAt,
  }),
  // The sender's acknowledgement; staff's notice of a new record.
  arrival: { mail: 'contact-received', hasCv: false },
  ended: ['CLOSED'],
  erasedEnd: 'CLOSED',
  names: { one: 'Contact', label: 'contact' },
  screen: 'contactsAdmin',
  list: {
    columns: ['lastName', 'message', 'phone', 'process', 'creationDate'],
    sorts: ['creationDate', 'lastName', 'process'],
    defaultSort: 'creationDate:desc',
    textSorts: ['lastName'],
    search: [['firstName', 'lastName'], 'email', 'message', 'post'],
    filters: [],
  },
  view: {
    shown: [...PERSON_FIELDS, { key: 'post' }, { key: 'message', kind: 'multiline' }, RECEIVED],
    edited: [{ key: 'commentAdmin', kind: 'textarea' }],
  },
});
