import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Language } from '../../shared/constants.ts';
import type { MailTemplate } from '../../shared/schemas/outbox.ts';
import type { StateMail } from '../../shared/pipelines/descriptor.ts';
import { PIPELINE_DESCRIPTORS } from '../../shared/pipelines/index.ts';
import type { PipelineResource, ProcessChange } from '../../shared/schemas/pipeline.ts';
import type { Database } from '../db/client.ts';
import {
  jobApplications,
  outboxMails,
  profiles,
  spontaneousApplications,
  talentInterviews,
} from '../db/schema/index.ts';
import { enqueueMails } from './enqueue-mails.ts';
import type { MailService } from './mail-service.ts';

/** How a state's mail is written, by its template: what it says is read from the record (the descriptor picks it). */
type StateMailWriter = (
  tx: Database,
  mail: MailService,
  resource: PipelineResource,
  id: number,
  template: MailTemplate,
) => Promise<void>;

const invitation: StateMailWriter = (tx, mail, _resource, id, template) => enqueueInvitation(tx, mail, id, template);
const STATE_MAIL_WRITERS: Partial<Record<MailTemplate, StateMailWriter>> = {
  'application-rejected': (tx, mail, resource, id) => enqueueRejection(tx, mail, resource, id),
  'interview-confirmed': invitation,
  'interview-rescheduled': invitation,
  'interview-cancelled': invitation,
};
/** A booking's calendar mails: each is the next version (SEQUENCE) of one invitation. */
const INVITATIONS: MailTemplate[] = ['interview-confirmed', 'interview-rescheduled', 'interview-cancelled'];

/**
 * The mail a change of state causes, as the pipeline's descriptor says (`mails`, src/shared/pipelines/), written
 * in the change's transaction (after the record is updated): a rejection when an application goes to NO_GO and
 * staff ticked "tell the candidate"; the calendar invitation, its update or its cancellation when a booked
 * interview is confirmed, moved or cancelled.
 */
export async function enqueueProcessMails(
  tx: Database,
  mail: MailService,
  resource: PipelineResource,
  id: number,
  change: ProcessChange,
): Promise<void> {
  const sent = (PIPELINE_DESCRIPTORS[resource].mails as Partial<Record<string, StateMail>> | undefined)?.[
    change.process
  ];
  if (!sent || (sent.onlyIf && !change[sent.onlyIf])) return;
  const write = STATE_MAIL_WRITERS[sent.template];
  if (!write) throw new Error(`No state mail is written with the template ${sent.template}`);
  await write(tx, mail, resource, id, sent.template);
}

/**
 * The mails of the same change of state made to many records of one pipeline (the bulk actions): the rejections
 * read, counted and written in one go (one mail per record, in its person's language); any other state's mail
 * record by record, as `enqueueProcessMails` writes it.
 */
export async function enqueueProcessMailsOf(
  tx: Database,
  mail: MailService,
  resource: PipelineResource,
  ids: readonly number[],
  change: ProcessChange,
): Promise<void> {
  const sent = (PIPELINE_DESCRIPTORS[resource].mails as Partial<Record<string, StateMail>> | undefined)?.[
    change.process
  ];
  if (!sent || (sent.onlyIf && !change[sent.onlyIf]) || ids.length === 0) return;
  if (sent.template === 'application-rejected') return enqueueRejections(tx, mail, resource, ids);
  for (const id of ids) await enqueueProcessMails(tx, mail, resource, id, change);
}

const enqueueRejection = (tx: Database, mail: MailService, resource: PipelineResource, id: number) =>
  enqueueRejections(tx, mail, resource, [id]);

/** The rejection mail of each of these applications (two reads and one write, whatever their number). */
async function enqueueRejections(tx: Database, mail: MailService, resource: PipelineResource, ids: readonly number[]) {
  // Only an application has a candidate to tell.
  if (resource !== 'job-applications' && resource !== 'spontaneous-applications') return;
  const table = resource === 'job-applications' ? jobApplications : spontaneousApplications;
  const rows = await tx
    .select()
    .from(table)
    .where(inArray(table.id, [...ids]));
  const told = await countMailsOf(tx, resource, ids, ['application-rejected']);
  const byId = new Map(rows.map((row) => [row.id, row]));
  await enqueueMails(
    tx,
    mail,
    ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const jobTitle = 'jobTitle' in row ? row.jobTitle : row.post;
      // A record can be refused, reopened and refused again: each refusal told is its own mail.
      const n = told.get(id) ?? 0;
      return [
        {
          key: `${resource}:${id}:application-rejected:${n}`,
          template: 'application-rejected' as const,
          to: row.email,
          lang: row.lang as Language,
          data: {
            name: `${row.firstName} ${row.lastName}`,
            lastName: row.lastName,
            salutation: 'salutation' in row ? row.salutation : '',
            jobTitle,
          },
          recordType: resource,
          recordId: id,
        },
      ];
    }),
  );
}

async function enqueueInvitation(tx: Database, mail: MailService, id: number, template: MailTemplate) {
  const [row] = await tx.select().from(talentInterviews).where(eq(talentInterviews.id, id));
  const date = row?.rescheduledBookedDate ?? row?.bookedDate;
  const time = row?.rescheduledBookedTime ?? row?.bookedTime;
  // A talent request has no slot until one is booked: there is nothing to put in a calendar.
  if (!row || !date || !time) return;
  const sequence = await countMails(tx, 'talent-interviews', id, INVITATIONS);
  const name = `${row.firstName} ${row.lastName}`.trim();
  const consultant = await consultantOf(tx, row);
  await enqueueMails(tx, mail, [
    {
      key: `talent-interviews:${id}:${template}:${sequence}`,
      template,
      to: row.email,
      lang: row.lang as Language,
      data: {
        interviewId: id,
        sequence,
        date,
        time: time.slice(0, 5),
        talentName: consultant,
        consultant,
        client: row.client || name,
        name,
        lastName: row.lastName,
        email: row.email,
        cancelled: template === 'interview-cancelled',
      },
      recordType: 'talent-interviews',
      recordId: id,
    },
  ]);
}

/** Who the client meets: the booked profile's name as the site shows it, else its title, else what was asked. */
async function consultantOf(
  tx: Database,
  row: { profileId: number | null; talentName: string; jobTitle: string },
): Promise<string> {
  if (row.profileId) {
    const [profile] = await tx
      .select({
        first: profiles.displayedFirstName,
        last: profiles.displayedLastName,
        title: profiles.profileTitle,
      })
      .from(profiles)
      .where(eq(profiles.id, row.profileId));
    const shown = profile ? `${profile.first} ${profile.last}`.trim() || profile.title : '';
    if (shown) return shown;
  }
  return row.talentName || row.jobTitle;
}

async function countMails(tx: Database, recordType: string, id: number, templates: MailTemplate[]) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(outboxMails)
    .where(
      and(
        eq(outboxMails.recordType, recordType),
        eq(outboxMails.recordId, id),
        inArray(outboxMails.template, templates),
      ),
    );
  return row?.n ?? 0;
}

/** How many mails of these templates each record already has (records with none are left out). */
async function countMailsOf(tx: Database, recordType: string, ids: readonly number[], templates: MailTemplate[]) {
  const rows = await tx
    .select({ id: outboxMails.recordId, n: sql<number>`count(*)::int` })
    .from(outboxMails)
    .where(
      and(
        eq(outboxMails.recordType, recordType),
        inArray(outboxMails.recordId, [...ids]),
        inArray(outboxMails.template, templates),
      ),
    )
    .groupBy(outboxMails.recordId);
  return new Map(rows.map((r) => [Number(r.id), Number(r.n)]));
}
