import type { z } from 'zod';
import type { interviewBooking } from '../../shared/schemas/interview.ts';
import type { Database } from '../db/client.ts';
import { talentInterviews } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import { findPublicProfile } from './get-public-profile.ts';
import { recordArrival } from './record-arrival.ts';

/** A client books an interview with a published talent: a talent interview REQUESTED, with its first history row. */
export async function bookInterview(
  db: Database,
  profileId: number,
  booking: z.output<typeof interviewBooking>,
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const profile = await findPublicProfile(tx, profileId);
    if (!profile) throw notFound('This profile does not exist or is not published');
    const [row] = await tx
      .insert(talentInterviews)
      .values({
        ...booking,
        kind: 'BOOKING',
        profileId,
        jobTitle: profile.profileTitle,
        process: 'REQUESTED',
      })
      .returning({ id: talentInterviews.id });
    await recordArrival(tx, 'talent-interviews', row!.id);
    return { id: row!.id };
  });
}
