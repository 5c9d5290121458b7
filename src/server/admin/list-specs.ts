import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { JobListQuery } from '../../shared/schemas/list-query.ts';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { statesOf } from '../../shared/schemas/process.ts';
import {
  applicationRatings,
  applicationTags,
  contacts,
  jobApplications,
  jobSearch,
  jobs,
  managers,
  profiles,
  searchText,
  services,
  spontaneousApplications,
  talentInterviews,
  users,
} from '../db/schema/index.ts';
import type { ListSpec } from './list-records.ts';

const spec = <T extends PgTable>(s: ListSpec<T>) => s;

/** The jobs list's text sorts that their narrow copy holds too. */
const COPIED_SORTS: Partial<Record<string, AnyPgColumn>> = {
  title: jobSearch.title,
  jobRef: jobSearch.jobRef,
  region: jobSearch.region,
};

/** The jobs' search in their narrow copy, with the shown / urgent filters it holds too. */
const jobSearchFilter = (pattern: string, query: Partial<JobListQuery>) =>
  and(
    sql`${jobSearch.adminText} ilike ${pattern}`,
    query.displayJob ? eq(jobSearch.displayJob, query.displayJob === 'true') : undefined,
    query.urgentStatus ? eq(jobSearch.urgentStatus, query.urgentStatus === 'true') : undefined,
  );

/** The admin lists of docs/product-decisions.md#4-the-api, one per resource. */
export const LIST_SPECS = {
  services: spec({
    table: services,
    idColumn: services.id,
    createdColumn: services.creationDate,
    sortable: { title: services.title, displayOrder: services.displayOrder, creationDate: services.creationDate },
    defaultSort: 'displayOrder:asc',
    textSorts: ['title'],
    searchable: [searchText(services.title, services.description)],
  }),
  jobs: spec({
    table: jobs,
    idColumn: jobs.id,
    createdColumn: jobs.creationDate,
    sortable: {
      title: jobs.title,
      jobRef: jobs.jobRef,
      region: jobs.region,
      type: jobs.type,
      creationDate: jobs.creationDate,
      endApplicationDate: jobs.endApplicationDate,
    },
    nullable: ['endApplicationDate'],
    defaultSort: 'creationDate:desc',
    textSorts: ['title', 'jobRef', 'region'],
    // Title, reference, region and skills, searched in the jobs' narrow copy (job_search.admin_text, migration 0016).
    searchable: [],
    // The shown / urgent filters are read there too (the copy holds both, kept by the same transaction's trigger):
    // a wide search then never reads the jobs' wide rows to test them (listJobs leaves them out of its filters).
    searchedIn: (pattern, query: Partial<JobListQuery>, row) =>
      sql`select ${jobSearch.jobId} from ${jobSearch} where ${and(row ? eq(jobSearch.jobId, row) : undefined, jobSearchFilter(pattern, query))}`,
    // Sorted by its title, reference or region, a search sorts its matches in the copy too (migration 0023).
    searchedPage: (pattern, query: Partial<JobListQuery>, { field, direction, after, limit, offset, window }) => {
      const column = COPIED_SORTS[field];
      if (!column) return undefined;
      const up = direction === 'asc';
      const seek =
        after &&
        (up
          ? sql`(${column}, ${jobSearch.jobId}) > (${after.value}, ${after.id}::int)`
          : sql`(${column}, ${jobSearch.jobId}) < (${after.value}, ${after.id}::int)`);
      const order = sql.join(up ? [asc(column), asc(jobSearch.jobId)] : [desc(column), desc(jobSearch.jobId)], sql`, `);
      const filter = jobSearchFilter(pattern, query);
      if (!window) {
        return sql`select ${jobSearch.jobId} from ${jobSearch} where ${and(filter, seek)}
          order by ${order} limit ${limit} offset ${offset}`;
      }
      // The first `window` rows in the sort's order (its index, job_search_*_sort_idx), then the search among them.
      const first = sql`select * from ${jobSearch} where ${seek ?? sql`true`} order by ${order} limit ${window}`;
      return sql`select ${jobSearch.jobId} from (${first}) as ${jobSearch} where ${filter}
        order by ${order} limit ${limit} offset ${offset}`;
    },
  }),
  profiles: spec({
    table: profiles,
    idColumn: profiles.id,
    createdColumn: profiles.creationDate,
    sortable: {
      lastName: profiles.lastName,
      profileTitle: profiles.profileTitle,
      profileOrder: profiles.profileOrder,
      process: profiles.process,
      creationDate: profiles.creationDate,
    },
    defaultSort: 'profileOrder:asc',
    textSorts: ['lastName', 'profileTitle'],
    // One text, so that the trigram index answers (src/server/db/schema/index.ts): a match in it is one in a column.
    searchable: [
      searchText([profiles.firstName, profiles.lastName], profiles.profileTitle, profiles.technologies, profiles.email),
    ],
    process: { column: profiles.process, states: statesOf('profiles') },
  }),
  managers: spec({
    table: managers,
    idColumn: managers.id,
    createdColumn: managers.creationDate,
    sortable: { lastName: managers.lastName, displayOrder: managers.displayOrder },
    defaultSort: 'displayOrder:asc',
    textSorts: ['lastName'],
    searchable: [searchText([managers.firstName, managers.lastName], managers.email, managers.jobTitle)],
  }),
  users: spec({
    table: users,
    idColumn: users.id,
    createdColumn: users.creationDate,
    sortable: { userName: users.userName, role: users.role, creationDate: users.creationDate },
    defaultSort: 'userName:asc',
    textSorts: ['userName'],
    searchable: [searchText(users.userName)],
  }),
  'job-applications': spec({
    table: jobApplications,
    idColumn: jobApplications.id,
    createdColumn: jobApplications.creationDate,
    sortable: {
      creationDate: jobApplications.creationDate,
      lastName: jobApplications.lastName,
      jobTitle: jobApplications.jobTitle,
      process: jobApplications.process,
    },
    defaultSort: 'creationDate:desc',
    textSorts: ['lastName', 'jobTitle'],
    searchable: [
      searchText(
        [jobApplications.firstName, jobApplications.lastName],
        jobApplications.email,
        jobApplications.jobTitle,
        jobApplications.phone,
      ),
    ],
    process: { column: jobApplications.process, states: statesOf('job-applications') },
    knockedOut: jobApplications.knockedOut,
    source: jobApplications.source,
    marks: {
      tag: (tagId) =>
        sql`exists (select 1 from ${applicationTags} t where t.application_id = ${jobApplications.id} and t.tag_id = ${tagId})`,
      // The average of the staff's ratings; an unrated application has none and is left out.
      rating: (min) =>
        sql`(select avg(r.rating) from ${applicationRatings} r where r.application_id = ${jobApplications.id}) >= ${min}`,
    },
  }),
  'spontaneous-applications': spec({
    table: spontaneousApplications,
    idColumn: spontaneousApplications.id,
    createdColumn: spontaneousApplications.creationDate,
    sortable: {
      creationDate: spontaneousApplications.creationDate,
      lastName: spontaneousApplications.lastName,
      post: spontaneousApplications.post,
      process: spontaneousApplications.process,
    },
    defaultSort: 'creationDate:desc',
    textSorts: ['lastName', 'post'],
    searchable: [
      searchText(
        [spontaneousApplications.firstName, spontaneousApplications.lastName],
        spontaneousApplications.email,
        spontaneousApplications.post,
      ),
    ],
    process: { column: spontaneousApplications.process, states: statesOf('spontaneous-applications') },
    source: spontaneousApplications.source,
  }),
  'talent-interviews': spec({
    table: talentInterviews,
    idColumn: talentInterviews.id,
    createdColumn: talentInterviews.creationDate,
    sortable: {
      creationDate: talentInterviews.creationDate,
      // The slot the interview is now planned for: the new one once it has been rescheduled.
      bookedDate: sql`coalesce(${talentInterviews.rescheduledBookedDate}, ${talentInterviews.bookedDate})`,
      lastName: talentInterviews.lastName,
      client: talentInterviews.client,
      process: talentInterviews.process,
    },
    defaultSort: 'creationDate:desc',
    textSorts: ['lastName', 'client'],
    nullable: ['bookedDate'],
    searchable: [
      searchText(
        [talentInterviews.firstName, talentInterviews.lastName],
        talentInterviews.email,
        talentInterviews.client,
        talentInterviews.talentName,
        talentInterviews.skills,
        talentInterviews.jobTitle,
      ),
    ],
    process: { column: talentInterviews.process, states: statesOf('talent-interviews') },
  }),
  contacts: spec({
    table: contacts,
    idColumn: contacts.id,
    createdColumn: contacts.creationDate,
    sortable: { creationDate: contacts.creationDate, lastName: contacts.lastName, process: contacts.process },
    defaultSort: 'creationDate:desc',
    textSorts: ['lastName'],
    searchable: [searchText([contacts.firstName, contacts.lastName], contacts.email, contacts.message, contacts.post)],
    process: { column: contacts.process, states: statesOf('contacts') },
  }),
};
