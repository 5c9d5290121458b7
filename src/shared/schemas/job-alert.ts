import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';
import { noticeVersion } from './privacy.ts';
import { pageQuery } from './pagination.ts';
import { email, text } from './rules.ts';

export const JOB_ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export type JobAlertFrequency = (typeof JOB_ALERT_FREQUENCIES)[number];

/**
 * The search an alert keeps: the filters of the public job search (GET /public/api/jobs), nothing else. Unknown
 * fields are refused (strict), as is any field longer than the search takes (a keyword of 2,000 characters: 400).
 */
export const jobAlertQuery = z.strictObject(
  {
    keyword: text(200).optional(),
    type: text(50).optional(),
    province: text(100).optional(),
    industry: text(100).optional(),
    seniorityLevel: text(50).optional(),
    experience: text(50).optional(),
  },
  { error: 'validation.invalid' },
);
export type JobAlertQuery = z.infer<typeof jobAlertQuery>;

/** POST /public/api/job-alerts (docs/decisions/0061): "Get these jobs by e-mail". */
export const jobAlertRequest = z.object({
  email: email(),
  language: z.enum(LANGUAGES, { error: 'validation.invalid' }),
  frequency: z.enum(JOB_ALERT_FREQUENCIES, { error: 'validation.invalid' }),
  query: jobAlertQuery.default({}),
  noticeVersion: noticeVersion(),
});
export type JobAlertRequest = z.infer<typeof jobAlertRequest>;
export type JobAlertInput = z.input<typeof jobAlertRequest>;

/** The search of an alert with its empty fields left out: what is stored, compared and put in links. */
export function cleanAlertQuery(query: JobAlertQuery): JobAlertQuery {
  return Object.fromEntries(Object.entries(query).filter(([, v]) => typeof v === 'string' && v.trim() !== ''));
}

/**
 * The jobs page's form (flat: the search's fields beside the address), as the browser posts it without JavaScript
 * (docs/decisions/0038) and as the client's form holds it; `alertRequestOf` makes the API's body of it.
 */
export const jobAlertForm = z.object({
  email: email(),
  language: z.enum(LANGUAGES, { error: 'validation.invalid' }),
  frequency: z.enum(JOB_ALERT_FREQUENCIES, { error: 'validation.invalid' }),
  ...jobAlertQuery.shape,
  noticeVersion: noticeVersion(),
});
export type JobAlertForm = z.infer<typeof jobAlertForm>;
export type JobAlertFormInput = z.input<typeof jobAlertForm>;

export function alertRequestOf(form: JobAlertForm): JobAlertRequest {
  const { email: address, language, frequency, noticeVersion: notice, ...query } = form;
  return { email: address, language, frequency, noticeVersion: notice, query: cleanAlertQuery(query) };
}

/** GET /api/job-alerts (ADMIN, issue 44 item 15): the alerts, newest first, optionally those of an address. */
export const jobAlertListQuery = z.object({ q: text(200).optional(), ...pageQuery });

/** One alert as the ADMIN's list shows it: address, search, frequency, last sent, failures. */
export const jobAlertAdminItem = z.object({
  id: z.number().int(),
  email: z.string(),
  lang: z.string(),
  frequency: z.enum(JOB_ALERT_FREQUENCIES),
  query: z.record(z.string(), z.unknown()),
  creationDate: z.string(),
  confirmedAt: z.string().nullable(),
  /** When it last mailed jobs (its newest sent pair), null if never. */
  lastSentAt: z.string().nullable(),
  /** Runs in a row whose search failed; at JOB_ALERT_MAX_FAILURES the alert is no longer run. */
  failures: z.number().int(),
  lastError: z.string().nullable(),
  lastFailedAt: z.string().nullable(),
});
export type JobAlertAdminItem = z.infer<typeof jobAlertAdminItem>;
