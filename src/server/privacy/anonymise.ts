import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { ERASED_COMMENT } from '../../shared/schemas/pipeline-records.ts';
import { ERASED_END_STATE, endedStates, type Pipeline } from '../../shared/schemas/process.ts';
import type { Database } from '../db/client.ts';
import {
  consentEvents,
  contacts,
  jobApplications,
  outboxMails,
  profiles,
  spontaneousApplications,
  stateHistory,
  followUps,
  storedFiles,
  talentInterviews,
} from '../db/schema/index.ts';
import { anonymisePeopleOf } from '../people/people-lifecycle.ts';
import { forgetMatchData } from '../matching/privacy.ts';
import { deletePersonalMarks } from '../tags/personal-marks.ts';
import { RECORD_TABLES } from '../db/record-tables.ts';

export interface RecordRef {
  recordType: Pipeline;
  id: number;
}

/** What stands in for a name once a record is anonymised: states, dates and counts stay, the person goes. */
export const ANONYMISED_NAME = 'Anonymised';

const person = { firstName: ANONYMISED_NAME, lastName: '', email: '', phone: '' };
const pipelineNotes = { comment: '', noGoComment: '', notes: '' };

/**
 * Anonymises records (docs/decisions/0031): replaces every personal field with a neutral value, deletes their
 * stored files and their tags and ratings, clears the comments of their history and the words of their mails (cancelling those still
 * queued), blanks the address of their consent events, and sets `anonymised_at`. The process, the dates, the
 * job and the kind stay, so the dashboard's counts do not move. Records already anonymised are left alone, so
 * running it twice changes nothing. A record still open ends (ERASED_END_STATE, with a history row by `by`: the
 * person is gone, nobody can go on with it; docs/decisions/0034). Call it inside a transaction. Answers how many
 * records it anonymised.
 */
export async function anonymiseRecords(
  tx: Database,
  refs: RecordRef[],
  now: Date,
  /** Who erased, for the history row of a record that ends: a staff member, "self-service" or "retention". */
  by: string,
): Promise<number> {
  const ids = (type: Pipeline) => refs.filter((r) => r.recordType === type).map((r) => r.id);
  const fileIds: (string | null)[] = [];
  const done: RecordRef[] = [];
  const mark = (type: Pipeline, rows: { id: number }[]) =>
    done.push(...rows.map((r) => ({ recordType: type, id: r.id })));

  const jobIds = ids('job-applications');
  if (jobIds.length > 0) {
    const before = await tx
      .select({ id: jobApplications.id, fileId: jobApplications.fileId })
      .from(jobApplications)
      .where(and(inArray(jobApplications.id, jobIds), isNull(jobApplications.anonymisedAt)));
    await tx
      .update(jobApplications)
      .set({ ...person, ...pipelineNotes, message: '', answers: [], fileId: null, anonymisedAt: now })
      .where(inArray(jobApplications.id, before.map((r) => r.id).concat(-1)));
    fileIds.push(...before.map((r) => r.fileId));
    mark('job-applications', before);
  }

  const spontaneousIds = ids('spontaneous-applications');
  if (spontaneousIds.length > 0) {
    const before = await tx
      .select({ id: spontaneousApplications.id, fileId: spontaneousApplications.cvFileId })
      .from(spontaneousApplications)
      .where(and(inArray(spontaneousApplications.id, spontaneousIds), isNull(spontaneousApplications.anonymisedAt)));
    await tx
      .update(spontaneousApplications)
      .set({ ...person, ...pipelineNotes, salutation: '', cvFileId: null, anonymisedAt: now })
      .where(inArray(spontaneousApplications.id, before.map((r) => r.id).concat(-1)));
    fileIds.push(...before.map((r) => r.fileId));
    mark('spontaneous-applications', before);
  }

  const profileIds = ids('profiles');
  if (profileIds.length > 0) {
    const before = await tx
      .select({ id: profiles.id, fileId: profiles.cvFileId })
      .from(profiles)
      .where(and(inArray(profiles.id, profileIds), isNull(profiles.anonymisedAt)));
    const anonymised = before.map((r) => r.id).concat(-1);
    await tx
      .update(profiles)
      .set({
        ...person,
        ...pipelineNotes,
        salutation: '',
        displayedFirstName: '',
        displayedLastName: '',
        displayedPhone: '',
        displayedEmail: '',
        descriptionEn: '',
        descriptionFr: '',
        descriptionNl: '',
        experience: '',
        technologies: '',
        languages: '',
        offer: '',
        display: false,
        cvFileId: null,
        anonymisedAt: now,
      })
      .where(inArray(profiles.id, anonymised));
    // A client's booking names the talent it booked: that name goes with the talent.
    await tx.update(talentInterviews).set({ talentName: '' }).where(inArray(talentInterviews.profileId, anonymised));
    fileIds.push(...before.map((r) => r.fileId));
    mark('profiles', before);
  }

  const interviewIds = ids('talent-interviews');
  if (interviewIds.length > 0) {
    const rows = await tx
      .update(talentInterviews)
      .set({
        ...person,
        firstName: ANONYMISED_NAME,
        talentName: '',
        feedbackConsultant: '',
        feedbackClient: '',
        interviewResume: '',
        comment: '',
        clientMessage: '',
        anonymisedAt: now,
      })
      .where(and(inArray(talentInterviews.id, interviewIds), isNull(talentInterviews.anonymisedAt)))
      .returning({ id: talentInterviews.id });
    mark('talent-interviews', rows);
  }

  const contactIds = ids('contacts');
  if (contactIds.length > 0) {
    const before = await tx
      .select({ id: contacts.id, fileId: contacts.fileId })
      .from(contacts)
      .where(and(inArray(contacts.id, contactIds), isNull(contacts.anonymisedAt)));
    await tx
      .update(contacts)
      .set({ ...person, message: '', commentAdmin: '', fileId: null, anonymisedAt: now })
      .where(inArray(contacts.id, before.map((r) => r.id).concat(-1)));
    fileIds.push(...before.map((r) => r.fileId));
    mark('contacts', before);
  }

  const files = fileIds.filter((id): id is string => Boolean(id));
  if (files.length > 0) await tx.delete(storedFiles).where(inArray(storedFiles.id, files));
  if (done.length > 0) {
    // What matching read from them goes too (docs/decisions/0063-matching.md).
    await forgetMatchData(tx, done);
    await scrubTraces(tx, done);
    await endOpenRecords(tx, done, now, by);
    // A person none of whose records holds personal data any more goes too (decision 0041).
    const anonymisedPeople = await anonymisePeopleOf(tx, done, now);
    // With the tags and ratings of the applications and of the person gone (decision 0054, addendum).
    await deletePersonalMarks(tx, {
      applicationIds: done.filter((r) => r.recordType === 'job-applications').map((r) => r.id),
      personIds: anonymisedPeople,
    });
  }
  return done.length;
}

/** Moves the records not yet in an ended state of their pipeline to the end an erasure gives them, with its history row. */
async function endOpenRecords(tx: Database, refs: RecordRef[], now: Date, by: string): Promise<void> {
  for (const type of Object.keys(RECORD_TABLES) as Pipeline[]) {
    const ids = refs.filter((r) => r.recordType === type).map((r) => r.id);
    if (ids.length === 0) continue;
    const table = RECORD_TABLES[type] as typeof contacts;
    const ended = [...endedStates(type)];
    const open = await tx
      .select({ id: table.id, process: table.process })
      .from(table)
      .where(and(inArray(table.id, ids), sql`${table.process} not in (${sql.join(ended, sql`, `)})`));
    if (open.length === 0) continue;
    const to = ERASED_END_STATE[type];
    await tx
      .update(table)
      .set({ process: to })
      .where(
        inArray(
          table.id,
          open.map((r) => r.id),
        ),
      );
    await tx.insert(stateHistory).values(
      open.map((r) => ({
        recordType: type,
        recordId: r.id,
        fromState: r.process,
        toState: to,
        comment: ERASED_COMMENT,
        changedBy: by,
        changedAt: now,
      })),
    );
  }
}

/** The history comments, mails, consent addresses and follow-ups that belong to these records. */
async function scrubTraces(tx: Database, refs: RecordRef[]): Promise<void> {
  const byType = (table: { recordType: typeof stateHistory.recordType; recordId: typeof stateHistory.recordId }) =>
    or(
      ...[...new Set(refs.map((r) => r.recordType))].map((type) =>
        and(
          eq(table.recordType, type),
          inArray(
            table.recordId,
            refs.filter((r) => r.recordType === type).map((r) => r.id),
          ),
        ),
      ),
    );
  await tx.update(stateHistory).set({ comment: '' }).where(byType(stateHistory));
  await tx
    .update(outboxMails)
    .set(scrubbedMail)
    .where(byType(outboxMails as unknown as typeof stateHistory));
  await tx
    .update(consentEvents)
    .set({ email: '' })
    .where(byType(consentEvents as unknown as typeof stateHistory));
  // Staff's reminders about the person (their notes are about them): gone with the record (decision 0052).
  await tx.delete(followUps).where(byType(followUps as unknown as typeof stateHistory));
}

/**
 * A mail of an anonymised record or an erased person: its words and data go, a mail not yet sent is cancelled
 * (failed, with the reason), and the address goes unless it is staff's (the internal notices keep theirs).
 */
export const scrubbedMail = {
  subject: '',
  data: {},
  state: sql`case when ${outboxMails.state} = 'queued' then 'failed' else ${outboxMails.state} end`,
  lastError: sql`case when ${outboxMails.state} = 'queued' then 'Cancelled: the person''s data was erased' else ${outboxMails.lastError} end`,
  recipient: sql`case when ${outboxMails.template} = 'internal-new-record' then ${outboxMails.recipient} else '' end`,
};
