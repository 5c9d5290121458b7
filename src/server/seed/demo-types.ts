import type {
  EMPLOYMENT_TYPES,
  EXPERIENCE_LEVELS,
  INDUSTRIES,
  JOB_TYPES,
  PROVINCES,
  SENIORITY_LEVELS,
  WORKPLACE_TYPES,
} from '../../shared/schemas/job.ts';
import type { Database } from '../db/client.ts';

/** The transaction handle the demo seed writes through. */
export type DemoTx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** One text in the three languages of the site. */
export interface Localized {
  en: string;
  fr: string;
  nl: string;
}

export type Province = (typeof PROVINCES)[number];
export type Industry = (typeof INDUSTRIES)[number];
export type JobType = (typeof JOB_TYPES)[number];
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export type WorkplaceType = (typeof WORKPLACE_TYPES)[number];
export type SeniorityLevel = (typeof SENIORITY_LEVELS)[number];
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

/** The manager in charge of a demo job or profile, by first name. */
export type ManagerKey = 'sophie' | 'pieter' | 'nadia';

/** A consultant profile as written in the data files; contact details and displayed fields are derived. */
export interface DemoProfile {
  salutation: 'Mr' | 'Ms';
  firstName: string;
  lastName: string;
  profileTitle: string;
  availability: string;
  experience: ExperienceLevel;
  technologies: string;
  languages: string;
  region: Province;
  industry: Industry;
  employmentType: EmploymentType;
  seniorityLevel: SeniorityLevel;
  contractType: JobType;
  rate: string;
  manager: ManagerKey;
  /** Two or three sentences about the consultant, in each language. */
  description: Localized;
  /** Whether a CV is on file. */
  cv?: boolean;
}

/** A candidate who joined the talent pool through the site and is still in the process (not published). */
export interface DemoCandidate extends DemoProfile {
  process: 'NEW' | 'IN_REVIEW' | 'INTERVIEW';
}
