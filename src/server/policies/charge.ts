import { sql, type SQL } from 'drizzle-orm';
import { getTableName, type Table } from 'drizzle-orm';
import type { ChargedKind } from '../../shared/policy.ts';
import {
  companies,
  contacts,
  inboundMailFiles,
  inboundMails,
  interviews,
  jobApplications,
  jobs,
  people,
  profiles,
  spontaneousApplications,
  storedFiles,
  talentInterviews,
} from '../db/schema/index.ts';

/** `alias.column`, for a predicate written against any name its table has in the outer query. */
const col = (alias: string, column: string) => sql`${sql.identifier(alias)}.${sql.identifier(column)}`;

/** The manager's jobs and profiles: the roots of their charge. */
const jobsOf = (m: number | null) => sql`select j.id from ${jobs} j where j.manager_id = ${m}`;
const profilesOf = (m: number | null) => sql`select p.id from ${profiles} p where p.manager_id = ${m}`;
const companiesOf = (m: number | null) => sql`select c.id from ${companies} c where c.manager_id = ${m}`;

/**
 * The people of the records in the manager's charge: who applied to their jobs, their profiles' consultants, who
 * booked their profiles or wrote for their companies, their companies' contacts. Spontaneous applications and
 * messages do not make a person theirs (they have no job, profile nor company); they follow the person (`CHARGE`).
 * `union all`: a set needs no duplicates removed. Each set is read once, as an array (`= any(array(…))`): as
 * `in (…)` the planner may rerun a list's search once per job of the charge (a second on 300,000 applications).
 */
const peopleOf = (m: number | null) =>
  sql`select ja.person_id from ${jobApplications} ja where ja.job_id = any(array(${jobsOf(m)}))
  union all select p.person_id from ${profiles} p where p.manager_id = ${m}
  union all select ti.person_id from ${talentInterviews} ti
    where ti.profile_id = any(array(${profilesOf(m)})) or ti.company_id = any(array(${companiesOf(m)}))
  union all select pe.id from ${people} pe where pe.company_id = any(array(${companiesOf(m)}))`;

interface Charge {
  /** The table whose rows are the kind's records (its `id` names one). */
  table: Table;
  /** The rows of the table (named `alias` in the outer query) that are in manager `m`'s charge. */
  inCharge: (m: number | null, alias: string) => SQL;
}

/**
 * What is in a MANAGER's charge, one entry per record kind (docs/decisions/0046). A new kind is one entry here
 * plus its name in CHARGED_KINDS (src/shared/policy.ts). `m` is the user's manager; a limited user linked to no
 * manager has nothing in charge (`= null` is never true).

 */
export const CHARGE: Record<ChargedKind, Charge> = {
  jobs: { table: jobs, inCharge: (m, a) => sql`${col(a, 'manager_id')} = ${m}` },
  profiles: { table: profiles, inCharge: (m, a) => sql`${col(a, 'manager_id')} = ${m}` },
  companies: { table: companies, inCharge: (m, a) => sql`${col(a, 'manager_id')} = ${m}` },
  'job-applications': {
    table: jobApplications,
    inCharge: (m, a) => sql`${col(a, 'job_id')} = any(array(${jobsOf(m)}))`,
  },
  'talent-interviews': {
    table: talentInterviews,
    // A booking of their profile, or a booking or talent request of their company (decision 0044).
    inCharge: (m, a) =>
      sql`(${col(a, 'profile_id')} = any(array(${profilesOf(m)})) or ${col(a, 'company_id')} = any(array(${companiesOf(m)})))`,
  },
  'spontaneous-applications': {
    table: spontaneousApplications,
    inCharge: (m, a) => sql`${col(a, 'person_id')} = any(array(${peopleOf(m)}))`,
  },
  contacts: { table: contacts, inCharge: (m, a) => sql`${col(a, 'person_id')} = any(array(${peopleOf(m)}))` },
  people: { table: people, inCharge: (m, a) => sql`${col(a, 'id')} = any(array(${peopleOf(m)}))` },
  // An interview with a candidate is in charge with its job application (docs/decisions/0058).
  interviews: {
    table: interviews,
    inCharge: (m, a) =>
      sql`${col(a, 'job_application_id')} in (select ja.id from ${jobApplications} ja where ja.job_id = any(array(${jobsOf(m)})))`,
  },
  // A file is in charge when a record in charge holds it (the CVs and attachments of the four tables with files).
  files: {
    table: storedFiles,
    inCharge: (m, a) => sql`${col(a, 'id')} = any(array(
      select ja.file_id from ${jobApplications} ja where ja.job_id = any(array(${jobsOf(m)}))
      union all select p.cv_file_id from ${profiles} p where p.manager_id = ${m}
      union all select sa.cv_file_id from ${spontaneousApplications} sa where sa.person_id = any(array(${peopleOf(m)}))
      union all select c.file_id from ${contacts} c where c.person_id = any(array(${peopleOf(m)}))
      union all select f.file_id from ${inboundMailFiles} f join ${inboundMails} im on im.id = f.inbound_mail_id
        where im.person_id = any(array(${peopleOf(m)}))))`,
  },
};

/** The predicate of a kind's records in charge, against the table under its own name (a list's FROM). */
export const chargePredicate = (kind: ChargedKind, m: number | null): SQL =>
  CHARGE[kind].inCharge(m, getTableName(CHARGE[kind].table));
