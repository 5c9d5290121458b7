import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { notFound } from '../errors.ts';
import { contacts, jobApplications, profiles, spontaneousApplications, talentInterviews } from '../db/schema/index.ts';
import { normalizePhone } from '../../shared/schemas/contact-input.ts';
import type { Pipeline } from '../../shared/schemas/process.ts';

/** How a person is recognised across the product: normalized e-mail, and phone in E.164 (decision 0030). */
export interface PersonKey {
  email: string;
  phone?: string;
  /** More phones of the same person (the person page follows the phones of the records found by e-mail). */
  phones?: string[];
}

/** One record of a person, in any of the five tables that hold persons. */
export interface PersonRecord {
  recordType: Pipeline;
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  process: string;
  creationDate: Date;
  anonymisedAt: Date | null;
  /** The job applied to (job applications), the client (interviews), or empty. */
  about: string;
  /** The CV or attachment the record holds, if any. */
  fileId: string | null;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The person key of raw input: what the public forms store, so that a lookup finds what they wrote. */
export function personKey(input: { email: string; phone?: string }): PersonKey {
  const phone = input.phone ? normalizePhone(input.phone) : '';
  return { email: normalizeEmail(input.email), ...(phone ? { phone } : {}) };
}

/** Matches a row by e-mail, or by phone when phones are given; never an empty e-mail or phone. */
function samePerson(key: PersonKey, table: { email: AnyPgColumn; phone: AnyPgColumn }): SQL | undefined {
  const byEmail = key.email ? eq(table.email, key.email) : undefined;
  const phones = phonesOf(key);
  const byPhone = phones.length ? inArray(table.phone, phones) : undefined;
  return or(byEmail, byPhone);
}

function phonesOf(key: PersonKey): string[] {
  return [...new Set([key.phone ?? '', ...(key.phones ?? [])].filter(Boolean))];
}

/**
 * Every record of one person across job applications, spontaneous applications, profiles, talent interviews and
 * contacts, newest first. Anonymised records are left out unless `withAnonymised` is set (they hold no personal
 * data any more, so they can only match by accident).
 */
export async function findPersonRecords(
  db: Database,
  key: PersonKey,
  options: { withAnonymised?: boolean } = {},
): Promise<PersonRecord[]> {
  if (!key.email && !phonesOf(key).length) return [];
  const live = (table: { anonymisedAt: AnyPgColumn }) =>
    options.withAnonymised ? undefined : isNull(table.anonymisedAt);

  const [applications, spontaneous, talentProfiles, interviews, contactRows] = await Promise.all([
    db
      .select()
      .from(jobApplications)
      .where(and(samePerson(key, jobApplications), live(jobApplications))),
    db
      .select()
      .from(spontaneousApplications)
      .where(and(samePerson(key, spontaneousApplications), live(spontaneousApplications))),
    db
      .select()
      .from(profiles)
      .where(and(samePerson(key, profiles), live(profiles))),
    db
      .select()
      .from(talentInterviews)
      .where(and(samePerson(key, talentInterviews), live(talentInterviews))),
    db
      .select()
      .from(contacts)
      .where(and(samePerson(key, contacts), live(contacts))),
  ]);

  const records: PersonRecord[] = [
    ...applications.map((r) => ({
      recordType: 'job-applications' as const,
      ...pick(r),
      about: r.jobTitle,
      fileId: r.fileId,
    })),
    ...spontaneous.map((r) => ({
      recordType: 'spontaneous-applications' as const,
      ...pick(r),
      about: r.post,
      fileId: r.cvFileId,
    })),
    ...talentProfiles.map((r) => ({
      recordType: 'profiles' as const,
      ...pick(r),
      about: r.profileTitle,
      fileId: r.cvFileId,
    })),
    ...interviews.map((r) => ({
      recordType: 'talent-interviews' as const,
      ...pick(r),
      about: r.client || r.talentName,
      fileId: null,
    })),
    ...contactRows.map((r) => ({ recordType: 'contacts' as const, ...pick(r), about: r.post, fileId: r.fileId })),
  ];
  return records.sort((a, b) => b.creationDate.getTime() - a.creationDate.getTime() || b.id - a.id);
}

function pick(r: {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  process: string;
  creationDate: Date;
  anonymisedAt: Date | null;
}) {
  return {
    id: r.id,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    phone: r.phone,
    process: r.process,
    creationDate: r.creationDate,
    anonymisedAt: r.anonymisedAt,
  };
}

/**
 * A person as a privacy action sees them: their address (normalized) and the records proven to be theirs (the same
 * address). `possibleDuplicates` are other addresses' records that share a phone with them: a hint for staff (a
 * switchboard or a family landline is shared by strangers), never part of an export, an erasure or a suppression.
 */
export interface Person {
  emails: string[];
  records: PersonRecord[];
  possibleDuplicates?: PersonRecord[];
}

const unique = (values: string[]) => [...new Set(values.filter(Boolean))];

/**
 * The person of an address, as the person themselves proves it (a "My data" link proves the address only): the
 * records of that address, never those that merely share a phone, which could be somebody else's.
 */
export async function personOfEmail(db: Database, email: string): Promise<Person> {
  const normalized = normalizeEmail(email);
  return { emails: [normalized], records: await findPersonRecords(db, { email: normalized }) };
}

/**
 * The person as the back-office sees them (decision 0030, issue 26): the records of the key's e-mail, and apart,
 * as possible duplicates, the records of other addresses that share a phone with these. A phone alone proves
 * nothing (a switchboard, a family landline), so only the e-mail's records are the person's.
 */
export async function personOfKey(db: Database, key: PersonKey): Promise<Person> {
  const email = normalizeEmail(key.email);
  const records = email ? await findPersonRecords(db, { email }) : [];
  const phones = unique([key.phone ?? '', ...records.map((r) => r.phone)]);
  const samePhone = phones.length ? await findPersonRecords(db, { email: '', phones }) : [];
  const possibleDuplicates = samePhone.filter((r) => normalizeEmail(r.email) !== email);
  return { emails: email ? [email] : [], records, possibleDuplicates };
}

const RECORD_TABLES = {
  'job-applications': jobApplications,
  'spontaneous-applications': spontaneousApplications,
  profiles,
  'talent-interviews': talentInterviews,
  contacts,
} as const satisfies Record<Pipeline, PgTable>;

/**
 * The person of one record, as the back-office sees them: the person page and the ADMIN export and erasure name a
 * record, never an address, so that no address lands in a URL or a log. 404 when there is no such record; a
 * record anonymised already names nobody.
 */
export async function personOfRecord(db: Database, ref: { recordType: Pipeline; id: number }): Promise<Person> {
  const table = RECORD_TABLES[ref.recordType];
  const [row] = await db
    .select({ email: table.email, phone: table.phone, anonymisedAt: table.anonymisedAt })
    .from(table)
    .where(eq(table.id, ref.id));
  if (!row) throw notFound('No such record');
  if (row.anonymisedAt) return { emails: [], records: [] } satisfies Person;
  return personOfKey(db, personKey({ email: row.email, phone: row.phone }));
}
