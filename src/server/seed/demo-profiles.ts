import { profiles } from '../db/schema/index.ts';
import { insertCv, personEmail } from './demo-files.ts';
import { insertHistory, type Journey } from './demo-history.ts';
import { FIRM_PHONE, TALENTS_EMAIL } from './demo-managers.ts';
import { BUSINESS_PROFILES } from './demo-profiles-business.ts';
import { CANDIDATE_PROFILES } from './demo-profiles-candidates.ts';
import { TECH_PROFILES } from './demo-profiles-tech.ts';
import type { DemoCalendar } from './demo-time.ts';
import type { DemoCandidate, DemoProfile, DemoTx, ManagerKey } from './demo-types.ts';
import { linkPerson } from '../people/link-person.ts';

/** The 20 consultants shown on the public profiles page, in their display order. */
const PUBLISHED_PROFILES: readonly DemoProfile[] = [...TECH_PROFILES, ...BUSINESS_PROFILES];
/** The 5 candidates still in the process. */
export { CANDIDATE_PROFILES };

/** A published consultant went all the way through the candidate process. */
const HIRED_JOURNEY: Journey = { steps: ['IN_REVIEW', 'INTERVIEW', 'OFFER', 'HIRED'] };
const CANDIDATE_JOURNEYS: Record<DemoCandidate['process'], Journey> = {
  NEW: { steps: [] },
  IN_REVIEW: { steps: ['IN_REVIEW'] },
  INTERVIEW: { steps: ['IN_REVIEW', 'INTERVIEW'], comments: [undefined, 'Interview planned at the Brussels office.'] },
};

/** "Lucas Peeters": how pipeline data refers to a profile. */
function profileKey(profile: { firstName: string; lastName: string }): string {
  return `${profile.firstName} ${profile.lastName}`;
}

/** A Belgian mobile number that differs for every profile. */
function privatePhone(index: number): string {
  return `+324${70 + (index % 30)}${String(310000 + index * 37171).slice(-6)}`;
}

interface ProfileSeed {
  profile: DemoProfile;
  order: number;
  process: string;
  journey: Journey;
  createdAt: Date;
  /** The day of the interview booked for a candidate in the INTERVIEW stage. */
  interviewDay: string;
}

function profileRow(
  seed: ProfileSeed,
  managerId: number,
  cvFileId: string | null,
): Omit<typeof profiles.$inferInsert, 'personId'> & { email: string } {
  const { profile: p, order, process } = seed;
  const published = process === 'HIRED';
  return {
    salutation: p.salutation,
    firstName: p.firstName,
    lastName: p.lastName,
    profileTitle: p.profileTitle,
    availability: p.availability,
    email: personEmail(p.firstName, p.lastName),
    phone: privatePhone(order),
    displayedFirstName: p.firstName,
    displayedLastName: `${p.lastName.charAt(0)}.`,
    displayedEmail: TALENTS_EMAIL,
    displayedPhone: FIRM_PHONE,
    managerId,
    descriptionEn: p.description.en,
    descriptionFr: p.description.fr,
    descriptionNl: p.description.nl,
    experience: p.experience,
    technologies: p.technologies,
    profileOrder: order,
    display: published,
    languages: p.languages,
    region: p.region,
    industry: p.industry,
    employmentType: p.employmentType,
    contractType: p.contractType,
    rate: p.rate,
    seniorityLevel: p.seniorityLevel,
    cvFileId,
    // A candidate in the interview stage has an interview booked in the coming days.
    bookedDate: process === 'INTERVIEW' ? seed.interviewDay : null,
    bookedTime: process === 'INTERVIEW' ? '14:00' : null,
    process,
    creationDate: seed.createdAt,
  };
}

function profileSeeds(calendar: DemoCalendar): ProfileSeed[] {
  const published = PUBLISHED_PROFILES.map((profile, i) => ({
    profile,
    order: i + 1,
    process: 'HIRED',
    journey: HIRED_JOURNEY,
    createdAt: calendar.daysBefore(68 - i * 2, 9 + (i % 7)),
    interviewDay: calendar.dayFromReference(4),
  }));
  const candidates = CANDIDATE_PROFILES.map((profile, i) => ({
    profile,
    order: PUBLISHED_PROFILES.length + i + 1,
    process: profile.process,
    journey: CANDIDATE_JOURNEYS[profile.process],
    createdAt: calendar.daysBefore(16 - i * 3, 11 + i),
    interviewDay: calendar.dayFromReference(4),
  }));
  return [...published, ...candidates];
}

/** Inserts the profiles (with their CVs and histories) and answers their ids by `profileKey`. */
export async function insertProfiles(
  tx: DemoTx,
  managerIds: Record<ManagerKey, number>,
  calendar: DemoCalendar,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const seed of profileSeeds(calendar)) {
    const { profile } = seed;
    // Candidates joined through the site, which requires a CV; some published consultants have one on file.
    const withCv = profile.cv === true || seed.process !== 'HIRED';
    const email = personEmail(profile.firstName, profile.lastName);
    const cvFileId = withCv
      ? await insertCv(tx, { ...profile, email, title: profile.profileTitle }, seed.createdAt)
      : null;
    const values = profileRow(seed, managerIds[profile.manager], cvFileId);
    // Consultants were entered by staff; candidates joined through the site (decision 0041).
    const source = seed.process === 'HIRED' ? 'staff' : 'form';
    const personId = await linkPerson(tx, values, { source, at: seed.createdAt });
    const [row] = await tx
      .insert(profiles)
      .values({ ...values, personId })
      .returning({ id: profiles.id });
    if (!row) throw new Error(`Demo seed: profile ${profileKey(profile)} was not stored`);
    await insertHistory(tx, 'profiles', {
      recordId: row.id,
      createdAt: seed.createdAt,
      journey: seed.journey,
      until: calendar.reference,
    });
    ids.set(profileKey(profile), row.id);
  }
  return ids;
}
