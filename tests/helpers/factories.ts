import { randomUUID } from 'node:crypto';
import { firmDay } from '../../src/shared/firm-time.ts';
import type { App } from '../../src/server/app.ts';
import { companies, jobs, profiles } from '../../src/server/db/schema/index.ts';
import { linkPerson, type PersonFields, type PersonSource } from '../../src/server/people/link-person.ts';

/**
 * Rows a test creates for itself, so it asserts on what it made rather than on counts of the demo seed (which
 * change with the seed and, for open jobs, with the date). Each row carries a fresh `marker` word in its texts,
 * which a keyword search finds in these rows only.
 */
export const newMarker = () => `zq${randomUUID().replace(/-/g, '').slice(0, 10)}`;

const DAY_MS = 86_400_000;

/** The firm's day `days` days from the app's now (negative: before it), as a yyyy-mm-dd deadline. */
export function firmDayFromNow(app: Pick<App, 'clock'>, days: number): string {
  return firmDay(new Date(app.clock.now().getTime() + days * DAY_MS));
}

type JobRow = typeof jobs.$inferInsert;

/** A job, open unless `overrides` say otherwise, with `marker` in its three descriptions. */
export async function createJob(app: Pick<App, 'db'>, marker: string, overrides: Partial<JobRow> = {}) {
  const [row] = await app.db
    .insert(jobs)
    .values({
      jobRef: `T-${marker}`,
      title: `Test job ${marker}`,
      descriptionEn: `A test job (${marker}) for the suite.`,
      descriptionFr: `Un emploi de test (${marker}) pour la suite.`,
      descriptionsNl: `Een testvacature (${marker}) voor de suite.`,
      region: 'Brussels',
      type: 'CDI',
      industry: 'IT',
      employmentType: 'FULL_TIME',
      workPlaceType: 'HYBRID',
      seniorityLevel: 'SENIOR',
      experience: '5-10',
      ...overrides,
    })
    .returning();
  return row!;
}

type ProfileRow = typeof profiles.$inferInsert;

/**
 * The person of a record a test writes itself, made or found by e-mail as the app does (decision 0041); `source`
 * `staff` for what staff would have typed.
 */
export function personOf(
  db: Pick<App['db'], 'execute'>,
  fields: PersonFields,
  source: PersonSource = 'form',
): Promise<number> {
  return linkPerson(db, fields, { source, at: new Date() });
}

/** A published (HIRED) profile with `marker` in its descriptions, and its person. */
export async function createProfile(
  app: Pick<App, 'db'>,
  marker: string,
  overrides: Partial<Omit<ProfileRow, 'personId'>> = {},
) {
  const values = {
    firstName: 'Test',
    lastName: marker,
    displayedFirstName: 'Test',
    displayedLastName: 'T.',
    email: `${marker}@example.com`,
    profileTitle: `Consultant ${marker}`,
    descriptionEn: `A consultant (${marker}).`,
    descriptionFr: `Un consultant (${marker}).`,
    descriptionNl: `Een consultant (${marker}).`,
    process: 'HIRED',
    display: true,
    ...overrides,
  };
  const personId = await personOf(app.db, values, 'staff');
  const [row] = await app.db
    .insert(profiles)
    .values({ ...values, personId })
    .returning();
  return row!;
}

type CompanyRow = typeof companies.$inferInsert;

/** A client company named after `marker` (decision 0044): its contacts are people given its id. */
export async function createCompany(
  app: Pick<App, 'db'>,
  marker: string,
  overrides: Partial<Omit<CompanyRow, 'nameKey'>> = {},
) {
  const [row] = await app.db
    .insert(companies)
    .values({ name: `Company ${marker}`, address: `Rue ${marker} 1, 1000 Bruxelles`, lang: 'fr', ...overrides })
    .returning();
  return row!;
}
