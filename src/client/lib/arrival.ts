import { ARRIVAL_FIELDS, type Arrival } from '../../shared/arrival.ts';

/**
 * Where the visitor came from (issue 31 item 4, docs/decisions/0062): the first page of the visit with a
 * `utm_source` (a feed, an alert, a campaign link) or an outside referring site is noted in this tab's
 * sessionStorage, first-party, kept across the visitor's pages until they apply, gone when the tab closes, and sent
 * with the apply, spontaneous and talent-pool forms only. Nothing is sent anywhere else.
 */
const KEY = 'hf.arrival';

/** Notes the page the visitor landed on, when it says where they came from; a later such landing replaces it. */
export function noteArrival(): void {
  try {
    const query = new URLSearchParams(window.location.search);
    const utm = {
      utmSource: query.get(ARRIVAL_FIELDS.utmSource) ?? undefined,
      utmMedium: query.get(ARRIVAL_FIELDS.utmMedium) ?? undefined,
      utmCampaign: query.get(ARRIVAL_FIELDS.utmCampaign) ?? undefined,
    };
    let referrer = '';
    if (document.referrer) {
      const from = new URL(document.referrer);
      if (from.host !== window.location.host) referrer = `${from.protocol}//${from.host}/`;
    }
    if (!utm.utmSource && !referrer) return;
    const noted: Arrival = utm.utmSource ? { ...utm, referrer: referrer || undefined } : { referrer };
    sessionStorage.setItem(KEY, JSON.stringify(noted));
  } catch {
    // Storage refused (a private mode, a policy): the form says "direct".
  }
}

/** What the forms send: the arrival noted in this visit, if any. */
export function arrival(): Arrival | undefined {
  try {
    const stored = sessionStorage.getItem(KEY);
    return stored ? (JSON.parse(stored) as Arrival) : undefined;
  } catch {
    return undefined;
  }
}
