/** A search kept in the URL: shareable, reloadable, and restored by the back button. */
export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** The search as URL parameters: only the fields that are set, and the page when past the first. */
export function searchToParams<F extends string>(
  fields: readonly F[],
  filters: Partial<Record<F, string>>,
  page = 1,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const f of fields) {
    const value = filters[f]?.trim();
    if (value) params.set(f, value);
  }
  if (page > 1) params.set('page', String(page));
  return params;
}
