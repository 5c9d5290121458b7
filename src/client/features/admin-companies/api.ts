import type { Company, CompanyDetail, CompanySummary, CompanyValues } from '../../../shared/schemas/company.ts';
import { api } from '../../lib/api.ts';
import { listQuery, recordQuery, useAdminMutation, type ListQueryParams } from '../admin-shared/admin-api.ts';

export const companiesQuery = (query: ListQueryParams) => listQuery<CompanySummary>('companies', query);
export const companyQuery = (id: number | null) => recordQuery<CompanyDetail>('companies', id);

/** Adds a company (`POST /api/companies`), or edits the one with this id (`PATCH /api/companies/{id}`). */
export const useSaveCompany = () =>
  useAdminMutation(['companies'], ({ id, values }: { id: number | null; values: CompanyValues }) =>
    id
      ? api<Company>(`/api/companies/${id}`, { method: 'PATCH', body: values })
      : api<Company>('/api/companies', { method: 'POST', body: values }),
  );

/** The person page of a contact or a consultant (the people screens, issue 27 item 3). */
export const personPath = (id: number) => `/crudPeople/${id}`;
