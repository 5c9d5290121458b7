import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { CompanyConsultant, CompanyDetail } from '../../shared/schemas/company.ts';
import type { Database } from '../db/client.ts';
import { companies, people, profiles, talentInterviews } from '../db/schema/index.ts';
import { notFound } from '../errors.ts';
import { companyToApi } from './company-to-api.ts';

type Db = Pick<Database, 'select'>;

/**
 * One company of `GET /api/companies/{id}` (decision 0044), its whole history in time order (oldest first): its
 * contacts (people not anonymised), the bookings and talent requests sent for it, and the consultants it booked
 * (each profile once, with its first booking and the state of its latest). 404 when there is no such company.
 */
export async function getCompany(db: Db, id: number): Promise<CompanyDetail> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  if (!row) throw notFound(`No company ${id}`);
  const [contacts, records, bookings] = await Promise.all([
    db
      .select({
        id: people.id,
        firstName: people.firstName,
        lastName: people.lastName,
        email: people.email,
        phone: people.phone,
        lang: people.lang,
        creationDate: people.creationDate,
      })
      .from(people)
      .where(and(eq(people.companyId, id), isNull(people.anonymisedAt)))
      .orderBy(asc(people.creationDate), asc(people.id)),
    db
      .select({
        id: talentInterviews.id,
        kind: talentInterviews.kind,
        createdAt: talentInterviews.creationDate,
        state: talentInterviews.process,
        personId: talentInterviews.personId,
        profileId: talentInterviews.profileId,
        about: sql<string>`case when ${talentInterviews.kind} = 'BOOKING' then ${talentInterviews.jobTitle}
          else ${talentInterviews.talentName} end`,
      })
      .from(talentInterviews)
      .where(eq(talentInterviews.companyId, id))
      .orderBy(asc(talentInterviews.creationDate), asc(talentInterviews.id)),
    db
      .select({
        profileId: profiles.id,
        personId: profiles.personId,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        profileTitle: profiles.profileTitle,
        profileState: profiles.process,
        bookedAt: talentInterviews.creationDate,
        bookingState: talentInterviews.process,
      })
      .from(talentInterviews)
      .innerJoin(profiles, eq(profiles.id, talentInterviews.profileId))
      .where(and(eq(talentInterviews.companyId, id), isNotNull(talentInterviews.profileId)))
      .orderBy(asc(talentInterviews.creationDate), asc(talentInterviews.id)),
  ]);
  return {
    ...companyToApi(row),
    contacts: contacts.map((c) => ({ ...c, creationDate: c.creationDate.toISOString() })),
    records: records.map((r) => ({ ...r, recordType: 'talent-interviews', createdAt: r.createdAt.toISOString() })),
    consultants: consultantsOf(bookings),
  };
}

/** Each profile once, in the order of its first booking; the latest booking says where it stands. */
function consultantsOf(
  bookings: {
    profileId: number;
    personId: number;
    firstName: string;
    lastName: string;
    profileTitle: string;
    profileState: string;
    bookedAt: Date;
    bookingState: string;
  }[],
): CompanyConsultant[] {
  const byProfile = new Map<number, CompanyConsultant>();
  for (const b of bookings) {
    const known = byProfile.get(b.profileId);
    if (known) {
      known.lastBookingState = b.bookingState;
      continue;
    }
    byProfile.set(b.profileId, {
      profileId: b.profileId,
      personId: b.personId,
      name: `${b.firstName} ${b.lastName}`.trim(),
      profileTitle: b.profileTitle,
      profileState: b.profileState,
      firstBookedAt: b.bookedAt.toISOString(),
      lastBookingState: b.bookingState,
    });
  }
  return [...byProfile.values()];
}
