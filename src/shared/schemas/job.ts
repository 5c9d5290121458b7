import { z } from 'zod';
import { publicQuestion } from './screening.ts';
import { page, pageQuery } from './pagination.ts';
import { id, text, longText, optionalDate, optionalText, requiredText } from './rules.ts';

/** A job, with the field names of docs/spec/product-spec.md#3-entities-and-their-fields (`descriptionsNl` is spelt as in the spec). */
export const jobInput = z.object({
  jobRef: optionalText(50),
  title: requiredText(200),
  descriptionEn: longText().default(''),
  descriptionFr: longText().default(''),
  descriptionsNl: longText().default(''),
  region: optionalText(100),
  education: optionalText(200),
  startDate: optionalDate(),
  endDate: optionalDate(),
  type: optionalText(50),
  technicalSkills: optionalText(1000),
  manager: z.coerce.number().int().positive().nullable().default(null),
  displayJob: z.boolean().default(true),
  experience: optionalText(50),
  jobTypeId: z.coerce.number().int().min(0).max(1000).nullable().default(null),
  industry: optionalText(100),
  employmentType: optionalText(50),
  workPlaceType: optionalText(50),
  seniorityLevel: optionalText(50),
  startDateUrgent: z.boolean().default(false),
  rate: optionalText(50),
  urgentStatus: z.boolean().default(false),
  endApplicationDate: optionalDate(),
});
export type JobInput = z.input<typeof jobInput>;
export const jobUpdate = jobInput.extend({ id: id() });

export const job = jobInput.extend({
  id: z.number(),
  creationDate: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  endApplicationDate: z.string().nullable(),
  /** Whether visitors may apply: displayJob and endApplicationDate not passed. */
  open: z.boolean(),
});
export type Job = z.infer<typeof job>;

/** What a visitor sees of a job: everything but the staff fields. */
export const publicJob = job.omit({ manager: true, jobTypeId: true, displayJob: true });
export type PublicJob = z.infer<typeof publicJob>;
/** One job as its page shows it: with the screening questions its apply form asks (docs/decisions/0062). */
export const publicJobDetail = publicJob.extend({ questions: z.array(publicQuestion).default([]) });
export type PublicJobDetail = z.infer<typeof publicJobDetail>;

/** Public job search (docs/spec/product-spec.md#3-entities-and-their-fields and docs/product-decisions.md#4-the-api): every field optional. */
export const jobSearch = z.object({
  keyword: text(200).optional(),
  type: text(50).optional(),
  province: text(100).optional(),
  industry: text(100).optional(),
  seniorityLevel: text(50).optional(),
  experience: text(50).optional(),
  lang: z.enum(['fr', 'en', 'nl']).optional(),
  ...pageQuery,
});
export type JobSearch = z.input<typeof jobSearch>;

/**
 * A page of the public job search: `total` counts the matches up to JOB_SEARCH_COUNT_CAP, and `totalCapped` says
 * that more jobs match than that (the list shows "1,000+").
 */
export const jobSearchPage = page(publicJob).extend({ totalCapped: z.boolean() });
export type JobSearchPage = z.infer<typeof jobSearchPage>;

export const JOB_TYPES = ['CDI', 'CDD', 'FREELANCE', 'INTERIM', 'INTERNSHIP'] as const;
export const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN'] as const;
export const WORKPLACE_TYPES = ['ON_SITE', 'HYBRID', 'REMOTE'] as const;
export const SENIORITY_LEVELS = ['JUNIOR', 'MEDIOR', 'SENIOR', 'LEAD'] as const;
export const EXPERIENCE_LEVELS = ['0-2', '2-5', '5-10', '10+'] as const;
export const INDUSTRIES = ['IT', 'FINANCE', 'ENGINEERING', 'HEALTHCARE', 'LOGISTICS', 'ENERGY', 'PUBLIC'] as const;
export const PROVINCES = [
  'Antwerpen',
  'Brussels',
  'Hainaut',
  'Liège',
  'Limburg',
  'Luxembourg',
  'Namur',
  'Oost-Vlaanderen',
  'Vlaams-Brabant',
  'Brabant wallon',
  'West-Vlaanderen',
] as const;
