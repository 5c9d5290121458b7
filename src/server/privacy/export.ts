import type { Readable } from 'node:stream';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ZipFile } from 'yazl';
import type { Database } from '../db/client.ts';
import { storedFileFields, storedFileStream } from '../files/stored-file.ts';
import {
  contacts,
  jobApplications,
  outboxMails,
  profiles,
  spontaneousApplications,
  stateHistory,
  fileTexts,
  storedFiles,
  talentInterviews,
} from '../db/schema/index.ts';
import { alertsOfEmails } from '../job-alerts/job-alerts.ts';
import { personalMarksOf } from '../tags/personal-marks.ts';
import { listConsents } from './consent.ts';
import type { Person } from './person.ts';
import type { RecordRef } from './anonymise.ts';
import { exportMatchData } from '../matching/privacy.ts';

export interface PersonExport {
  /** The ZIP, written as it is read: one chunk of one file in memory at a time. */
  stream: Readable;
  fileName: string;
  records: number;
  files: number;
}

type FileOf = [string, number, string | null];

interface FileEntry {
  id: string;
  path: string;
}

/**
 * Everything the product keeps about a person, as a ZIP (docs/decisions/0031): `person.json` with every record
 * (all their fields), consent event, history entry and mail, and `files/` with each stored file as it was
 * uploaded. The records are read first; each file is streamed from the database, a chunk at a time, when the ZIP
 * reaches it.
 */
export async function exportPerson(db: Database, person: Person, now: Date): Promise<PersonExport> {
  const { emails, records: found } = person;
  const ids = (type: RecordRef['recordType']) => found.filter((r) => r.recordType === type).map((r) => r.id);
  const byIds = (column: AnyPgColumn, list: number[]) => (list.length ? inArray(column, list) : sql`false`);

  const [applications, spontaneous, talentProfiles, interviews, contactRows] = await Promise.all([
    db
      .select()
      .from(jobApplications)
      .where(byIds(jobApplications.id, ids('job-applications'))),
    db
      .select()
      .from(spontaneousApplications)
      .where(byIds(spontaneousApplications.id, ids('spontaneous-applications'))),
    db
      .select()
      .from(profiles)
      .where(byIds(profiles.id, ids('profiles'))),
    db
      .select()
      .from(talentInterviews)
      .where(byIds(talentInterviews.id, ids('talent-interviews'))),
    db
      .select()
      .from(contacts)
      .where(byIds(contacts.id, ids('contacts'))),
  ]);
  const ofRecords = found.length
    ? or(...found.map((r) => and(eq(stateHistory.recordType, r.recordType), eq(stateHistory.recordId, r.id))))
    : sql`false`;
  const [history, consents, mails] = await Promise.all([
    db.select().from(stateHistory).where(ofRecords).orderBy(stateHistory.changedAt, stateHistory.id),
    Promise.all(emails.map((e) => listConsents(db, e))).then((lists) => lists.flat()),
    db
      .select({
        template: outboxMails.template,
        subject: outboxMails.subject,
        lang: outboxMails.lang,
        state: outboxMails.state,
        creationDate: outboxMails.creationDate,
        sentAt: outboxMails.sentAt,
      })
      .from(outboxMails)
      .where(emails.length ? inArray(sql`lower(${outboxMails.recipient})`, emails) : sql`false`)
      .orderBy(outboxMails.creationDate),
  ]);

  const fileIds = [
    ...applications.map((r): FileOf => ['job-applications', r.id, r.fileId]),
    ...spontaneous.map((r): FileOf => ['spontaneous-applications', r.id, r.cvFileId]),
    ...talentProfiles.map((r): FileOf => ['profiles', r.id, r.cvFileId]),
    ...contactRows.map((r): FileOf => ['contacts', r.id, r.fileId]),
  ].filter((f): f is [string, number, string] => f[2] !== null);
  const meta = fileIds.length
    ? await db
        .select(storedFileFields)
        .from(storedFiles)
        .where(
          inArray(
            storedFiles.id,
            fileIds.map((f) => f[2]),
          ),
        )
    : [];
  const metaById = new Map(meta.map((m) => [m.id, m]));
  // The CVs' extracted text and detected language (docs/decisions/0049): personal data, so in the export.
  const texts = fileIds.length
    ? await db
        .select({
          fileId: fileTexts.fileId,
          status: fileTexts.status,
          language: fileTexts.language,
          text: fileTexts.text,
        })
        .from(fileTexts)
        .where(
          inArray(
            fileTexts.fileId,
            fileIds.map((f) => f[2]),
          ),
        )
    : [];
  const textById = new Map(texts.map((t) => [t.fileId, t]));
  const files: (FileEntry & {
    recordType: string;
    recordId: number;
    fileName: string;
    mimeType: string;
    size: number;
    extractedText?: { status: string; language: string; text: string };
  })[] = fileIds.flatMap(([recordType, recordId, id]) => {
    const m = metaById.get(id);
    if (!m) return [];
    return [
      {
        id,
        recordType,
        recordId,
        fileName: m.fileName,
        mimeType: m.mimeType,
        size: m.size,
        path: `files/${recordType}-${recordId}-${safeName(m.fileName)}`,
        ...(textById.has(id)
          ? {
              extractedText: {
                status: textById.get(id)!.status,
                language: textById.get(id)!.language,
                text: textById.get(id)!.text,
              },
            }
          : {}),
      },
    ];
  });

  // The tags on them and staff's ratings of their applications (docs/decisions/0054, addendum).
  const personIds = new Set<number>(person.personId ? [person.personId] : []);
  for (const r of [...applications, ...spontaneous, ...talentProfiles, ...contactRows]) personIds.add(r.personId);
  const marks = await personalMarksOf(db, {
    applicationIds: applications.map((r) => r.id),
    personIds: [...personIds],
  });

  const document = {
    emails,
    exportedAt: now.toISOString(),
    records: {
      'job-applications': applications,
      'spontaneous-applications': spontaneous,
      profiles: talentProfiles,
      'talent-interviews': interviews,
      contacts: contactRows,
    },
    consents,
    jobAlerts: await alertsOfEmails(db, emails),
    // What matching computed from their CVs and records (docs/decisions/0063-matching.md).
    matching: await exportMatchData(db, [
      ...(person.personId !== undefined ? [person.personId] : []),
      ...[...applications, ...spontaneous, ...talentProfiles, ...interviews, ...contactRows].map((r) => r.personId),
    ]),
    tags: { applications: marks.applicationTags, person: marks.personTags },
    ratings: marks.ratings,
    history,
    mails,
    files: files.map(({ id: _id, ...f }) => f),
  };

  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  // A file that cannot be read (deleted meanwhile) cuts the download short; unheard, it would end the process.
  const fail = (err: Error) => output.destroy(err);
  zip.on('error', fail);
  zip.addBuffer(Buffer.from(JSON.stringify(document, null, 2)), 'person.json', { mtime: now });
  for (const file of files) {
    // Opened when the ZIP reaches it; yazl checks the bytes that come against the size.
    zip.addReadStreamLazy(file.path, { mtime: now, compress: false, size: file.size }, (callback) =>
      callback(null, storedFileStream(db, file).on('error', fail)),
    );
  }
  zip.end();
  return {
    stream: output,
    fileName: `my-data-${now.toISOString().slice(0, 10)}.zip`,
    records: found.length,
    files: files.length,
  };
}

/** A file name safe inside a ZIP: no folders, no control characters. */
function safeName(name: string): string {
  // oxlint-disable-next-line no-control-regex
  return name.replace(/[\\/\u0000-\u001f]+/g, '_').slice(0, 120) || 'file';
}
