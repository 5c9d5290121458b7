import { DEFAULT_LANGUAGE, type Language } from '../../shared/constants.ts';
import type { PipelineResource } from '../../shared/schemas/pipeline.ts';
import type { MailTemplate } from '../../shared/schemas/outbox.ts';
import type { Database } from '../db/client.ts';
import { enqueueMails, type MailDraft } from './enqueue-mails.ts';
import { myDataUrl, newMyDataToken } from '../privacy/self-service-link.ts';
import { siteUrl } from './firm.ts';
import type { MailService } from './mail-service.ts';
import { staffRecipients } from './staff-recipients.ts';

/** What came in through the website: the kind decides the mail to the sender; talent requests are interviews. */
export type ArrivalKind = Exclude<PipelineResource, 'talent-interviews'> | 'talent-requests' | 'talent-interviews';

export interface Arrival {
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

/**
 * The mails a new record causes, written in its transaction: to its sender (in the form's language) that it was
 * received, and to the staff in charge that it arrived, with a link to it. No mail carries the CV.
 */
export async function enqueueArrivalMails(tx: Database, mail: MailService, arrival: Arrival): Promise<void> {
  const recordType = RECORD_TYPE[arrival.kind];
  const base = { recordType, recordId: arrival.recordId };
  const data = {
    name: arrival.name,
    email: arrival.email,
    jobTitle: arrival.jobTitle ?? '',
    talentName: arrival.talentName ?? '',
    date: arrival.date ?? '',
    time: arrival.time ?? '',
  };
  const links = mail.config.myDataLinks;
  const sender: MailDraft = {
    ...base,
    key: `${recordType}:${arrival.recordId}:${SENDER_MAIL[arrival.kind]}`,
    template: SENDER_MAIL[arrival.kind],
    to: arrival.email,
    lang: arrival.lang,
    // The sender's personal "My data" link (docs/decisions/0031); staff's notice does not carry it.
    data: { ...data, myDataLink: myDataUrl(newMyDataToken(links, arrival.email, new Date())), days: links.days },
  };
  const link = `${siteUrl()}/${ADMIN_PATH[recordType]}/${arrival.recordId}`;
  const recipients = arrival.managerEmail ? [arrival.managerEmail] : await staffRecipients(tx, arrival.managerId);
  const staff = recipients.map((to): MailDraft => ({
    ...base,
    key: `${recordType}:${arrival.recordId}:internal-new-record:${to.toLowerCase()}`,
    template: 'internal-new-record',
    to,
    // Staff read the firm's working language; the record itself says which language the sender used.
    lang: DEFAULT_LANGUAGE,
    data: { ...data, kind: arrival.kind, link },
  }));
  await enqueueMails(tx, mail, [sender, ...staff]);
}
