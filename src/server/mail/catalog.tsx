import type { ReactElement } from 'react';
import type { Language } from '../../shared/constants.ts';
import type { MailTemplate } from '../../shared/schemas/outbox.ts';
import { FIRM_TIME_ZONE } from '../../shared/constants.ts';
import { dateFormat } from '../../shared/date-format.ts';
import {
  candidateInterviewIcs,
  interviewIcs,
  type CandidateInterviewInvite,
  type InterviewSlot,
} from './interview-ics.ts';
import { forReader } from './mail-dates.ts';
import { CustomerNotice, type MyDataText } from './templates/CustomerNotice.tsx';
import { FollowUpsDue, type DueFollowUp } from './templates/FollowUpsDue.tsx';
import { InternalNotice } from './templates/InternalNotice.tsx';
import { InterviewNotice } from './templates/InterviewNotice.tsx';
import { JobAlert, JobAlertConfirm, type AlertJob } from './templates/JobAlert.tsx';
import { PasswordReset } from './templates/PasswordReset.tsx';
import { WrittenMail } from './templates/WrittenMail.tsx';
import { fill, mailTexts, type MailTexts } from './texts.ts';

export type MailData = Record<string, unknown>;
export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

/**
 * A job alert's subject with its search filled in, cut where its count goes: joined with the count, it is the
 * subject. The alert run joins them in SQL (array_to_string), where it counts the jobs of each mail it writes.
 */
export function jobAlertSubjectParts(lang: Language, search: unknown): string[] {
  return mailTexts(lang)
    .jobAlert.subject.split('{{count}}')
    .map((part) => fill(part, { search }));
}

interface CatalogEntry {
  subject(lang: Language, data: MailData): string;
  element(lang: Language, data: MailData): ReactElement;
  attachments?(data: MailData, organizerEmail: string): MailAttachment[];
}

type NoticeSection = Exclude<
  keyof MailTexts,
  | 'greeting'
  | 'greetingNoName'
  | 'greetingBySalutation'
  | 'greetingNoNameBySalutation'
  | 'signoff'
  | 'team'
  | 'footer'
  | 'internal'
  | 'myData'
  | 'myDataOther'
  | 'followUps'
  | 'candidateInterviews'
  | 'jobAlertConfirm'
  | 'jobAlert'
  | 'jobAlertFrequency'
  | 'passwordReset'
>;

/**
 * A mail to a customer built from one section of the mail texts (subject, body, next). `myData` chooses the
 * sentence that goes with the "My data" link: only an application can be withdrawn there.
 */
const notice = (section: NoticeSection, myData: MyDataText = 'myDataOther'): CatalogEntry => ({
  subject: (lang, data) => fill(wordingOf(data)?.subject ?? mailTexts(lang)[section].subject, forReader(data, lang)),
  element: (lang, data) => (
    <CustomerNotice
      lang={lang}
      section={mailTexts(lang)[section]}
      values={forReader(data, lang)}
      myData={myData}
      bodyHtml={wordingOf(data)?.body}
    />
  ),
});

/**
 * The firm's wording of a notification, copied from its mail template into the mail's data when the mail is
 * written (src/server/mail/enqueue-mails.ts): the mail says what the template said then (docs/decisions/0056).
 */
export interface Wording {
  subject: string;
  body: string;
}
function wordingOf(data: MailData): Wording | undefined {
  const w = data.wording as Partial<Wording> | undefined;
  return w && typeof w.subject === 'string' && typeof w.body === 'string' ? (w as Wording) : undefined;
}

/**
 * An interview notice that carries the calendar invitation (or its cancellation), attached once: a text/calendar
 * part with its METHOD, which mail programs offer to add to the calendar (not nodemailer's icalEvent as well,
 * which adds a second copy as application/ics, shown as a second invitation).
 */
const invitation = (section: NoticeSection): CatalogEntry => ({
  ...notice(section),
  attachments: (data, organizerEmail) => {
    const cancelled = section === 'interviewCancelled';
    return [
      {
        filename: cancelled ? 'cancel.ics' : 'invite.ics',
        content: interviewIcs(data as unknown as InterviewSlot, organizerEmail),
        contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'REQUEST'}`,
      },
    ];
  },
});

/** Every mail of the product: its subject, its body (a react-email component) and its attachments. */
export const MAIL_CATALOG: Record<MailTemplate, CatalogEntry> = {
  'job-application-received': notice('jobApplication', 'myData'),
  'spontaneous-application-received': notice('spontaneousApplication', 'myData'),
  'talent-pool-joined': notice('talentPool', 'myData'),
  'application-rejected': notice('rejection'),
  'talent-request-received': notice('talentRequest'),
  'interview-request-received': notice('interviewRequest'),
  'interview-confirmed': invitation('interviewConfirmed'),
  'interview-rescheduled': invitation('interviewRescheduled'),
  'interview-cancelled': invitation('interviewCancelled'),
  'contact-received': notice('contact'),
  'my-data-link': notice('myDataLink'),
  'pool-consent-renewal': notice('poolRenewal'),
  'follow-ups-due': {
    subject: (lang, data) => fill(mailTexts(lang).followUps.subject, { count: data.count }),
    element: (lang, data) => (
      <FollowUpsDue
        lang={lang}
        summary={fill(mailTexts(lang).followUps.subject, { count: data.count })}
        items={Array.isArray(data.items) ? (data.items as DueFollowUp[]) : []}
        link={asText(data.link)}
      />
    ),
  },
  'password-reset': {
    subject: (lang) => mailTexts(lang).passwordReset.subject,
    element: (lang, data) => (
      <PasswordReset
        lang={lang}
        userName={asText(data.userName)}
        link={asText(data.link)}
        minutes={typeof data.minutes === 'number' ? data.minutes : 30}
      />
    ),
  },
  'candidate-interview-invitation': candidateInterview(false),
  'candidate-interview-cancelled': candidateInterview(true),
  'interview-slots-offered': {
    subject: (lang, data) => fill(mailTexts(lang).candidateInterviews.slots.subject, forReader(data, lang)),
    element: (lang, data) => {
      const words = mailTexts(lang).candidateInterviews.slots;
      const slots = Array.isArray(data.slots) ? data.slots.filter((s): s is string => typeof s === 'string') : [];
      return (
        <InterviewNotice
          lang={lang}
          audience="candidate"
          body={words.body}
          next={words.next}
          values={forReader(data, lang)}
          slots={slots.map((s) => slotLabel(s, lang))}
          action={{ label: words.choose, url: asText(data.link) }}
        />
      );
    },
  },
  'job-alert-confirm': {
    subject: (lang) => mailTexts(lang).jobAlertConfirm.subject,
    element: (lang, data) => (
      <JobAlertConfirm
        lang={lang}
        search={asText(data.search)}
        frequency={asText(data.frequency)}
        confirmLink={asText(data.confirmLink)}
        unsubscribeLink={typeof data.unsubscribeLink === 'string' ? data.unsubscribeLink : undefined}
      />
    ),
  },
  'job-alert': {
    subject: (lang, data) =>
      jobAlertSubjectParts(lang, data.search).join(
        // Written with its jobs' ids (rendered at send time, mail-data.ts); older mails carry the jobs themselves.
        String(Array.isArray(data.jobIds) ? data.jobIds.length : Array.isArray(data.jobs) ? data.jobs.length : 0),
      ),
    element: (lang, data) => (
      <JobAlert
        lang={lang}
        search={asText(data.search)}
        jobs={Array.isArray(data.jobs) ? (data.jobs as AlertJob[]) : []}
        more={typeof data.more === 'number' ? data.more : 0}
        searchLink={asText(data.searchLink)}
        manageLink={asText(data.manageLink)}
        unsubscribeLink={asText(data.unsubscribeLink)}
      />
    ),
  },
  // A mail staff wrote from a record (docs/decisions/0056): its subject and HTML filled and sanitised when written.
  written: {
    subject: (_lang, data) => asText(data.subject),
    element: (lang, data) => <WrittenMail lang={lang} html={asText(data.html)} preview={asText(data.preview)} />,
  },
  // A reply read from the replies' mailbox, to the staff member who wrote the mail it answers (docs/decisions/0057).
  'internal-reply-received': {
    subject: (lang, data) =>
      fill(mailTexts(lang).internal.replySubject, { name: asText(data.name), subject: asText(data.subject) }),
    element: (lang, data) => (
      <InternalNotice
        lang={lang}
        summary={fill(mailTexts(lang).internal.replySubject, {
          name: asText(data.name),
          subject: asText(data.subject),
        })}
        body={mailTexts(lang).internal.replyBody}
        name={asText(data.name)}
        email={asText(data.email)}
        link={asText(data.link)}
        hasCv={false}
      />
    ),
  },
  'internal-new-record': {
    subject: (lang, data) => internalSubject(lang, data),
    element: (lang, data) => (
      <InternalNotice
        lang={lang}
        summary={internalSubject(lang, data)}
        name={asText(data.name)}
        email={asText(data.email)}
        link={asText(data.link)}
        hasCv={data.hasCv === true}
      />
    ),
  },
};

/** The words of a candidate interview's mail: its change (new, moved, details, cancelled) to its audience. */
function interviewWords(lang: Language, data: MailData) {
  const words = mailTexts(lang).candidateInterviews;
  const change =
    (['invitation', 'moved', 'updated', 'cancelled'] as const).find((c) => c === data.change) ?? 'invitation';
  return data.audience === 'staff'
    ? { ...words.staff[change], next: words.staff.next, open: words.staff.open }
    : { ...words[change], open: '' };
}

/**
 * A candidate's interview (docs/decisions/0058): the mail to the candidate or to one attendee, with the calendar
 * invitation (REQUEST) or its cancellation (CANCEL) attached once, as text/calendar with its METHOD.
 */
function candidateInterview(cancelled: boolean): CatalogEntry {
  return {
    subject: (lang, data) => fill(interviewWords(lang, data).subject, forReader(data, lang)),
    element: (lang, data) => {
      const words = interviewWords(lang, data);
      const staff = data.audience === 'staff';
      return (
        <InterviewNotice
          lang={lang}
          audience={staff ? 'staff' : 'candidate'}
          body={words.body}
          next={words.next}
          values={forReader(data, lang)}
          action={staff && typeof data.link === 'string' ? { label: words.open, url: data.link } : undefined}
        />
      );
    },
    attachments: (data, organizerEmail) => [
      {
        filename: cancelled ? 'cancel.ics' : 'invite.ics',
        content: candidateInterviewIcs(data as unknown as CandidateInterviewInvite, organizerEmail),
        contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'REQUEST'}`,
      },
    ],
  };
}

const SLOT_FORMAT: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: FIRM_TIME_ZONE,
};

/** An offered time as its reader writes it, in the firm's time ("jeudi 10 décembre 2026 à 14:00"). */
export function slotLabel(iso: string, lang: Language): string {
  return dateFormat(`${lang}-BE`, SLOT_FORMAT).format(new Date(iso));
}

const asText = (value: unknown) => (typeof value === 'string' ? value : '');

function internalSubject(lang: Language, data: MailData): string {
  const subjects = mailTexts(lang).internal.subject as Record<string, string>;
  return fill(subjects[String(data.kind)] ?? subjects.contacts!, forReader(data, lang));
}
