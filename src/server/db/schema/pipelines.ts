import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  jsonb,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { jobs } from './catalog.ts';
import {
  anonymisedAt,
  boardFields,
  createdAt,
  pipelineFields,
  searchText,
  sortIndex,
  sourceFields,
  trigram,
} from './columns.ts';
import type { StoredAnswer } from '../../../shared/schemas/screening.ts';
import { storedFiles } from './files.ts';
import { personId } from './people.ts';
import { companyId } from './companies.ts';
import { managers } from './staff.ts';

export const profiles = pgTable(
  'profiles',
  {
    id: serial('id').primaryKey(),
    personId: personId(),
    salutation: text('salutation').notNull().default(''),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    profileTitle: text('profile_title').notNull().default(''),
    availability: text('availability').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    displayedFirstName: text('displayed_first_name').notNull().default(''),
    displayedLastName: text('displayed_last_name').notNull().default(''),
    displayedPhone: text('displayed_phone').notNull().default(''),
    displayedEmail: text('displayed_email').notNull().default(''),
    managerId: integer('manager_id').references(() => managers.id, { onDelete: 'set null' }),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionFr: text('description_fr').notNull().default(''),
    descriptionNl: text('description_nl').notNull().default(''),
    experience: text('experience').notNull().default(''),
    technologies: text('technologies').notNull().default(''),
    profileOrder: integer('profile_order').notNull().default(0),
    display: boolean('display').notNull().default(false),
    languages: text('languages').notNull().default(''),
    region: text('region').notNull().default(''),
    industry: text('industry').notNull().default(''),
    employmentType: text('employment_type').notNull().default(''),
    contractType: text('contract_type').notNull().default(''),
    workingTime: text('working_time').notNull().default(''),
    type: text('type').notNull().default(''),
    rate: text('rate').notNull().default(''),
    education: text('education').notNull().default(''),
    seniorityLevel: text('seniority_level').notNull().default(''),
    cvFileId: uuid('cv_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    bookedDate: date('booked_date', { mode: 'string' }),
    bookedTime: text('booked_time'),
    offer: text('offer').notNull().default(''),
    lang: text('lang').notNull().default('en'),
    ...sourceFields(),
    ...pipelineFields(),
  },
  (t) => [
    index('profiles_person_idx').on(t.personId),
    // What is in a MANAGER's charge is found by these, their people read from the index alone (decision 0046).
    index('profiles_manager_idx').on(t.managerId, t.personId),
    index('profiles_public_idx').on(t.display, t.profileOrder),
    index('profiles_process_idx').on(t.process, t.creationDate, t.id),
    sortIndex('profiles_created_idx', t.creationDate, t.id),
    sortIndex('profiles_last_name_idx', t.lastName, t.id),
    sortIndex('profiles_title_idx', t.profileTitle, t.id),
    sortIndex('profiles_order_idx', t.profileOrder, t.id),
    trigram('profiles_search_idx', searchText([t.firstName, t.lastName], t.profileTitle, t.technologies, t.email)),
    index('profiles_email_idx').on(t.email),
    index('profiles_phone_idx').on(t.phone),
  ],
);

export const jobApplications = pgTable(
  'job_applications',
  {
    id: serial('id').primaryKey(),
    personId: personId(),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    jobTitle: text('job_title').notNull().default(''),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull().default(''),
    /** Empty only once the application is anonymised: its CV is deleted (docs/decisions/0031). */
    fileId: uuid('file_id').references(() => storedFiles.id),
    lang: text('lang').notNull().default('en'),
    /**
     * The earlier application of the same e-mail to the same job, when this one repeats it: flagged to the manager,
     * never refused nor merged (decision 0030).
     */
    duplicateOfId: integer('duplicate_of_id').references((): AnyPgColumn => jobApplications.id, {
      onDelete: 'set null',
    }),
    /** The answers to the job's screening questions, with their words of the day (docs/decisions/0062). */
    answers: jsonb('answers').$type<StoredAnswer[]>().notNull().default([]),
    /** An answer was one the job marks (a knock-out): flagged, never refused. */
    knockedOut: boolean('knocked_out').notNull().default(false),
    ...sourceFields(),
    ...pipelineFields(),
    ...boardFields(),
  },
  (t) => [
    index('job_applications_person_idx').on(t.personId),
    index('job_applications_job_idx').on(t.jobId, t.personId),
    // A job's board: its columns' cards in their order, and the jobs list's counts per state (decision 0053).
    index('job_applications_board_idx').on(t.jobId, t.process, t.boardPosition, t.id),
    index('job_applications_process_idx').on(t.process, t.creationDate, t.id),
    sortIndex('job_applications_created_idx', t.creationDate, t.id),
    sortIndex('job_applications_last_name_idx', t.lastName, t.id),
    sortIndex('job_applications_job_title_idx', t.jobTitle, t.id),
    sortIndex('job_applications_state_idx', t.process, t.id),
    trigram('job_applications_search_idx', searchText([t.firstName, t.lastName], t.email, t.jobTitle, t.phone)),
    index('job_applications_email_idx').on(t.email, t.jobId),
    index('job_applications_phone_idx').on(t.phone),
  ],
);

export const spontaneousApplications = pgTable(
  'spontaneous_applications',
  {
    id: serial('id').primaryKey(),
    personId: personId(),
    salutation: text('salutation').notNull().default(''),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    post: text('post').notNull().default(''),
    availability: text('availability').notNull(),
    /** Empty only once the application is anonymised: its CV is deleted (docs/decisions/0031). */
    cvFileId: uuid('cv_file_id').references(() => storedFiles.id),
    lang: text('lang').notNull().default('en'),
    ...sourceFields(),
    ...pipelineFields(),
    ...boardFields(),
  },
  (t) => [
    index('spontaneous_applications_person_idx').on(t.personId),
    // The board: a column's cards in their order (docs/decisions/0053).
    index('spontaneous_applications_board_idx').on(t.process, t.boardPosition, t.id),
    index('spontaneous_applications_process_idx').on(t.process, t.creationDate, t.id),
    sortIndex('spontaneous_applications_created_idx', t.creationDate, t.id),
    sortIndex('spontaneous_applications_last_name_idx', t.lastName, t.id),
    sortIndex('spontaneous_applications_post_idx', t.post, t.id),
    sortIndex('spontaneous_applications_state_idx', t.process, t.id),
    trigram('spontaneous_applications_search_idx', searchText([t.firstName, t.lastName], t.email, t.post)),
    index('spontaneous_applications_email_idx').on(t.email),
    index('spontaneous_applications_phone_idx').on(t.phone),
  ],
);

export const talentInterviews = pgTable(
  'talent_interviews',
  {
    id: serial('id').primaryKey(),
    personId: personId(),
    /** BOOKING: a client booked a published profile; TALENT_REQUEST: a client asked for a kind of talent. */
    kind: text('kind', { enum: ['BOOKING', 'TALENT_REQUEST'] }).notNull(),
    profileId: integer('profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    client: text('client').notNull().default(''),
    intermediateClient: text('intermediate_client').notNull().default(''),
    /** The company the booking or request was sent for, found or made from `client` (decision 0044). */
    companyId: companyId(),
    jobTitle: text('job_title').notNull().default(''),
    bookedDate: date('booked_date', { mode: 'string' }),
    bookedTime: text('booked_time'),
    rescheduledBookedDate: date('rescheduled_booked_date', { mode: 'string' }),
    rescheduledBookedTime: text('rescheduled_booked_time'),
    contractType: text('contract_type').notNull().default(''),
    skills: text('skills').notNull().default(''),
    talentName: text('talent_name').notNull().default(''),
    feedbackConsultant: text('feedback_consultant').notNull().default(''),
    feedbackClient: text('feedback_client').notNull().default(''),
    interviewResume: text('interview_resume').notNull().default(''),
    process: text('process').notNull(),
    /** Staff's comment, edited on the record page. */
    comment: text('comment').notNull().default(''),
    /** What the client wrote in the booking form: theirs, shown read-only, never edited by staff (issue 26). */
    clientMessage: text('client_message').notNull().default(''),
    /** The language of the form, so that later mails (confirmation, invitation) speak it too. */
    lang: text('lang').notNull().default('en'),
    creationDate: createdAt(),
    anonymisedAt: anonymisedAt(),
  },
  (t) => [
    index('talent_interviews_person_idx').on(t.personId),
    index('talent_interviews_profile_idx').on(t.profileId, t.personId),
    index('talent_interviews_company_idx').on(t.companyId, t.creationDate),
    index('talent_interviews_email_idx').on(t.email),
    index('talent_interviews_phone_idx').on(t.phone),
    index('talent_interviews_process_idx').on(t.process, t.creationDate, t.id),
    sortIndex('talent_interviews_created_idx', t.creationDate, t.id),
    sortIndex('talent_interviews_slot_idx', sql`coalesce(${t.rescheduledBookedDate}, ${t.bookedDate})`, t.id),
    sortIndex('talent_interviews_last_name_idx', t.lastName, t.id),
    sortIndex('talent_interviews_client_idx', t.client, t.id),
    sortIndex('talent_interviews_state_idx', t.process, t.id),
    trigram(
      'talent_interviews_search_idx',
      searchText([t.firstName, t.lastName], t.email, t.client, t.talentName, t.skills, t.jobTitle),
    ),
  ],
);

export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    personId: personId(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    post: text('post').notNull().default(''),
    fileId: uuid('file_id').references(() => storedFiles.id),
    process: text('process').notNull(),
    commentAdmin: text('comment_admin').notNull().default(''),
    lang: text('lang').notNull().default('en'),
    creationDate: createdAt(),
    anonymisedAt: anonymisedAt(),
  },
  (t) => [
    index('contacts_person_idx').on(t.personId),
    index('contacts_email_idx').on(t.email),
    index('contacts_phone_idx').on(t.phone),
    index('contacts_process_idx').on(t.process, t.creationDate, t.id),
    sortIndex('contacts_created_idx', t.creationDate, t.id),
    sortIndex('contacts_last_name_idx', t.lastName, t.id),
    sortIndex('contacts_state_idx', t.process, t.id),
    trigram('contacts_search_idx', searchText([t.firstName, t.lastName], t.email, t.message, t.post)),
  ],
);

/**
 * How many records of each pipeline are in each state, kept by triggers on the pipeline tables (migration 0006):
 * the admin home reads these few rows instead of counting a million applications (docs/decisions/0026).
 */
export const pipelineCounts = pgTable(
  'pipeline_counts',
  {
    recordType: text('record_type').notNull(),
    process: text('process').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.recordType, t.process] })],
);

/**
 * Applications received per week (Monday, UTC), for the dashboard's chart, kept by triggers (migration 0012) as
 * pipeline_counts keeps the states: sixteen rows read instead of a hundred thousand counted.
 */
export const weeklyCounts = pgTable(
  'weekly_counts',
  {
    recordType: text('record_type').notNull(),
    week: date('week').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.recordType, t.week] })],
);

/** Every change of state of a pipeline record: who, when, from, to, comment. */
export const stateHistory = pgTable(
  'state_history',
  {
    id: serial('id').primaryKey(),
    recordType: text('record_type').notNull(),
    recordId: integer('record_id').notNull(),
    fromState: text('from_state'),
    toState: text('to_state').notNull(),
    comment: text('comment').notNull().default(''),
    /** The interview slot the move set (RESCHEDULED: the new one), so the history names it. */
    slotDate: date('slot_date', { mode: 'string' }),
    slotTime: text('slot_time'),
    /**
     * A step that is not a change of state (from and to are then the record's state): an interview scheduled,
     * rescheduled, cancelled, slots offered, a slot chosen (docs/decisions/0058). Null for a change of state.
     */
    event: text('event'),
    changedBy: text('changed_by'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('state_history_record_idx').on(t.recordType, t.recordId)],
);
