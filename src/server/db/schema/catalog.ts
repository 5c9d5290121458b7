import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ServiceTranslations } from '../../../shared/schemas/service.ts';
import { createdAt, searchText, sortIndex, trigram, tsvector } from './columns.ts';
import { images } from './images.ts';
import { managers } from './staff.ts';

export const services = pgTable(
  'services',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    details: text('details').notNull().default(''),
    translations: jsonb('translations').$type<ServiceTranslations>().notNull().default({}),
    displayOrder: integer('display_order').notNull().default(0),
    /** The service's photo (docs/decisions/0060). */
    photoImageId: uuid('photo_image_id').references(() => images.id, { onDelete: 'set null' }),
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
    // A MANAGER limited to their charge reads their jobs by it (docs/decisions/0046).
    index('jobs_manager_idx').on(t.managerId),
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
    /**
     * The admin list's text sorts (region is above), so that a search sorted by one of them sorts its matches here,
     * in small rows, and reads only a page of jobs (issue 26, item 23).
     */
    title: text('title').notNull().default(''),
    jobRef: text('job_ref').notNull().default(''),
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
    // The admin list's text sorts, walked by a dense search's first window (list-records.ts, narrowPage).
    index('job_search_title_sort_idx').on(t.title, t.jobId),
    index('job_search_ref_sort_idx').on(t.jobRef, t.jobId),
    index('job_search_region_sort_idx').on(t.region, t.jobId),
  ],
);
