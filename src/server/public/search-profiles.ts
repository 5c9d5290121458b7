import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Page } from '../../shared/schemas/pagination.ts';
import type { ProfileSearch, PublicProfile } from '../../shared/schemas/profile.ts';
import type { Database } from '../db/client.ts';
import { profiles } from '../db/schema/index.ts';
import { containsPattern, publicProfileColumns } from './public-profile.ts';

type Search = Omit<ProfileSearch, 'page' | 'size'> & { page: number; size: number };

/**
 * The public talent search over published profiles. The keyword is looked for in what a visitor can see; each
 * technology of a comma-separated list must appear in the profile's technologies.
 */
export async function searchProfiles(db: Database, search: Search): Promise<Page<PublicProfile>> {
  const conditions: SQL[] = [eq(profiles.display, true)];
  const keyword = search.keyword?.trim();
  if (keyword) {
    const pattern = containsPattern(keyword);
    conditions.push(
      or(
        ilike(profiles.profileTitle, pattern),
        ilike(profiles.technologies, pattern),
        ilike(profiles.displayedFirstName, pattern),
        ilike(profiles.industry, pattern),
        ilike(profiles.descriptionEn, pattern),
        ilike(profiles.descriptionFr, pattern),
        ilike(profiles.descriptionNl, pattern),
      )!,
    );
  }
  const technologies = (search.technologies ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  for (const technology of technologies) conditions.push(ilike(profiles.technologies, containsPattern(technology)));
  if (search.experience) conditions.push(eq(profiles.experience, search.experience));

  const where = and(...conditions);
  const [total] = await db.select({ value: count() }).from(profiles).where(where);
  const items = await db
    .select(publicProfileColumns)
    .from(profiles)
    .where(where)
    .orderBy(asc(profiles.profileOrder), asc(profiles.id))
    .limit(search.size)
    .offset((search.page - 1) * search.size);
  return { items, total: total?.value ?? 0, page: search.page, size: search.size };
}
