import { randomUUID } from 'node:crypto';
import { and, asc, eq, gte } from 'drizzle-orm';
import { FIRM_TIME_ZONE, LANGUAGES, type Language } from '../../shared/constants.ts';
import { dateFormat } from '../../shared/date-format.ts';
import { unknownPlaceholders, type PersonMailInput } from '../../shared/schemas/mail-template.ts';
import type { Database } from '../db/client.ts';
import {
  companies,
  contacts,
  interviews,
  jobApplications,
  jobs,
  managers,
  outboxMails,
  people,
  spontaneousApplications,
  talentInterviews,
} from '../db/schema/index.ts';
import { badRequest, conflict, HttpError, notFound } from '../errors.ts';
import { isSuppressed } from '../privacy/suppression.ts';
import { enqueueMails } from './enqueue-mails.ts';
import { firmDetails } from './firm.ts';
import { mailDay } from './mail-dates.ts';
import type { MailService } from './mail-service.ts';
import { findMailTemplate } from './mail-templates.ts';
import { renderMail } from './render-mail.ts';
import { fillHtml, htmlToText, sanitizeMailHtml } from './template-html.ts';
import { fill } from './texts.ts';
import { systemClock } from '../time/clock.ts';

type Person = typeof people.$inferSelect;
type Values = Record<string, string>;

/**
 * When the person's next interview is, written for the reader ('' when there is none): for a client's booking, its
 * booked slot; for a job application, its next scheduled interview (src/server/interviews); for any other record or
 * none, the person's next scheduled interview over all their job applications. Past and cancelled ones do not count.
 */
export async function nextInterviewDate(
  db: Database,
  personId: number,
  record: { recordType: string; recordId: number } | undefined,
  lang: Language,
  now: Date = systemClock.now(),
): Promise<string> {
  if (record?.recordType === 'talent-interviews') {
    const [row] = await db.select().from(talentInterviews).where(eq(talentInterviews.id, record.recordId));
    const date = row?.rescheduledBookedDate ?? row?.bookedDate;
    const time = row?.rescheduledBookedTime ?? row?.bookedTime;
    if (!date) return '';
    const day = mailDay(new Date(`${date}T12:00:00Z`), lang);
    return time ? `${day} ${time.slice(0, 5)}` : day;
  }
  const [next] = await db
    .select({ startsAt: interviews.startsAt })
    .from(interviews)
    .innerJoin(jobApplications, eq(jobApplications.id, interviews.jobApplicationId))
    .where(
      and(
        record?.recordType === 'job-applications'
          ? eq(interviews.jobApplicationId, record.recordId)
          : eq(jobApplications.personId, personId),
        eq(interviews.status, 'SCHEDULED'),
        gte(interviews.startsAt, now),
      ),
    )
    .orderBy(asc(interviews.startsAt))
    .limit(1);
  if (!next) return '';
  const time = dateFormat(`${lang}-BE`, {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: FIRM_TIME_ZONE,
  });
  return `${mailDay(next.startsAt, lang)} ${time.format(next.startsAt)}`;
}

async function managerName(db: Database, managerId: number | null | undefined): Promise<string> {
  if (!managerId) return '';
  const [m] = await db.select().from(managers).where(eq(managers.id, managerId));
  return m ? `${m.firstName} ${m.lastName}`.trim() : '';
}

async function companyName(db: Database, companyId: number | null | undefined): Promise<string> {
  if (!companyId) return '';
  const [c] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return c?.name ?? '';
}

const notTheirs = (recordType: string, recordId: number) =>
  badRequest(`The ${recordType} ${recordId} is not one of this person's records`, { recordId: 'validation.invalid' });

/**
 * The values of the placeholders (src/shared/schemas/mail-template.ts) for a mail to `person`, from the person and,
 * when given, one of their records (an application, a booking, a message, their company). 400 when the record is
 * not the person's.
 */
export async function placeholderValues(
  db: Database,
  person: Person,
  record: { recordType: string; recordId: number } | undefined,
  lang: Language,
  now: Date = systemClock.now(),
): Promise<Values> {
  const firm = firmDetails();
  const values: Values = {
    firstName: person.firstName,
    lastName: person.lastName,
    name: `${person.firstName} ${person.lastName}`.trim(),
    email: person.email,
    firm: firm.firmName,
    phone: firm.phones[0] ?? '',
    companyName: await companyName(db, person.companyId),
    jobTitle: '',
    managerName: '',
    interviewDate: '',
  };
  if (!record) {
    values.interviewDate = await nextInterviewDate(db, person.id, undefined, lang, now);
    return values;
  }
  const { recordType, recordId } = record;
  if (recordType === 'job-applications') {
    const [row] = await db.select().from(jobApplications).where(eq(jobApplications.id, recordId));
    if (row?.personId !== person.id) throw notTheirs(recordType, recordId);
    values.jobTitle = row.jobTitle;
    if (row.jobId) {
      const [job] = await db.select({ managerId: jobs.managerId }).from(jobs).where(eq(jobs.id, row.jobId));
      values.managerName = await managerName(db, job?.managerId);
    }
  } else if (recordType === 'spontaneous-applications') {
    const [row] = await db.select().from(spontaneousApplications).where(eq(spontaneousApplications.id, recordId));
    if (row?.personId !== person.id) throw notTheirs(recordType, recordId);
    values.jobTitle = row.post;
  } else if (recordType === 'talent-interviews') {
    const [row] = await db.select().from(talentInterviews).where(eq(talentInterviews.id, recordId));
    if (row?.personId !== person.id) throw notTheirs(recordType, recordId);
    values.jobTitle = row.jobTitle;
    if (row.companyId) {
      const [c] = await db.select().from(companies).where(eq(companies.id, row.companyId));
      values.companyName = c?.name ?? values.companyName ?? '';
      values.managerName = await managerName(db, c?.managerId);
    }
  } else if (recordType === 'contacts') {
    const [row] = await db.select().from(contacts).where(eq(contacts.id, recordId));
    if (row?.personId !== person.id) throw notTheirs(recordType, recordId);
    values.jobTitle = row.post;
  } else if (recordType === 'companies') {
    if (person.companyId !== recordId) throw notTheirs(recordType, recordId);
    const [c] = await db.select().from(companies).where(eq(companies.id, recordId));
    values.companyName = c?.name ?? '';
    values.managerName = await managerName(db, c?.managerId);
  }
  values.interviewDate = await nextInterviewDate(db, person.id, record, lang, now);
  return values;
}

/** The person a mail may be written to, or a 4xx saying why not: erased, no address, or a suppressed address. */
async function writablePerson(db: Database, id: number): Promise<Person & { email: string }> {
  const [person] = await db.select().from(people).where(eq(people.id, id));
  if (!person || person.mergedInto !== null) throw notFound(`No person ${id}`);
  if (person.anonymisedAt) throw new HttpError(409, 'This person was erased: no mail can be written to them');
  if (!person.email) throw badRequest('This person has no e-mail address', { email: 'validation.required' });
  if (await isSuppressed(db, person.email))
    throw new HttpError(409, 'This address is on the suppression list (an erased person): no mail is sent to it');
  return person;
}

export interface ComposedMail {
  language: Language;
  subject: string;
  /** The body's HTML with the placeholders filled, before the firm's frame. */
  bodyHtml: string;
  /** The whole mail as it will arrive. */
  html: string;
  text: string;
}

/** The mail as it will arrive: the template (or the free text) in the language chosen, placeholders filled. */
export async function composePersonMail(
  db: Database,
  personId: number,
  input: PersonMailInput,
  now: Date = systemClock.now(),
): Promise<ComposedMail> {
  const person = await writablePerson(db, personId);
  const language: Language =
    input.language ?? ((LANGUAGES as readonly string[]).includes(person.lang) ? (person.lang as Language) : 'en');
  let subject: string;
  let body: string;
  if (input.templateId !== undefined) {
    const template = await findMailTemplate(db, input.templateId).catch(() => {
      throw badRequest(`No mail template ${input.templateId}`, { templateId: 'validation.invalid' });
    });
    subject = input.subject ?? template.subject[language] ?? '';
    body = input.body !== undefined ? sanitizeMailHtml(input.body) : (template.body[language] ?? '');
    if (!subject.trim() || !body.trim())
      throw badRequest(`The template "${template.name}" has no ${language} version`, {
        language: 'validation.missingTranslation',
      });
  } else {
    subject = input.subject!;
    body = sanitizeMailHtml(input.body!);
  }
  const unknown = [...unknownPlaceholders(subject), ...unknownPlaceholders(body)];
  if (unknown.length)
    throw badRequest(`Unknown placeholder ${unknown.map((n) => `{{${n}}}`).join(', ')}`, {
      [unknownPlaceholders(subject).length ? 'subject' : 'body']: 'validation.unknownPlaceholder',
    });
  const record =
    input.recordType && input.recordId ? { recordType: input.recordType, recordId: input.recordId } : undefined;
  const values = await placeholderValues(db, person, record, language, now);
  const filledSubject = fill(subject, values);
  const bodyHtml = fillHtml(body, values);
  const preview = (await htmlToText(bodyHtml)).slice(0, 200);
  const rendered = await renderMail(
    { template: 'written', lang: language, data: { subject: filledSubject, html: bodyHtml, preview } },
    firmDetails().email,
  );
  return { language, subject: filledSubject, bodyHtml, html: rendered.html, text: rendered.text };
}

/**
 * Writes a mail from a person's record to the outbox (the same outbox and queue as the notifications: sent once,
 * retried through SMTP outages), with who wrote it, for the person's time line. Answers the outbox row's id.
 */
export async function writePersonMail(
  db: Database,
  mail: MailService,
  personId: number,
  input: PersonMailInput,
  by: string | null,
): Promise<{ outboxId: number }> {
  const composed = await composePersonMail(db, personId, input, mail.clock.now());
  const [person] = await db.select({ email: people.email }).from(people).where(eq(people.id, personId));
  const key = `people:${personId}:written:${randomUUID()}`;
  await db.transaction(async (tx) => {
    await enqueueMails(tx, mail, [
      {
        key,
        template: 'written',
        to: person!.email,
        lang: composed.language,
        data: {
          subject: composed.subject,
          html: composed.bodyHtml,
          preview: (await htmlToText(composed.bodyHtml)).slice(0, 200),
          text: composed.text,
          templateId: input.templateId ?? null,
        },
        recordType: input.recordType ?? 'people',
        recordId: input.recordId ?? personId,
        personId,
        sentBy: by ?? undefined,
      },
    ]);
  });
  const [row] = await db.select({ id: outboxMails.id }).from(outboxMails).where(eq(outboxMails.idempotencyKey, key));
  if (!row) throw conflict('The mail was not written: the address is on the suppression list');
  return { outboxId: row.id };
}
