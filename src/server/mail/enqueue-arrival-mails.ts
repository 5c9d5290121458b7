import type { Language } from '../../shared/constants.ts';
import type { PipelineResource } from '../../shared/schemas/pipeline.ts';
import type { MailTemplate } from '../../shared/schemas/outbox.ts';
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
  /** Whether the record holds a CV; by default the applications and the talent pool do. */
  hasCv?: boolean;
}

const SENDER_MAIL: Record<ArrivalKind, MailTemplate> = {
  'job-applications': 'job-application-received',
  'spontaneous-applications': 'spontaneous-application-received',
  profiles: 'talent-pool-joined',
  'talent-requests': 'talent-request-received',
  'talent-interviews': 'interview-request-received',
  contacts: 'contact-received',
};

const RECORD_TYPE: Record<ArrivalKind, PipelineResource> = {
  'job-applications': 'job-applications',
  'spontaneous-applications': 'spontaneous-applications',
  profiles: 'profiles',
  'talent-requests': 'talent-interviews',
  'talent-interviews': 'talent-interviews',
  contacts: 'contacts',
};

/** Where staff open the record in the back-office (the client's admin routes). */
const ADMIN_PATH: Record<PipelineResource, string> = {
  'job-applications': 'jobsApplications',
  'spontaneous-applications': 'spontanousApplications',
  'talent-interviews': 'talentsInterviews',
  contacts: 'contactsAdmin',
  profiles: 'crudProfile',
};

/** The kinds whose record carries a CV: their staff notice says where to read it. */
const WITH_CV: readonly ArrivalKind[] = ['job-applications', 'spontaneous-applications', 'profiles'];

/**
 * The mails a new record causes, written in its transaction: to its sender (in the form's language) that it was
 * received, and to the staff in charge (each in their language) that it arrived, with a link to it. No mail
 * carries the CV.
 * The sender's address was never verified: their acknowledgement repeats nothing they typed (not their name, not
 * a title or a talent they wrote), only what the firm wrote (the job's title, the booked profile's name) and the
 * salutation they chose from a list, and it counts towards the address's hourly limit (docs/decisions/0036).
 */
export async function enqueueArrivalMails(tx: Database, mail: MailService, arrival: Arrival): Promise<void> {
  const recordType = RECORD_TYPE[arrival.kind];
  const base = { recordType, recordId: arrival.recordId };
  const links = mail.config.myDataLinks;
  const sender: MailDraft = {
    ...base,
    key: `${recordType}:${arrival.recordId}:${SENDER_MAIL[arrival.kind]}`,
    template: SENDER_MAIL[arrival.kind],
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
  const link = `${siteUrl()}/${ADMIN_PATH[recordType]}/${arrival.recordId}`;
  const data = {
    name: arrival.name,
    email: arrival.email,
    jobTitle: arrival.jobTitle ?? '',
    talentName: arrival.talentName ?? '',
    date: arrival.date ?? '',
    time: arrival.time ?? '',
  };
  const hasCv = arrival.hasCv ?? WITH_CV.includes(arrival.kind);
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
