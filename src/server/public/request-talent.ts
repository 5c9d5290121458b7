import type { z } from 'zod';
import type { talentRequest } from '../../shared/schemas/interview.ts';
import type { Database } from '../db/client.ts';
import { talentInterviews } from '../db/schema.ts';
import { recordArrival } from './record-arrival.ts';

/** A client asks for a kind of talent: a talent interview of kind TALENT_REQUEST, REQUESTED, with its history. */
export async function requestTalent(db: Database, request: z.output<typeof talentRequest>): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(talentInterviews)
      .values({ ...request, kind: 'TALENT_REQUEST', process: 'REQUESTED' })
      .returning({ id: talentInterviews.id });
    await recordArrival(tx, 'talent-interviews', row!.id);
    return { id: row!.id };
  });
}
