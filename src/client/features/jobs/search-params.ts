/** The job search lives in the URL: shareable, reloadable, and restored by the back button. */
export const SEARCH_FIELDS = ['keyword', 'type', 'province', 'industry', 'seniorityLevel', 'experience'] as const;
export type JobFilters = Record<(typeof SEARCH_FIELDS)[number], string>;

export function filtersFromParams(params: URLSearchParams): JobFilters {
  return Object.fromEntries(SEARCH_FIELDS.map((f) => [f, params.get(f)?.trim() ?? ''])) as JobFilters;
}

export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** The search as URL parameters: only the fields that are set, and the page when past the first. */
export function paramsFromFilters(filters: Partial<JobFilters>, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  for (const f of SEARCH_FIELDS) {
    const value = filters[f]?.trim();
    if (value) params.set(f, value);
  }
  if (page > 1) params.set('page', String(page));
  return params;
}
