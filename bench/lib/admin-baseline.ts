import { and, count, ilike, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ListSpec } from '../../src/server/admin/list-records.ts';
import { likePattern, orderOf, sortOf, whereOf } from '../../src/server/admin/list-records.ts';
import { LIST_SPECS } from '../../src/server/admin/list-specs.ts';
import type { Database } from '../../src/server/db/client.ts';
import {
  contacts,
  jobApplications,
  profiles,
  spontaneousApplications,
  talentInterviews,
} from '../../src/server/db/schema/index.ts';
import type { ListQuery } from '../../src/shared/schemas/list-query.ts';

const fullName = (t: { firstName: Column; lastName: Column }) => sql`${t.firstName} || ' ' || ${t.lastName}`;

/** What each list searched before migration 0006: every column on its own, ORed. */
const BEFORE: Record<string, (Column | SQL)[]> = {
  'job-applications': [
    fullName(jobApplications),
    jobApplications.email,
    jobApplications.jobTitle,
    jobApplications.phone,
  ],
  'spontaneous-applications': [
    fullName(spontaneousApplications),
    spontaneousApplications.email,
    spontaneousApplications.post,
  ],
  'talent-interviews': [
    fullName(talentInterviews),
    talentInterviews.email,
    talentInterviews.client,
    talentInterviews.talentName,
    talentInterviews.skills,
    talentInterviews.jobTitle,
  ],
  contacts: [fullName(contacts), contacts.email, contacts.message, contacts.post],
  profiles: [fullName(profiles), profiles.profileTitle, profiles.technologies, profiles.email],
};

/**
 * The admin list as it was before this work (the baseline of bench/admin-lists.ts): the same filters and order,
 * a search ORing ILIKE over each column, pages by OFFSET however deep, and an exact count of every match.
 */
export async function listBefore(db: Database, resource: keyof typeof BEFORE, query: ListQuery, extra: SQL[] = []) {
  const spec = LIST_SPECS[resource as keyof typeof LIST_SPECS] as unknown as ListSpec<PgTable>;
  const base = whereOf(spec, { ...query, q: undefined }, extra);
  const where = query.q ? and(base, or(...BEFORE[resource]!.map((c) => ilike(c, likePattern(query.q!))))) : base;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(spec.table)
      .where(where)
      .orderBy(...orderOf(spec, sortOf(spec, query.sort)))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ total: count() }).from(spec.table).where(where),
  ]);
  return { items: rows, total: counted?.total ?? 0 };
}
