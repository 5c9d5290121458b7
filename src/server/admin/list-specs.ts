import { and, asc, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { JobListQuery } from '../../shared/schemas/list-query.ts';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { statesIn, type ListFilter } from '../../shared/pipelines/descriptor.ts';
import { PIPELINE_DESCRIPTORS, type Pipeline } from '../../shared/pipelines/index.ts';
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

/** What the server adds to a pipeline's list: sorts that are expressions rather than columns, the marks' SQL. */
interface OwnListParts {
  sortable?: Record<string, SQL>;
  nullable?: readonly string[];
  marks?: ListSpec<PgTable>['marks'];
}

/**
 * A pipeline's list, read from its descriptor (src/shared/pipelines/, docs/decisions/0042): its sorts, search and
 * filters, each field bound to the table's column of that name. Its search text is the one its trigram index holds
 * (src/server/db/schema/pipelines.ts): changing the descriptor's `search` needs that index changed too.
 */
function pipelineSpec<T extends PgTable>(resource: Pipeline, table: T, own: OwnListParts = {}): ListSpec<T> {
  const d = PIPELINE_DESCRIPTORS[resource];
  const { list } = d;
  const columns = getTableColumns(table) as Record<string, AnyPgColumn>;
  const column = (key: string): AnyPgColumn => {
    const found = columns[key];
    if (!found) throw new Error(`The ${resource} list names ${key}, which its table has no column for`);
    return found;
  };
  const has = (filter: ListFilter) => list.filters.includes(filter);
  if ((has('tag') || has('rating')) && !own.marks) throw new Error(`The ${resource} list has marks without their SQL`);
  return spec({
    table,
    idColumn: column('id'),
    createdColumn: column('creationDate'),
    sortable: Object.fromEntries(list.sorts.map((key) => [key, own.sortable?.[key] ?? column(key)])),
    ...(own.nullable ? { nullable: own.nullable } : {}),
    defaultSort: list.defaultSort,
    textSorts: list.textSorts,
    searchable: [
      searchText(
        ...list.search.map((f): AnyPgColumn | [AnyPgColumn, AnyPgColumn] =>
          typeof f === 'string' ? column(f) : [column(f[0]), column(f[1])],
        ),
      ),
    ],
    process: { column: column('process'), states: statesIn(d) },
    ...(has('tag') || has('rating') ? { marks: own.marks } : {}),
    ...(has('knockedOut') ? { knockedOut: column('knockedOut') } : {}),
    ...(has('source') ? { source: column('source') } : {}),
  });
}

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
  profiles: pipelineSpec('profiles', profiles),
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
  'job-applications': pipelineSpec('job-applications', jobApplications, {
    marks: {
      tag: (tagId) =>
        sql`exists (select 1 from ${applicationTags} t where t.application_id = ${jobApplications.id} and t.tag_id = ${tagId})`,
      // The average of the staff's ratings; an unrated application has none and is left out.
      rating: (min) =>
        sql`(select avg(r.rating) from ${applicationRatings} r where r.application_id = ${jobApplications.id}) >= ${min}`,
    },
  }),
  'spontaneous-applications': pipelineSpec('spontaneous-applications', spontaneousApplications),
  'talent-interviews': pipelineSpec('talent-interviews', talentInterviews, {
    // The slot the interview is now planned for: the new one once it has been rescheduled.
    sortable: { bookedDate: sql`coalesce(${talentInterviews.rescheduledBookedDate}, ${talentInterviews.bookedDate})` },
    nullable: ['bookedDate'],
  }),
  contacts: pipelineSpec('contacts', contacts),
};
