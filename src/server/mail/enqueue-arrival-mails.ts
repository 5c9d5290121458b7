import type { Language } from '../../shared/constants.ts';
import type { PipelineResource } from '../../shared/schemas/pipeline.ts';
import { adminPath } from '../../shared/admin-screens.ts';
import { PIPELINE_DESCRIPTORS } from '../../shared/pipelines/index.ts';
import type { Database } from '../db/client.ts';
import { enqueueMails, type MailDraft } from './enqueue-mails.ts';
import { myDataUrl, newMyDataToken } from '../privacy/self-service-link.ts';
import { siteUrl } from './firm.ts';
import type { MailService } from './mail-service.ts';
import { staffRecipients } from './staff-recipients.ts';

/** What came in through the website: the kind decides the mail to the sender; talent requests are interviews. */
type ArrivalKind = Exclude<PipelineResource, 'talent-interviews'> | 'talent-requests' | 'talent-interviews';

interface Arrival {
  kind: ArrivalKind;
  recordId: number;
  lang: Language;
  name: string;
  email: string;
  jobTitle?: string;
  talentName?: string;
  date?: string | null;
  time?: string | null;
  /** The manager in charge (the job's or the profile's), when there is one. */
  managerId?: number | null;
  /** The manager's address when the caller already read it (saves a query in the request's transaction). */
  managerEmail?: string | null;
  /** The salutation the sender chose from the form's list (Mr, Ms, Mx), if the form asks for one. */
  salutation?: string;
  /** Whether the record holds a CV; by default as its pipeline says (the applications and the talent pool). */
  hasCv?: boolean;
}

/** The pipeline a record of the kind is stored in: a talent request is a talent interview (decision 0042). */
const resourceOf = (kind: ArrivalKind): PipelineResource => (kind === 'talent-requests' ? 'talent-interviews' : kind);

/**
 * The mails a new record causes, written in its transaction: to its sender (in the form's language) that it was
 * received, and to the staff in charge (each in their language) that it arrived, with a link to it. No mail
 * carries the CV.
 * The sender's address was never verified: their acknowledgement repeats nothing they typed (not their name, not
 * a title or a talent they wrote), only what the firm wrote (the job's title, the booked profile's name) and the
 * salutation they chose from a list, and it counts towards the address's hourly limit (docs/decisions/0036).
 */
export async function enqueueArrivalMails(tx: Database, mail: MailService, arrival: Arrival): Promise<void> {
  const recordType = resourceOf(arrival.kind);
  const pipeline = PIPELINE_DESCRIPTORS[recordType];
  const template = arrival.kind === 'talent-requests' ? pipeline.arrival.requestMail! : pipeline.arrival.mail;
  const base = { recordType, recordId: arrival.recordId };
  const links = mail.config.myDataLinks;
  const sender: MailDraft = {
    ...base,
    key: `${recordType}:${arrival.recordId}:${template}`,
    template,
    to: arrival.email,
    lang: arrival.lang,
    unsolicited: true,
    data: {
      // The job's title for an application to a job; a spontaneous application's or a profile's title is the
      // sender's own words.
      jobTitle: arrival.kind === 'job-applications' ? (arrival.jobTitle ?? '') : '',
      talentName: arrival.kind === 'talent-interviews' ? (arrival.talentName ?? '') : '',
      date: arrival.date ?? '',
      time: arrival.time ?? '',
      salutation: arrival.salutation ?? '',
      // The sender's personal "My data" link (docs/decisions/0031); staff's notice does not carry it.
      myDataLink: myDataUrl(newMyDataToken(links, arrival.email, mail.clock.now())),
      days: links.days,
    },
  };
  const link = `${siteUrl()}${adminPath(pipeline.screen, arrival.recordId)}`;
  const data = {
    name: arrival.name,
    email: arrival.email,
    jobTitle: arrival.jobTitle ?? '',
    talentName: arrival.talentName ?? '',
    date: arrival.date ?? '',
    time: arrival.time ?? '',
  };
  const hasCv = arrival.hasCv ?? pipeline.arrival.hasCv;
  const recipients = await staffRecipients(tx, arrival.managerId, arrival.managerEmail);
  const staff = recipients.map((to): MailDraft => ({
    ...base,
    key: `${recordType}:${arrival.recordId}:internal-new-record:${to.email.toLowerCase()}`,
    template: 'internal-new-record',
    to: to.email,
    // Each staff member reads their own language; the record itself says which language the sender used.
    lang: to.lang,
    data: { ...data, kind: arrival.kind, link, hasCv },
  }));
  await enqueueMails(tx, mail, [sender, ...staff]);
}
