import { and, eq, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { notFound } from '../errors.ts';
import {
  contacts,
  jobApplications,
  people,
  profiles,
  spontaneousApplications,
  talentInterviews,
} from '../db/schema/index.ts';
import type { Pipeline } from '../../shared/schemas/process.ts';
import { RECORD_TABLES } from '../db/record-tables.ts';

/** How a person is recognised across the product: normalized e-mail, and phone in E.164 (decision 0030). */
export interface PersonKey {
  email: string;
  phone?: string;
  /** More phones of the same person (the person page follows the phones of the records found by e-mail). */
  phones?: string[];
  /** People (`people.id`) whose records these are: the record's person, the truth since decision 0041. */
  personIds?: number[];
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

/** Matches a row by e-mail, or by phone when phones are given; never an empty e-mail or phone. */
function samePerson(
  key: PersonKey,
  table: { email: AnyPgColumn; phone: AnyPgColumn; personId: AnyPgColumn },
): SQL | undefined {
  const byEmail = key.email ? eq(table.email, key.email) : undefined;
  const phones = phonesOf(key);
  const byPhone = phones.length ? inArray(table.phone, phones) : undefined;
  const byPerson = key.personIds?.length ? inArray(table.personId, key.personIds) : undefined;
  return or(byEmail, byPhone, byPerson);
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
  if (!key.email && !phonesOf(key).length && !key.personIds?.length) return [];
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
  /** The `people` row (decision 0041), when the person was found by id or by a record. */
  personId?: number;
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
 * The person of a `people` row (issue 27 item 3, decision 0045): exactly the records that point to them
 * (`person_id`), never those of someone who merely shares a phone; those are listed apart as possible duplicates
 * (the records of the other people with the same phone). `emails` are the person's address and the addresses their
 * records were sent from (the consents, mails and suppression of an export or erasure follow them). 404 when there
 * is no such person; a person merged into another answers 404 naming the kept one; an anonymised person names
 * nobody any more.
 */
export async function personOfId(db: Database, id: number): Promise<Person> {
  const [row] = await db
    .select({
      email: people.email,
      phone: people.phone,
      mergedInto: people.mergedInto,
      anonymisedAt: people.anonymisedAt,
    })
    .from(people)
    .where(eq(people.id, id));
  if (!row) throw notFound(`No person ${id}`);
  if (row.mergedInto !== null) throw notFound(`Person ${id} was merged into person ${row.mergedInto}`);
  if (row.anonymisedAt) return { emails: [], records: [] } satisfies Person;
  const records = await findPersonRecords(db, { email: '', personIds: [id] });
  const others = row.phone
    ? await db
        .select({ id: people.id })
        .from(people)
        .where(and(eq(people.phone, row.phone), ne(people.id, id), isNull(people.anonymisedAt)))
    : [];
  const possibleDuplicates = others.length
    ? await findPersonRecords(db, { email: '', personIds: others.map((o) => o.id) })
    : [];
  const emails = unique([row.email, ...records.map((r) => normalizeEmail(r.email))]);
  return { personId: id, emails, records, possibleDuplicates };
}

/**
 * The person of one record, as the back-office sees them: the record's person (`person_id`, decision 0041), read
 * by `personOfId`. The older page and the ADMIN export and erasure still name a record this way, so that no
 * address lands in a URL or a log. 404 when there is no such record; a record anonymised already names nobody.
 */
export async function personOfRecord(db: Database, ref: { recordType: Pipeline; id: number }): Promise<Person> {
  const table = RECORD_TABLES[ref.recordType];
  const [row] = await db
    .select({ personId: table.personId, anonymisedAt: table.anonymisedAt })
    .from(table)
    .where(eq(table.id, ref.id));
  if (!row) throw notFound('No such record');
  if (row.anonymisedAt) return { emails: [], records: [] } satisfies Person;
  return personOfId(db, row.personId);
}
