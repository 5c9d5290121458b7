import { eq, type SQL } from 'drizzle-orm';
import type { ProfileListQuery } from '../../../shared/schemas/list-query.ts';
import type { Database } from '../../db/client.ts';
import { profiles } from '../../db/schema/index.ts';
import { listRecords } from '../list-records.ts';
import { LIST_SPECS } from '../list-specs.ts';
import { profilesToApi } from '../to-api.ts';

/** The admin list of profiles: the common list query, plus whether they are published; `scope`: the user's charge. */
export async function listProfiles(db: Database, query: ProfileListQuery, scope: SQL[] = []) {
  const filters: SQL[] = [...scope];
  if (query.display) filters.push(eq(profiles.display, query.display === 'true'));
  const result = await listRecords(db, LIST_SPECS.profiles, query, filters);
  return { ...result, items: await profilesToApi(db, result.items) };
}
