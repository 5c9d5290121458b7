import { searchToParams } from '../../components/search-params.ts';

export { pageFromParams } from '../../components/search-params.ts';

/** The job search lives in the URL: shareable, reloadable, and restored by the back button. */
export const SEARCH_FIELDS = ['keyword', 'type', 'province', 'industry', 'seniorityLevel', 'experience'] as const;
export type JobFilters = Record<(typeof SEARCH_FIELDS)[number], string>;

export function filtersFromParams(params: URLSearchParams): JobFilters {
  return Object.fromEntries(SEARCH_FIELDS.map((f) => [f, params.get(f)?.trim() ?? ''])) as JobFilters;
}

export const paramsFromFilters = (filters: Partial<JobFilters>, page = 1) =>
  searchToParams(SEARCH_FIELDS, filters, page);
