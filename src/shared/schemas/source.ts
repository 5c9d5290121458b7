import { z } from 'zod';
import type { Arrival } from '../arrival.ts';

/**
 * Where an applicant came from (issue 31 item 4, docs/decisions/0062): what the visitor's browser kept of the page
 * they landed on (its `utm_*` query, the site that sent them), sent with the apply, spontaneous and talent-pool
 * forms, and what the record stores (`source`, `sourceMedium`, `sourceCampaign`).
 */
const part = (max: number) =>
  z
    .string()
    .max(max)
    .transform((v) => v.trim())
    .optional()
    .catch(undefined);

/** What a form sends: the landing page's utm_source / utm_medium / utm_campaign and the referring site. */
export const arrival = z
  .object({ utmSource: part(100), utmMedium: part(100), utmCampaign: part(200), referrer: part(500) })
  .partial()
  .optional()
  .catch(undefined);
export type { Arrival };

/** The source of a record that came with nothing: typed in the address, a bookmark. */
export const DIRECT = 'direct';
/** The source of records older than source tracking. */
export const UNKNOWN_SOURCE = 'unknown';

/** A source as stored and filtered on: lower case, letters, digits and `._-` only, at most 100 long. */
export const sourceName = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9._-]{1,100}$/, { error: 'validation.invalid' });

const clean = (value: string | undefined, max: number) =>
  (value ?? '')
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max);

/** A source as staff type it, as stored: lower case, `._-`, "direct" when left empty. */
export const cleanSource = (value: string) => clean(value, 100) || DIRECT;

/** The host of a referring address, without `www.`; empty for our own site or an address that is not one. */
export function referringSite(referrer: string | undefined, ownHost?: string): string {
  if (!referrer) return '';
  try {
    const host = new URL(referrer).hostname.toLowerCase().replace(/^www\./, '');
    if (!host || (ownHost && host === ownHost.toLowerCase().replace(/^www\./, ''))) return '';
    return host;
  } catch {
    return '';
  }
}

/**
 * The record's source from what the browser kept: utm_source first (a feed, an alert, a campaign), else the site
 * that referred the visitor (medium `referral`), else "direct".
 */
export function sourceOf(
  a: Arrival | undefined,
  ownHost?: string,
): { source: string; sourceMedium: string; sourceCampaign: string } {
  const utm = clean(a?.utmSource, 100);
  const campaign = clean(a?.utmCampaign, 200);
  if (utm) return { source: utm, sourceMedium: clean(a?.utmMedium, 100), sourceCampaign: campaign };
  const site = referringSite(a?.referrer, ownHost);
  if (site) return { source: clean(site, 100), sourceMedium: 'referral', sourceCampaign: campaign };
  return { source: DIRECT, sourceMedium: '', sourceCampaign: campaign };
}

/** What a record says of its source (job and spontaneous applications, talents). */
export const recordSource = {
  source: z.string().default(UNKNOWN_SOURCE),
  sourceMedium: z.string().default(''),
  sourceCampaign: z.string().default(''),
};
