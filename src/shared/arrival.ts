/**
 * Where a visitor came from, as the browser notes it and as a form sends it (docs/decisions/0062). Kept without zod:
 * the browser's first script (src/client/main.tsx) reads it.
 */
export interface Arrival {
  utmSource?: string | undefined;
  utmMedium?: string | undefined;
  utmCampaign?: string | undefined;
  referrer?: string | undefined;
}

/** The landing query's parameters, which are also the hidden fields of a plain HTML form that carry them. */
export const ARRIVAL_FIELDS = {
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  referrer: 'referrer',
} as const satisfies Record<keyof Arrival, string>;

/** The arrival a plain HTML form posted in its hidden fields. */
export function postedArrival(fields: Record<string, string | undefined>): Arrival | undefined {
  const found = Object.entries(ARRIVAL_FIELDS).filter(([, name]) => fields[name]);
  if (!found.length) return undefined;
  return Object.fromEntries(found.map(([key, name]) => [key, fields[name]!.slice(0, 500)])) as Arrival;
}
