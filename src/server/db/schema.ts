import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ServiceTranslations } from '../../shared/schemas/service.ts';
import { LANGUAGES } from '../../shared/constants.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const createdAt = () => timestamp('creation_date', { withTimezone: true }).notNull().defaultNow();

/**
 * The text an admin list's `q` is looked for in: its columns joined by line breaks, which `q` cannot hold (no
 * control characters), so that a match in the joined text is a match in one column. The same expression is the
 * trigram index of the table and the list's search (src/server/admin/list-specs.ts), so that ILIKE uses the index.
 */
export const searchText = (...columns: (AnyPgColumn | [AnyPgColumn, AnyPgColumn])[]): SQL =>
  sql.join(
    columns.map((c) => (Array.isArray(c) ? sql`${c[0]} || ' ' || ${c[1]}` : sql`${c}`)),
    sql.raw(` || E'\\n' || `),
  );
/** The trigram index of a list's search text (pg_trgm, docs/decisions/0026). */
const trigram = (name: string, text: SQL) => index(name).using('gin', sql`(${text}) gin_trgm_ops`);
/** A btree index for a list sorted by `column`, its id breaking ties as the list's order does. */
const sortIndex = (name: string, column: AnyPgColumn | SQL, id: AnyPgColumn) => index(name).on(column, id);

/**
 * One uploaded file (CV or attachment), stored with the record that owns it, in the same transaction. Its bytes
 * are in `stored_file_chunks` (src/server/files/stored-file.ts), so that no statement carries a whole file.
 */
export const storedFiles = pgTable('stored_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  fileName: text('file_name').notNull(),
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
  creationDate: createdAt(),
});

/** A stored file's bytes, in pieces of FILE_CHUNK_BYTES numbered from 0; deleted with their file. */
export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    chunkNumber: integer('chunk_number').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.chunkNumber] })],
);

export const managers = pgTable(
  'managers',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    jobTitle: text('job_title').notNull().default(''),
    showOnSite: boolean('show_on_site').notNull().default(true),
    displayOrder: integer('display_order').notNull().default(0),
    creationDate: createdAt(),
  },
  // The admin list's search and sorts (docs/decisions/0026, addendum of issue 26).
  (t) => [
    trigram('managers_search_idx', searchText([t.firstName, t.lastName], t.email, t.jobTitle)),
    sortIndex('managers_last_name_idx', t.lastName, t.id),
    sortIndex('managers_order_idx', t.displayOrder, t.id),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    userName: text('user_name').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['ADMIN', 'MANAGER'] }).notNull(),
    idManager: integer('id_manager').references(() => managers.id, { onDelete: 'set null' }),
    enabled: boolean('enabled').notNull().default(true),
    /** Bumped by logout, password change, reset and disabling: every token carrying an older value is refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** Set by an admin's password reset: the user's tokens allow only the password change until it is made. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** Logins with the current password are refused from then on: an admin-reset one ends after 24 hours, or at its first use. */
    passwordExpiresAt: timestamp('password_expires_at', { withTimezone: true }),
    /** The language of the mails the user gets (fr, en, nl); null: the firm's default language (app_config.json). */
    language: text('language', { enum: LANGUAGES }),
    creationDate: createdAt(),
  },
  (t) => [
    trigram('users_search_idx', searchText(t.userName)),
    sortIndex('users_user_name_idx', t.userName, t.id),
    sortIndex('users_role_idx', t.role, t.id),
    sortIndex('users_created_idx', t.creationDate, t.id),
  ],
);

export const services = pgTable(
  'services',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    details: text('details').notNull().default(''),
    translations: jsonb('translations').$type<ServiceTranslations>().notNull().default({}),
    displayOrder: integer('display_order').notNull().default(0),
    creationDate: createdAt(),
  },
  (t) => [
    trigram('services_search_idx', searchText(t.title, t.description)),
    sortIndex('services_title_idx', t.title, t.id),
    sortIndex('services_order_idx', t.displayOrder, t.id),
    sortIndex('services_created_idx', t.creationDate, t.id),
  ],
);

export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    jobRef: text('job_ref').notNull().default(''),
    title: text('title').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionFr: text('description_fr').notNull().default(''),
    descriptionsNl: text('descriptions_nl').notNull().default(''),
    region: text('region').notNull().default(''),
    education: text('education').notNull().default(''),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    type: text('type').notNull().default(''),
    technicalSkills: text('technical_skills').notNull().default(''),
    managerId: integer('manager_id').references(() => managers.id, { onDelete: 'set null' }),
    displayJob: boolean('display_job').notNull().default(true),
    experience: text('experience').notNull().default(''),
    jobTypeId: integer('job_type_id'),
    industry: text('industry').notNull().default(''),
    employmentType: text('employment_type').notNull().default(''),
    workPlaceType: text('work_place_type').notNull().default(''),
    seniorityLevel: text('seniority_level').notNull().default(''),
    startDateUrgent: boolean('start_date_urgent').notNull().default(false),
    rate: text('rate').notNull().default(''),
    urgentStatus: boolean('urgent_status').notNull().default(false),
    endApplicationDate: date('end_application_date', { mode: 'string' }),
    creationDate: createdAt(),
  },
  (t) => [
    index('jobs_public_idx').on(t.displayJob, t.endApplicationDate, t.creationDate),
    // The admin list's sorts; its search reads job_search.admin_text (docs/decisions/0026, addendum of issue 26).
    sortIndex('jobs_created_idx', t.creationDate, t.id),
    sortIndex('jobs_title_idx', t.title, t.id),
    sortIndex('jobs_ref_idx', t.jobRef, t.id),
    sortIndex('jobs_region_idx', t.region, t.id),
    sortIndex('jobs_type_idx', t.type, t.id),
    sortIndex('jobs_end_application_idx', t.endApplicationDate, t.id),
  ],
);

/**
 * What the public job search reads: per job, its full-text documents, the filters, what makes it open and the public
 * order, and nothing else, so that counting or walking the jobs reads small rows. Written only by the trigger
 * `jobs_search_copy` on `jobs` (migration 0011, which also defines the documents: the title in the three
 * languages' dictionaries, and the title, description and skills in each language's), never by the app.
 * `search` is kept out of line (TOAST): a row is read without it unless its words are tested. `job_search_idx`
 * answers the words and the filters together (btree_gin); the public order is walked on `job_search_order_idx`
 * (docs/decisions/0025-public-job-search-by-index-walk.md).
 */
export const jobSearch = pgTable(
  'job_search',
  {
    jobId: integer('job_id')
      .primaryKey()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    search: tsvector('search').notNull(),
    searchTitle: tsvector('search_title').notNull(),
    displayJob: boolean('display_job').notNull(),
    endApplicationDate: date('end_application_date', { mode: 'string' }),
    type: text('type').notNull(),
    region: text('region').notNull(),
    industry: text('industry').notNull(),
    seniorityLevel: text('seniority_level').notNull(),
    experience: text('experience').notNull(),
    urgentStatus: boolean('urgent_status').notNull(),
    creationDate: timestamp('creation_date', { withTimezone: true }).notNull(),
    /**
     * The admin job list's search text: title, reference, region and skills joined by line breaks (searchText),
     * trigram-indexed here, in the narrow copy, so that a search and its count read small rows, not jobs' 2-3 kB.
     */
    adminText: text('admin_text').notNull().default(''),
  },
  (t) => [
    trigram('job_search_admin_idx', sql`${t.adminText}`),
    index('job_search_idx')
      .using('gin', t.search, t.searchTitle, t.type, t.region, t.industry, t.seniorityLevel, t.experience)
      .with({ fastupdate: false }),
    index('job_search_order_idx').on(
      t.urgentStatus.desc().nullsFirst(),
      t.creationDate.desc().nullsFirst(),
      t.jobId.desc().nullsFirst(),
    ),
  ],
);

/** Set when the retention job or an erasure replaced the record's personal fields (docs/decisions/0030). */
const anonymisedAt = () => timestamp('anonymised_at', { withTimezone: true });
const pipelineFields = () => ({
  process: text('process').notNull(),
  comment: text('comment').notNull().default(''),
  noGoComment: text('no_go_comment').notNull().default(''),
  notes: text('notes').notNull().default(''),
  creationDate: createdAt(),
  anonymisedAt: anonymisedAt(),
});

/**
 * One person the firm deals with: a candidate, a consultant, a client contact or someone who only wrote in
 * (docs/product-decisions.md#7-decisions-of-2026-11-26-they-replace-what-above-disagrees-with-them, decision 0041).
 * Every record of the five pipelines points to its person (`person_id`). A person is made or found when a record
 * is written (src/server/people/link-person.ts): by the normalised e-mail (trimmed, lower case), unique among
 * people not anonymised; a phone (E.164) never links, it only makes a "possible duplicate", computed when read.
 * `staffEditedAt` is set once staff wrote the person's fields: a public form then only fills empty ones.
 * `anonymisedAt` is set, and the fields cleared, once none of the person's records holds personal data any more.
 */
export const people = pgTable(
  'people',
  {
    id: serial('id').primaryKey(),
    salutation: text('salutation').notNull().default(''),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** The preferred language: the one of the person's latest form, or the one staff chose. */
    lang: text('lang').notNull().default('en'),
    region: text('region').notNull().default(''),
    creationDate: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    staffEditedAt: timestamp('staff_edited_at', { withTimezone: true }),
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('people_email_idx')
      .on(t.email)
      .where(sql`${t.anonymisedAt} is null and ${t.email} <> ''`),
    index('people_phone_idx')
      .on(t.phone)
      .where(sql`${t.anonymisedAt} is null and ${t.phone} <> ''`),
    sortIndex('people_last_name_idx', t.lastName, t.id),
    sortIndex('people_created_idx', t.creationDate, t.id),
    trigram('people_search_idx', searchText([t.firstName, t.lastName], t.email, t.phone)),
  ],
);

/** The person a record belongs to (decision 0041); never null once migration 0016 has linked the old records. */
const personId = () =>
  integer('person_id')
    .notNull()
    .references(() => people.id);

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
    ...pipelineFields(),
  },
  (t) => [
    index('profiles_person_idx').on(t.personId),
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
    ...pipelineFields(),
  },
  (t) => [
    index('job_applications_person_idx').on(t.personId),
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
    ...pipelineFields(),
  },
  (t) => [
    index('spontaneous_applications_person_idx').on(t.personId),
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
    changedBy: text('changed_by'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('state_history_record_idx').on(t.recordType, t.recordId)],
);

/** Security-relevant events: logins, logouts, password changes, every admin change. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userName: text('user_name'),
    action: text('action').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    // The views of one file, which a person's page lists (decision 0030).
    index('audit_log_file_view_idx')
      .on(sql`(${t.detail}->>'fileId')`)
      .where(sql`${t.action} = 'file.view'`),
  ],
);

/**
 * One mail per row, written in the same transaction as the record that causes it. The idempotency key makes a
 * second write of the same mail a no-op; the queue job carries only the id. The mail is rendered from its
 * template and data when it is sent or shown, so that the write stays cheap.
 */
export const outboxMails = pgTable(
  'outbox_mails',
  {
    id: serial('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    template: text('template').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    recipient: text('recipient').notNull(),
    lang: text('lang').notNull(),
    subject: text('subject').notNull(),
    /** queued, sent, failed, or kept (no SMTP_URL: shown in the back-office, never sent). */
    state: text('state', { enum: ['queued', 'sent', 'failed', 'kept'] }).notNull(),
    tries: integer('tries').notNull().default(0),
    lastError: text('last_error'),
    messageId: text('message_id'),
    recordType: text('record_type'),
    recordId: integer('record_id'),
    creationDate: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_mails_record_idx').on(t.recordType, t.recordId),
    index('outbox_mails_created_idx').on(t.creationDate),
  ],
);

/**
 * Every consent a person gave, renewed or withdrew, and the privacy notice each form was sent under
 * (docs/decisions/0030). `email` is the person's normalized address (lower case, trimmed): the key that links a
 * person's records. `recordType` is a pipeline name of src/shared/schemas/process.ts. Events are only added, never
 * changed; the current state of a consent is its newest event. An erasure replaces `email` like every other
 * personal field.
 */
export const consentEvents = pgTable(
  'consent_events',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    recordType: text('record_type').notNull(),
    recordId: integer('record_id').notNull(),
    /** privacy_notice: the notice the form was sent under; talent_pool: keep my CV for future positions. */
    purpose: text('purpose', { enum: ['privacy_notice', 'talent_pool'] }).notNull(),
    action: text('action', { enum: ['given', 'renewed', 'withdrawn'] }).notNull(),
    noticeVersion: text('notice_version').notNull(),
    lang: text('lang').notNull(),
    /** form (a public form), self_service (the person's "My data" page), staff (the back-office). */
    source: text('source', { enum: ['form', 'self_service', 'staff'] }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** When a talent-pool consent lapses unless renewed (24 months after given or renewed). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('consent_events_email_idx').on(t.email),
    index('consent_events_record_idx').on(t.recordType, t.recordId),
    index('consent_events_expires_idx').on(t.purpose, t.expiresAt),
  ],
);

/**
 * Addresses of erased persons, as a SHA-256 hash of the normalized address: no mail is ever sent to them again and
 * their self-service links stop working, without keeping the address itself.
 */
export const mailSuppressions = pgTable('mail_suppressions', {
  emailHash: text('email_hash').primaryKey(),
  creationDate: createdAt(),
});

/** Rate-limit counters live in the database so that several app processes share them. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

export const schemaTables = {
  storedFiles,
  managers,
  users,
  services,
  jobs,
  people,
  profiles,
  jobApplications,
  spontaneousApplications,
  talentInterviews,
  contacts,
  stateHistory,
  auditLog,
  rateLimits,
  outboxMails,
  consentEvents,
  mailSuppressions,
};
