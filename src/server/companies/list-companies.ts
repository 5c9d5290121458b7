import { count, inArray, isNull, and, eq, type SQL } from 'drizzle-orm';
import type { CompanyListQuery, CompanySummary } from '../../shared/schemas/company.ts';
import type { Page } from '../../shared/schemas/pagination.ts';
import type { Database } from '../db/client.ts';
import { companies, people, searchText, talentInterviews } from '../db/schema/index.ts';
import { listRecords, type ListSpec } from '../admin/list-records.ts';
import { companyToApi } from './company-to-api.ts';

/** The companies list: searched in the name, VAT number and address (its trigram index), sorted by name or date. */
export const COMPANY_LIST: ListSpec<typeof companies> = {
  table: companies,
  idColumn: companies.id,
  createdColumn: companies.creationDate,
  sortable: { name: companies.name, creationDate: companies.creationDate },
  defaultSort: 'name:asc',
  searchable: [searchText(companies.name, companies.vatNumber, companies.address)],
};

/**
 * `GET /api/companies` (decision 0044): a page as the other admin lists answer it, each company with how many
 * contacts (people not anonymised) and bookings or talent requests it has, counted for the page's rows only.
 */
export async function listCompanies(
  db: Database,
  query: CompanyListQuery,
  /** The user's charge (src/server/policies/). */
  scope: SQL[] = [],
): Promise<Page<CompanySummary>> {
  const { manager, ...list } = query;
  const found = await listRecords(db, COMPANY_LIST, list, [
    ...scope,
    ...(manager ? [eq(companies.managerId, manager)] : []),
  ]);
  const ids = found.items.map((c) => c.id);
  const [contacts, records] = ids.length
    ? await Promise.all([
        db
          .select({ id: people.companyId, n: count() })
          .from(people)
          .where(and(inArray(people.companyId, ids), isNull(people.anonymisedAt)))
          .groupBy(people.companyId),
        db
          .select({ id: talentInterviews.companyId, n: count() })
          .from(talentInterviews)
          .where(inArray(talentInterviews.companyId, ids))
          .groupBy(talentInterviews.companyId),
      ])
    : [[], []];
  const countOf = (rows: { id: number | null; n: number }[], id: number) => rows.find((r) => r.id === id)?.n ?? 0;
  return {
    ...found,
    items: found.items.map((c) => ({
      ...companyToApi(c),
      contacts: countOf(contacts, c.id),
      records: countOf(records, c.id),
    })),
  };
}
