import { jobs } from '../db/schema/index.ts';
import { describeJob, type DemoRole } from './demo-job-text.ts';
import { BUSINESS_ROLES } from './demo-jobs-business.ts';
import { ENGINEERING_ROLES } from './demo-jobs-engineering.ts';
import { FINANCE_ROLES } from './demo-jobs-finance.ts';
import { IT_DELIVERY_ROLES } from './demo-jobs-it-delivery.ts';
import { IT_ROLES } from './demo-jobs-it.ts';
import { addMonths, type DemoCalendar } from './demo-time.ts';
import type { DemoTx, ManagerKey } from './demo-types.ts';

/** Each file of roles is one desk of the firm, with the manager usually in charge of it. */
const DESKS: readonly { manager: ManagerKey; roles: readonly DemoRole[] }[] = [
  { manager: 'pieter', roles: IT_ROLES },
  { manager: 'pieter', roles: IT_DELIVERY_ROLES },
  { manager: 'sophie', roles: FINANCE_ROLES },
  { manager: 'sophie', roles: BUSINESS_ROLES },
  { manager: 'nadia', roles: ENGINEERING_ROLES },
];

/** The 30 demo jobs in the order of their references, each with the manager in charge. */
export const DEMO_JOBS: readonly { role: DemoRole; manager: ManagerKey }[] = DESKS.flatMap((desk) =>
  desk.roles.map((role) => ({ role, manager: role.manager ?? desk.manager })),
);

/** Days after the reference day. The expired job closed about nine months before it. */
const EXPIRED = { deadline: -274, start: -244, created: -328 };
/** Urgent jobs start as soon as possible: about two weeks after the reference day. */
const URGENT_START = 15;
const START_DATES = [30, 64, 92, 120];
/** Open jobs close three to five months after the reference day, or never. */
const DEADLINES = [91, null, 119, 150, null];
/** How long a contract runs, in months, when it has an end. */
const DURATION_MONTHS: Partial<Record<DemoRole['type'], number>> = { FREELANCE: 6, CDD: 12, INTERNSHIP: 6 };

export function jobRef(index: number): string {
  return `NW-2026-${String(index + 1).padStart(3, '0')}`;
}

/** The row of the `index`-th demo job. */
export function jobRow(
  role: DemoRole,
  index: number,
  { managerId, calendar }: { managerId: number; calendar: DemoCalendar },
): typeof jobs.$inferInsert {
  const expired = role.closed === 'expired';
  const day = (days: number | null | undefined) => (days == null ? null : calendar.dayFromReference(days));
  const startDate = day(expired ? EXPIRED.start : role.urgent ? URGENT_START : START_DATES[index % START_DATES.length]);
  const months = DURATION_MONTHS[role.type];
  return {
    jobRef: jobRef(index),
    title: role.title,
    ...describeJob(role),
    region: role.region,
    education: role.education,
    startDate,
    endDate: startDate && months ? addMonths(startDate, months) : null,
    type: role.type,
    technicalSkills: role.technicalSkills,
    managerId,
    displayJob: role.closed !== 'hidden',
    experience: role.experience,
    industry: role.industry,
    employmentType: role.employmentType,
    workPlaceType: role.workPlaceType,
    seniorityLevel: role.seniorityLevel,
    startDateUrgent: role.urgent ?? false,
    rate: role.rate,
    urgentStatus: role.urgent ?? false,
    endApplicationDate: day(expired ? EXPIRED.deadline : DEADLINES[index % DEADLINES.length]),
    // Published over the last three months; the expired one was open last winter.
    creationDate: calendar.daysBefore(expired ? -EXPIRED.created : 3 + index * 3, 9 + (index % 8)),
  };
}

/** Inserts the demo jobs and answers the ids of those still open to applications, by title. */
export async function insertJobs(
  tx: DemoTx,
  managerIds: Record<ManagerKey, number>,
  calendar: DemoCalendar,
): Promise<Map<string, number>> {
  const rows = DEMO_JOBS.map(({ role, manager }, i) => jobRow(role, i, { managerId: managerIds[manager], calendar }));
  const inserted = await tx.insert(jobs).values(rows).returning({ id: jobs.id, title: jobs.title });
  const open = new Set(DEMO_JOBS.filter(({ role }) => role.closed === undefined).map(({ role }) => role.title));
  return new Map(inserted.filter((job) => open.has(job.title)).map((job) => [job.title, job.id]));
}
