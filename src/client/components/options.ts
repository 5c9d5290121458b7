import { useTranslation } from 'react-i18next';
import {
  EMPLOYMENT_TYPES,
  EXPERIENCE_LEVELS,
  INDUSTRIES,
  JOB_TYPES,
  PROVINCES,
  SENIORITY_LEVELS,
  WORKPLACE_TYPES,
} from '../../shared/schemas/job.ts';

/** The coded values of jobs and profiles, and where their labels live in the catalog. */
export const LISTS = {
  type: { values: JOB_TYPES, prefix: 'jobs.types' },
  employmentType: { values: EMPLOYMENT_TYPES, prefix: 'jobs.employmentTypes' },
  workPlaceType: { values: WORKPLACE_TYPES, prefix: 'jobs.workplaceTypes' },
  seniorityLevel: { values: SENIORITY_LEVELS, prefix: 'jobs.seniority' },
  experience: { values: EXPERIENCE_LEVELS, prefix: 'jobs.experienceLevels' },
  industry: { values: INDUSTRIES, prefix: 'jobs.industries' },
  province: { values: PROVINCES, prefix: 'jobs.provinces' },
  workingTime: { values: ['FULL_TIME', 'PART_TIME'], prefix: 'talents.workingTimes' },
  salutation: { values: ['Mr', 'Ms', 'Mx'], prefix: 'forms.salutations' },
} as const;
export type OptionList = keyof typeof LISTS;

/** Translated labels of coded values: the options of a select, and the label of one value (itself if unknown). */
export function useOptions() {
  const { t } = useTranslation();
  return {
    options: (list: OptionList) =>
      LISTS[list].values.map((value) => ({ value, label: t(`${LISTS[list].prefix}.${value}`) })),
    label: (list: OptionList, value: string) =>
      (LISTS[list].values as readonly string[]).includes(value) ? t(`${LISTS[list].prefix}.${value}`) : value,
  };
}
