import { randomInt, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import { storeInboundMail } from '../../src/server/mail/inbound/inbound-mail.ts';
import { firmDay, firmInstant } from '../../src/shared/firm-time.ts';
import type { App } from '../../src/server/app.ts';
import {
  companies,
  contacts,
  inboundMails,
  interviews,
  jobApplications,
  jobs,
  managers,
  people,
  profiles,
  services,
  spontaneousApplications,
  talentInterviews,
  users,
} from '../../src/server/db/schema/index.ts';
import { linkPerson, type PersonFields, type PersonSource } from '../../src/server/people/link-person.ts';
import { createService as addService } from '../../src/server/admin/services/create-service.ts';
import { createManager as addManager } from '../../src/server/admin/managers/create-manager.ts';
import { createUser as addUser } from '../../src/server/admin/users/create-user.ts';
import { changeProcess } from '../../src/server/admin/change-process.ts';
import { createInterview as addInterview, lockApplication } from '../../src/server/interviews/interviews.ts';
import { createFollowUp as addFollowUp } from '../../src/server/follow-ups/follow-ups.ts';
import { createTag as addTag } from '../../src/server/tags/tags.ts';
import { followUpInput, type FollowUpInput } from '../../src/shared/schemas/follow-up.ts';
import { tagInput, type TagInput } from '../../src/shared/schemas/tags.ts';
import { applyToJob } from '../../src/server/public/apply-to-job.ts';
import { sendSpontaneousApplication } from '../../src/server/public/send-spontaneous-application.ts';
import { joinTalentPool } from '../../src/server/public/join-talent-pool.ts';
import { bookInterview } from '../../src/server/public/book-interview.ts';
import { requestTalent } from '../../src/server/public/request-talent.ts';
import { sendContact } from '../../src/server/public/send-contact.ts';
import type { Upload } from '../../src/server/files/validate-parts.ts';
import { makeDemoPdf } from '../../src/server/seed/demo-pdf.ts';
import type { Language } from '../../src/shared/constants.ts';
import { serviceInput, type ServiceInput } from '../../src/shared/schemas/service.ts';
import { managerInput, type ManagerInput } from '../../src/shared/schemas/manager.ts';
import { userInput, type UserInput } from '../../src/shared/schemas/user.ts';
import {
  jobApplicationForm,
  spontaneousApplicationForm,
  type JobApplicationForm,
  type SpontaneousApplicationForm,
} from '../../src/shared/schemas/application.ts';
import { profileForm, type ProfileForm } from '../../src/shared/schemas/profile.ts';
import {
  interviewBooking,
  talentRequest,
  type InterviewBooking,
  type TalentRequest,
} from '../../src/shared/schemas/interview.ts';
import { contactForm, type ContactForm } from '../../src/shared/schemas/contact.ts';
import type { PipelineResource, ProcessChangeInput } from '../../src/shared/schemas/pipeline.ts';
import { processChange } from '../../src/shared/schemas/pipeline.ts';
import type { TestApp } from './test-app.ts';

/*
 * Test data of the test's own (issue 27 item 6): one factory per record kind, each writing through the domain
 * function the product uses (so the person, the first history row, the consents and the arrival mails are made as
 * the product makes them), each taking overrides and answering the row as stored. A test asserts on what it made
 * rather than on the demo seed's content or counts, which change with the seed and, for open jobs, with the date.
 * Keep one section per record kind, in the order below, so that additions merge.
 *
 * Each row carries a fresh `marker` word in its texts (and its e-mail), which a keyword search finds in these rows
 * only.
 */

/** What the factories need of an app: a TestApp's `app`, or the App itself. */
type FactoryApp = Pick<App, 'db' | 'mail' | 'clock' | 'retention'>;

export const newMarker = () => `zq${randomUUID().replace(/-/g, '').slice(0, 10)}`;

const DAY_MS = 86_400_000;

/** The firm's day `days` days from the app's now (negative: before it), as a yyyy-mm-dd deadline. */
export function firmDayFromNow(app: Pick<App, 'clock'>, days: number): string {
  return firmDay(new Date(app.clock.now().getTime() + days * DAY_MS));
}

type JobRow = typeof jobs.$inferInsert;

/** A job, open unless `overrides` say otherwise, with `marker` in its three descriptions. */
export async function createJob(app: Pick<App, 'db'>, marker: string, overrides: Partial<JobRow> = {}) {
  const [row] = await app.db
    .insert(jobs)
    .values({
      jobRef: `T-${marker}`,
      title: `Test job ${marker}`,
      descriptionEn: `A test job (${marker}) for the suite.`,
      descriptionFr: `Un emploi de test (${marker}) pour la suite.`,
      descriptionsNl: `Een testvacature (${marker}) voor de suite.`,
      region: 'Brussels',
      type: 'CDI',
      industry: 'IT',
      employmentType: 'FULL_TIME',
      workPlaceType: 'HYBRID',
      seniorityLevel: 'SENIOR',
      experience: '5-10',
      ...overrides,
    })
    .returning();
  return row!;
}

type ProfileRow = typeof profiles.$inferInsert;

/**
 * The person of a record a test writes itself, made or found by e-mail as the app does (decision 0041); `source`
 * `staff` for what staff would have typed.
 */
export function personOf(
  db: Pick<App['db'], 'execute'>,
  fields: PersonFields,
  source: PersonSource = 'form',
): Promise<number> {
  return linkPerson(db, fields, { source, at: new Date() });
}

/** A published (HIRED) profile with `marker` in its descriptions, and its person. */
export async function createProfile(
  app: Pick<App, 'db'>,
  marker: string,
  overrides: Partial<Omit<ProfileRow, 'personId'>> = {},
) {
  const values = {
    firstName: 'Test',
    lastName: marker,
    displayedFirstName: 'Test',
    displayedLastName: 'T.',
    email: `${marker}@example.com`,
    profileTitle: `Consultant ${marker}`,
    descriptionEn: `A consultant (${marker}).`,
    descriptionFr: `Un consultant (${marker}).`,
    descriptionNl: `Een consultant (${marker}).`,
    process: 'HIRED',
    display: true,
    ...overrides,
  };
  const personId = await personOf(app.db, values, 'staff');
  const [row] = await app.db
    .insert(profiles)
    .values({ ...values, personId })
    .returning();
  return row!;
}

// ---------------------------------------------------------------------------------------------------------------
// Files

/** A CV as the public forms receive it: a small valid PDF whose text names `marker`. */
export function cvUpload(marker = newMarker(), fileName = `cv-${marker}.pdf`): Upload {
  return { fileName, mimeType: 'application/pdf', data: makeDemoPdf(`Curriculum vitae ${marker}`) };
}

/** The one row a select by id found. */
function one<T>(rows: T[], id: number): T {
  if (!rows[0]) throw new Error(`no row ${id}`);
  return rows[0];
}

// ---------------------------------------------------------------------------------------------------------------
// Services

/** A service of the firm (as staff add it), with `marker` in its title. */
export async function createService(app: Pick<App, 'db'>, overrides: Partial<ServiceInput> = {}) {
  const marker = newMarker();
  const created = await addService(
    app.db,
    serviceInput.parse({ title: `Service ${marker}`, description: `A service (${marker}).`, ...overrides }),
  );
  return one(await app.db.select().from(services).where(eq(services.id, created.id)), created.id);
}

// ---------------------------------------------------------------------------------------------------------------
// Managers

/** A manager (a person in charge of jobs and profiles), with a unique e-mail. */
export async function createManager(app: Pick<App, 'db'>, overrides: Partial<ManagerInput> = {}) {
  const marker = newMarker();
  const created = await addManager(
    app.db,
    managerInput.parse({
      firstName: 'Manager',
      lastName: marker,
      email: `${marker}@manager.example.com`,
      ...overrides,
    }),
  );
  return one(await app.db.select().from(managers).where(eq(managers.id, created.id)), created.id);
}

// ---------------------------------------------------------------------------------------------------------------
// Users (staff accounts)

/** The password the factory gives users unless told otherwise: long enough for the password rule. */
export const TEST_PASSWORD = 'factory-password-1-long';

/**
 * A staff account (MANAGER unless `role` says ADMIN), hashed as the product hashes it. Answers the row and the
 * clear password, for `signIn`.
 */
export async function createUser(app: Pick<App, 'db'>, overrides: Partial<UserInput> = {}) {
  const input = userInput.parse({
    userName: `user.${newMarker()}`,
    password: TEST_PASSWORD,
    role: 'MANAGER',
    ...overrides,
  });
  const created = await addUser(app.db, input);
  const row = one(await app.db.select().from(users).where(eq(users.id, created.id)), created.id);
  return { ...row, password: input.password };
}

/** Logs `user` in through the API (POST /api/token) and answers the token. */
export function signIn(t: Pick<TestApp, 'login'>, user: { userName: string; password: string }): Promise<string> {
  return t.login(user.userName, user.password);
}

/** A new staff account of `role`, logged in: its row and token. */
export async function signedInUser(t: TestApp, overrides: Partial<UserInput> = {}) {
  const user = await createUser(t.app, overrides);
  return { user, token: await signIn(t, user) };
}

// ---------------------------------------------------------------------------------------------------------------
// People

/** A person as staff type one in (found by e-mail if it exists), and the row as stored. */
export async function createPerson(app: Pick<App, 'db'>, overrides: Partial<PersonFields> = {}) {
  const marker = newMarker();
  const id = await personOf(
    app.db,
    { email: `${marker}@example.com`, firstName: 'Person', lastName: marker, lang: 'en', ...overrides },
    'staff',
  );
  const [row] = await app.db.select().from(people).where(eq(people.id, id));
  return row!;
}

// ---------------------------------------------------------------------------------------------------------------
// The five pipelines' records, as the public forms write them (person, CV, first history row, consents, mails)

interface FormOptions {
  lang?: Language;
  /** When the form was sent: the app's now by default. */
  at?: Date;
}

/** A visitor's application to `jobId` (a new open job when none is given), with a PDF CV. */
export async function createJobApplication(
  app: FactoryApp,
  overrides: Partial<JobApplicationForm> & { jobId?: number; cv?: Upload } & FormOptions = {},
) {
  const { jobId: givenJobId, cv, lang = 'en', at = app.clock.now(), ...fields } = overrides;
  const marker = newMarker();
  const jobId = givenJobId ?? (await createJob(app, marker)).id;
  const { id } = await applyToJob(app.db, app.mail, {
    jobId,
    form: jobApplicationForm.parse({
      firstName: 'Applicant',
      lastName: marker,
      email: `${marker}@example.com`,
      phone: '+32 470 12 34 56',
      message: `An application (${marker}).`,
      ...fields,
    }),
    cv: cv ?? cvUpload(marker),
    lang,
    at,
    poolMonths: app.retention.poolMonths,
  });
  return one(await app.db.select().from(jobApplications).where(eq(jobApplications.id, id)), id);
}

/** A spontaneous application, with a PDF CV. */
export async function createSpontaneousApplication(
  app: FactoryApp,
  overrides: Partial<SpontaneousApplicationForm> & { cv?: Upload } & FormOptions = {},
) {
  const { cv, lang = 'en', at = app.clock.now(), ...fields } = overrides;
  const marker = newMarker();
  const { id } = await sendSpontaneousApplication(app.db, app.mail, {
    form: spontaneousApplicationForm.parse({
      firstName: 'Spontaneous',
      lastName: marker,
      email: `${marker}@example.com`,
      phone: '+32 470 12 34 57',
      availability: 'Immediately',
      post: `Developer ${marker}`,
      ...fields,
    }),
    cv: cv ?? cvUpload(marker),
    lang,
    at,
    poolMonths: app.retention.poolMonths,
  });
  return one(await app.db.select().from(spontaneousApplications).where(eq(spontaneousApplications.id, id)), id);
}

/** A visitor's talent-pool join (a profile in its first state, not published), with a PDF CV. */
export async function createTalentPoolJoin(
  app: FactoryApp,
  overrides: Partial<ProfileForm> & { cv?: Upload } & FormOptions = {},
) {
  const { cv, lang = 'en', at = app.clock.now(), ...fields } = overrides;
  const marker = newMarker();
  const { id } = await joinTalentPool(app.db, app.mail, {
    form: profileForm.parse({
      firstName: 'Talent',
      lastName: marker,
      email: `${marker}@example.com`,
      phone: '+32 470 12 34 58',
      availability: 'Immediately',
      contractType: 'Freelance',
      technicalSkills: `TypeScript ${marker}`,
      experience: '5-10',
      postTitle: `Developer ${marker}`,
      poolConsent: true,
      ...fields,
    }),
    cv: cv ?? cvUpload(marker),
    lang,
    at,
    poolMonths: app.retention.poolMonths,
  });
  return one(await app.db.select().from(profiles).where(eq(profiles.id, id)), id);
}

/**
 * A client's interview booking with the published profile `profileId` (a new one when none is given), a week
 * from the app's now at 10:00 unless told otherwise.
 */
export async function createInterviewBooking(
  app: FactoryApp,
  overrides: Partial<InterviewBooking> & { profileId?: number } & FormOptions = {},
) {
  const { profileId: givenProfileId, lang = 'en', at = app.clock.now(), ...fields } = overrides;
  const marker = newMarker();
  const profileId = givenProfileId ?? (await createProfile(app, marker)).id;
  const { id } = await bookInterview(app.db, app.mail, {
    profileId,
    booking: interviewBooking.parse({
      bookedDate: firmDayFromNow(app, 7),
      bookedTime: '10:00',
      firstName: 'Client',
      lastName: marker,
      email: `${marker}@client.example.com`,
      phone: '+32 470 12 34 59',
      client: `Client firm ${marker}`,
      ...fields,
    }),
    lang,
    at,
  });
  return one(await app.db.select().from(talentInterviews).where(eq(talentInterviews.id, id)), id);
}

/** A client's talent request (a talent interview of kind TALENT_REQUEST). */
export async function createTalentRequest(app: FactoryApp, overrides: Partial<TalentRequest> & FormOptions = {}) {
  const { lang = 'en', at = app.clock.now(), ...fields } = overrides;
  const marker = newMarker();
  const { id } = await requestTalent(app.db, app.mail, {
    request: talentRequest.parse({
      contractType: 'Freelance',
      skills: `Java ${marker}`,
      talentName: `Client ${marker}`,
      email: `${marker}@client.example.com`,
      ...fields,
    }),
    lang,
    at,
  });
  return one(await app.db.select().from(talentInterviews).where(eq(talentInterviews.id, id)), id);
}

/** A contact message (without attachment). */
export async function createContactMessage(app: FactoryApp, overrides: Partial<ContactForm> & FormOptions = {}) {
  const { lang = 'en', at = app.clock.now(), ...fields } = overrides;
  const marker = newMarker();
  const { id } = await sendContact(app.db, app.mail, {
    form: contactForm.parse({
      firstName: 'Contact',
      lastName: marker,
      email: `${marker}@example.com`,
      phone: '+32 470 12 34 60',
      message: `A message (${marker}).`,
      ...fields,
    }),
    lang,
    at,
  });
  return one(await app.db.select().from(contacts).where(eq(contacts.id, id)), id);
}

// ---------------------------------------------------------------------------------------------------------------
// State history

/**
 * Moves a record of `resource` to `change.process` as staff would (the state machine's rules, the history row,
 * the mails the move causes), by `changedBy` ('admin' unless told otherwise).
 */
export async function moveRecord(
  app: Pick<App, 'db' | 'mail'>,
  resource: PipelineResource,
  id: number,
  change: ProcessChangeInput,
  changedBy = 'admin',
) {
  await changeProcess(app.db, { resource, id, change: processChange.parse(change), changedBy, mail: app.mail });
}

// ---------------------------------------------------------------------------------------------------------------
// Interviews (of a job application)

/**
 * An interview on the job application `applicationId`, as staff schedule one (its attendees, the application moved
 * to INTERVIEW, the history's event, the invitations), at `startsAt` (a week from the app's now at 10:00 by
 * default; unlike the screen, a past start is taken), by the `admin` unless told otherwise.
 */
export async function createInterview(
  app: Pick<App, 'db' | 'mail' | 'clock'>,
  applicationId: number,
  overrides: { startsAt?: Date; durationMinutes?: number; location?: string; attendeeIds?: number[] } = {},
) {
  const [admin] = await app.db.select().from(users).where(eq(users.userName, 'admin'));
  const { attendeeIds = [], ...values } = overrides;
  const id = await app.db.transaction(async (tx) =>
    addInterview(tx, app.mail, {
      application: await lockApplication(tx, applicationId),
      values: {
        startsAt: firmInstant(firmDayFromNow(app, 7), '10:00'),
        durationMinutes: 60,
        location: 'Room 1',
        createdById: admin?.id ?? null,
        ...values,
      },
      attendeeIds,
      event: 'interview-scheduled',
      by: { userId: admin?.id ?? null, userName: 'admin' },
      now: app.clock.now(),
    }),
  );
  return one(await app.db.select().from(interviews).where(eq(interviews.id, id)), id);
}

// ---------------------------------------------------------------------------------------------------------------
// Follow-ups and tags

/**
 * A follow-up (a reminder for staff), due tomorrow unless told otherwise, on the record or person `overrides`
 * names (none: a follow-up of its own), created by and for the `admin` unless `by` names another staff user.
 */
export async function createFollowUp(
  app: Pick<App, 'db' | 'clock'>,
  overrides: Partial<FollowUpInput> = {},
  by?: number,
) {
  const [admin] = await app.db.select({ id: users.id }).from(users).where(eq(users.userName, 'admin'));
  const input = followUpInput.parse({
    dueDate: firmDayFromNow(app, 1),
    note: `Call back (${newMarker()}).`,
    ...overrides,
  });
  return addFollowUp(app.db, input, by ?? admin!.id, app.clock.now());
}

/** A tag (for applications and people), named after a fresh marker unless told otherwise. */
export function createTag(app: Pick<App, 'db'>, overrides: Partial<TagInput> = {}) {
  return addTag(app.db, tagInput.parse({ name: `tag ${newMarker()}`, color: 'blue', ...overrides }));
}

// ---------------------------------------------------------------------------------------------------------------
// Companies

type CompanyRow = typeof companies.$inferInsert;

/** A client company named after `marker` (decision 0044): its contacts are people given its id. */
export async function createCompany(
  app: Pick<App, 'db'>,
  marker: string,
  overrides: Partial<Omit<CompanyRow, 'nameKey'>> = {},
) {
  const [row] = await app.db
    .insert(companies)
    .values({ name: `Company ${marker}`, address: `Rue ${marker} 1, 1000 Bruxelles`, lang: 'fr', ...overrides })
    .returning();
  return row!;
}

/**
 * A reply as the IMAP reader stores it (docs/decisions/0057), without an IMAP server: a mail composed as a mail
 * program does, put through the same storing and matching, at a place of its own in a mailbox. A sender nobody has
 * leaves it unmatched, for staff to attach by hand.
 */
export async function createInboundMail(
  app: Pick<App, 'db'>,
  mail: { from?: string; subject?: string; text?: string } = {},
) {
  const marker = newMarker();
  const source = await new MailComposer({
    from: mail.from ?? `${marker}@nowhere.example`,
    to: 'replies@hireframe.test',
    subject: mail.subject ?? `A reply ${marker}`,
    text: mail.text ?? `Hello (${marker}).`,
  })
    .compile()
    .build();
  const place = { mailbox: 'INBOX', uidValidity: 1, uid: randomInt(1, 2 ** 31 - 1) };
  await storeInboundMail(app.db, place, source);
  const [row] = await app.db
    .select()
    .from(inboundMails)
    .where(and(eq(inboundMails.uidValidity, place.uidValidity), eq(inboundMails.uid, place.uid)));
  if (!row) throw new Error('the reply was not stored');
  return row;
}
