import { z } from 'zod';

/**
 * The version of the privacy notice the site shows now: the date it took effect, printed on the privacy page and
 * stored with every public form (decision 0030). A new notice adds its date at the end of PRIVACY_NOTICE_VERSIONS.
 */
const PRIVACY_NOTICE_VERSIONS = ['2026-11-22'] as const;
export const PRIVACY_NOTICE_VERSION = PRIVACY_NOTICE_VERSIONS[PRIVACY_NOTICE_VERSIONS.length - 1]!;

/**
 * The notice a form was sent under. A form of a page loaded before a new notice still names the one it showed;
 * an API client that names none was answered under the current one.
 */
export const noticeVersion = () =>
  z.enum(PRIVACY_NOTICE_VERSIONS, { error: 'validation.invalid' }).default(PRIVACY_NOTICE_VERSION);

/** The separate, unticked consent of an application to stay in the talent pool for future jobs. */
export const poolConsent = () => z.boolean({ error: 'validation.invalid' }).default(false);

/** Joining the talent pool is that consent: the form is refused without it (decision 0030). */
export const requiredPoolConsent = () =>
  z
    .boolean({ error: 'validation.poolConsentRequired' })
    .default(false)
    .refine((v) => v, { error: 'validation.poolConsentRequired' });

/** The privacy fields every public form carries. */
export const noticeFields = { noticeVersion: noticeVersion() };

/** "Send me my link" (the privacy page and the "My data" page): the address to mail the personal link to. */
export const myDataLinkRequest = z.object({ email: z.email({ error: 'validation.email' }).max(254) });
export type MyDataLinkRequest = z.infer<typeof myDataLinkRequest>;
