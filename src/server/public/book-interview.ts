import type { z } from 'zod';
import type { interviewBooking } from '../../shared/schemas/interview.ts';
import type { Database } from '../db/client.ts';
import { talentInterviews } from '../db/schema/index.ts';
import { notFound } from '../errors.ts';
import { findPublicProfile } from './get-public-profile.ts';
import { recordArrival } from './record-arrival.ts';
import { eq } from 'drizzle-orm';
import type { Language } from '../../shared/constants.ts';
import { profiles } from '../db/schema/index.ts';
import type { MailService } from '../mail/mail-service.ts';
import { enqueueArrivalMails } from '../mail/enqueue-arrival-mails.ts';
import { recordFormConsents } from '../privacy/consent.ts';
import { linkPerson } from '../people/link-person.ts';
import { linkCompany } from '../companies/link-company.ts';

/** A client books an interview with a published talent: a talent interview REQUESTED, with its first history row. */
export async function bookInterview(
  db: Database,
  mail: MailService,
  {
    profileId,
    booking,
    lang,
    at,
  }: { profileId: number; booking: z.output<typeof interviewBooking>; lang: Language; at: Date },
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const profile = await findPublicProfile(tx, profileId);
    if (!profile) throw notFound('This profile does not exist or is not published');
    // The client's own words are kept apart from the comment staff edit (issue 26).
    const { noticeVersion, comment: clientMessage, ...fields } = booking;
    const personId = await linkPerson(tx, { ...fields, lang }, { source: 'form', at });
    // The company it is booked for, found by its name or made; the sender becomes its contact (decision 0044).
    const companyId = await linkCompany(tx, { name: fields.client, lang, personId, at });
    const [row] = await tx
      .insert(talentInterviews)
      .values({
        ...fields,
        personId,
        companyId,
        clientMessage,
        kind: 'BOOKING',
        profileId,
        jobTitle: profile.profileTitle,
        process: 'REQUESTED',
        lang,
      })
      .returning({ id: talentInterviews.id });
    await recordArrival(tx, 'talent-interviews', row!.id);
    await recordFormConsents(tx, {
      email: fields.email,
      recordType: 'talent-interviews',
      recordId: row!.id,
      lang,
      at,
      noticeVersion,
    });
    const [owner] = await tx.select({ managerId: profiles.managerId }).from(profiles).where(eq(profiles.id, profileId));
    await enqueueArrivalMails(tx, mail, {
      kind: 'talent-interviews',
      recordId: row!.id,
      lang,
      name: `${booking.firstName} ${booking.lastName}`,
      email: booking.email,
      talentName: talentName(profile),
      date: booking.bookedDate,
      time: booking.bookedTime,
      managerId: owner?.managerId,
    });
    return { id: row!.id };
  });
}

/** How the client knows the talent: the name shown on the site, else the profile's title. */
function talentName(profile: { displayedFirstName: string; displayedLastName: string; profileTitle: string }) {
  return `${profile.displayedFirstName} ${profile.displayedLastName}`.trim() || profile.profileTitle;
}
