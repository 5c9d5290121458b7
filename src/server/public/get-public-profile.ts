import { and, eq } from 'drizzle-orm';
import type { PublicProfile } from '../../shared/schemas/profile.ts';
import type { Database } from '../db/client.ts';
import { profiles } from '../db/schema/index.ts';
import { notFound } from '../errors.ts';
import { publicProfileColumns } from './public-profile.ts';

/** A published profile, as a visitor sees it; an unpublished one does not exist for visitors. */
export async function findPublicProfile(db: Pick<Database, 'select'>, id: number): Promise<PublicProfile | undefined> {
  const [row] = await db
    .select(publicProfileColumns)
    .from(profiles)
    .where(and(eq(profiles.id, id), eq(profiles.display, true)));
  return row;
}

export async function getPublicProfile(db: Database, id: number): Promise<PublicProfile> {
  const profile = await findPublicProfile(db, id);
  if (!profile) throw notFound('This profile does not exist or is not published');
  return profile;
}
