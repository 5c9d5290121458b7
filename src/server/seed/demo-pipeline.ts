import { contacts, jobApplications, spontaneousApplications, talentInterviews } from '../db/schema/index.ts';
import { DEMO_JOB_APPLICATIONS, DEMO_SPONTANEOUS_APPLICATIONS } from './demo-applications.ts';
import { DEMO_CONTACTS } from './demo-contacts.ts';
import { insertCv, insertPdf, personEmail } from './demo-files.ts';
import { currentState, insertHistory } from './demo-history.ts';
import { DEMO_INTERVIEWS, type DemoInterview } from './demo-interviews.ts';
import type { DemoCalendar } from './demo-time.ts';
import type { DemoTx } from './demo-types.ts';
import { linkPerson } from '../people/link-person.ts';
import { linkCompany } from '../companies/link-company.ts';

/** The ids the pipeline records point to. */
interface PipelineTargets {
  /** Ids of the open jobs, by title. */
  openJobIds: Map<string, number>;
  /** Ids of the profiles, by "First Last". */
  profileIds: Map<string, number>;
  /** The dates of the demo, relative to the day it is seeded. */
  calendar: DemoCalendar;
}

function idOf(ids: Map<string, number>, key: string, what: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Demo seed: no ${what} "${key}"`);
  return id;
}

async function insertJobApplications(tx: DemoTx, { openJobIds, calendar }: PipelineTargets): Promise<void> {
  for (const [i, a] of DEMO_JOB_APPLICATIONS.entries()) {
    const createdAt = calendar.daysBefore(a.daysAgo, 8 + (i % 10), 15);
    const email = personEmail(a.firstName, a.lastName);
    const fileId = await insertCv(tx, { ...a, email, title: a.jobTitle }, createdAt);
    const personId = await linkPerson(tx, { ...a, email }, { source: 'form', at: createdAt });
    const [row] = await tx
      .insert(jobApplications)
      .values({
        personId,
        jobId: idOf(openJobIds, a.jobTitle, 'open job'),
        jobTitle: a.jobTitle,
        firstName: a.firstName,
        lastName: a.lastName,
        email,
        phone: a.phone,
        message: a.message,
        fileId,
        lang: a.lang,
        process: currentState('job-applications', a.journey),
        noGoComment: a.noGoComment ?? '',
        notes: a.notes ?? '',
        creationDate: createdAt,
      })
      .returning({ id: jobApplications.id });
    if (!row) throw new Error('Demo seed: job application not stored');
    const journey = { ...a.journey, comments: a.journey.comments ?? withNoGo(a.journey.steps, a.noGoComment) };
    await insertHistory(tx, 'job-applications', {
      recordId: row.id,
      createdAt,
      journey: journey,
      until: calendar.reference,
    });
  }
}

/** The comments of a journey whose only remarkable move is to NO_GO, with the reason given for it. */
function withNoGo(steps: readonly string[], noGoComment: string | undefined): (string | undefined)[] {
  return steps.map((step) => (step === 'NO_GO' ? noGoComment : undefined));
}

async function insertSpontaneousApplications(tx: DemoTx, calendar: DemoCalendar): Promise<void> {
  for (const [i, a] of DEMO_SPONTANEOUS_APPLICATIONS.entries()) {
    const createdAt = calendar.daysBefore(a.daysAgo, 9 + (i % 8), 40);
    const email = personEmail(a.firstName, a.lastName);
    const cvFileId = await insertCv(tx, { ...a, email, title: a.post }, createdAt);
    const personId = await linkPerson(tx, { ...a, email }, { source: 'form', at: createdAt });
    const [row] = await tx
      .insert(spontaneousApplications)
      .values({
        personId,
        salutation: a.salutation,
        firstName: a.firstName,
        lastName: a.lastName,
        email,
        phone: a.phone,
        post: a.post,
        availability: a.availability,
        cvFileId,
        lang: a.lang,
        process: currentState('spontaneous-applications', a.journey),
        noGoComment: a.noGoComment ?? '',
        creationDate: createdAt,
      })
      .returning({ id: spontaneousApplications.id });
    if (!row) throw new Error('Demo seed: spontaneous application not stored');
    const journey = { ...a.journey, comments: a.journey.comments ?? withNoGo(a.journey.steps, a.noGoComment) };
    await insertHistory(tx, 'spontaneous-applications', {
      recordId: row.id,
      createdAt,
      journey: journey,
      until: calendar.reference,
    });
  }
}

function interviewRow(interview: DemoInterview, { profileIds, calendar }: PipelineTargets, createdAt: Date) {
  const common = {
    kind: interview.kind,
    process: currentState('talent-interviews', interview.journey),
    creationDate: createdAt,
  };
  if (interview.kind === 'TALENT_REQUEST') {
    const { talentName, skills, contractType, email } = interview;
    return { ...common, comment: interview.comment, talentName, skills, contractType, email };
  }
  return {
    ...common,
    profileId: idOf(profileIds, interview.profile, 'profile'),
    firstName: interview.firstName,
    lastName: interview.lastName,
    email: interview.email,
    phone: interview.phone,
    // What the client wrote when booking (issue 26: apart from the staff's comment).
    clientMessage: interview.comment,
    client: interview.client,
    jobTitle: interview.jobTitle,
    bookedDate: calendar.dayFromReference(interview.bookedInDays),
    bookedTime: interview.bookedTime,
    rescheduledBookedDate: interview.rescheduled ? calendar.dayFromReference(interview.rescheduled.inDays) : null,
    rescheduledBookedTime: interview.rescheduled?.time ?? null,
    feedbackConsultant: interview.feedbackConsultant ?? '',
    feedbackClient: interview.feedbackClient ?? '',
    interviewResume: interview.interviewResume ?? '',
  };
}

async function insertTalentInterviews(tx: DemoTx, targets: PipelineTargets): Promise<void> {
  const { calendar } = targets;
  for (const [i, interview] of DEMO_INTERVIEWS.entries()) {
    const createdAt = calendar.daysBefore(interview.daysAgo, 10 + (i % 6), 5);
    const values = interviewRow(interview, targets, createdAt);
    const personId = await linkPerson(tx, values, { source: 'form', at: createdAt });
    // The booking's company, found or made as the form does it (decision 0044).
    const name = 'client' in values ? values.client : '';
    const companyId = await linkCompany(tx, { name, lang: 'en', personId, at: createdAt });
    const [row] = await tx
      .insert(talentInterviews)
      .values({ ...values, personId, companyId })
      .returning({ id: talentInterviews.id });
    if (!row) throw new Error('Demo seed: talent interview not stored');
    await insertHistory(tx, 'talent-interviews', {
      recordId: row.id,
      createdAt,
      journey: interview.journey,
      until: calendar.reference,
    });
  }
}

async function insertContacts(tx: DemoTx, calendar: DemoCalendar): Promise<void> {
  for (const [i, c] of DEMO_CONTACTS.entries()) {
    const createdAt = calendar.daysBefore(c.daysAgo, 13 + (i % 5), 20);
    const fileId = c.attachment ? await insertPdf(tx, c.attachment.fileName, c.attachment.lines, createdAt) : null;
    const personId = await linkPerson(tx, c, { source: 'form', at: createdAt });
    const [row] = await tx
      .insert(contacts)
      .values({
        personId,
        firstName: c.firstName,
        lastName: c.lastName,
        email: c.email,
        phone: c.phone,
        message: c.message,
        post: c.post ?? '',
        fileId,
        process: currentState('contacts', c.journey),
        commentAdmin: c.commentAdmin ?? '',
        creationDate: createdAt,
      })
      .returning({ id: contacts.id });
    if (!row) throw new Error('Demo seed: contact not stored');
    await insertHistory(tx, 'contacts', {
      recordId: row.id,
      createdAt,
      journey: c.journey,
      until: calendar.reference,
    });
  }
}

/** Inserts the applications, interviews and contacts, each with its files and state history. */
export async function insertPipeline(tx: DemoTx, targets: PipelineTargets): Promise<void> {
  await insertJobApplications(tx, targets);
  await insertSpontaneousApplications(tx, targets.calendar);
  await insertTalentInterviews(tx, targets);
  await insertContacts(tx, targets.calendar);
}
