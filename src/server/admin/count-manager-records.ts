import { count, eq } from 'drizzle-orm';
import type { ManagerRecords } from '../../shared/schemas/manager.ts';
import type { Database } from '../db/client.ts';
import { jobs, managers, profiles, users } from '../db/schema/index.ts';
import { notFound } from '../errors.ts';

type Db = Pick<Database, 'select'>;

/** What a manager is in charge of (jobs, profiles) and the user accounts linked to them: told before a delete. */
export async function countManagerRecords(db: Db, id: number): Promise<ManagerRecords> {
  const [found] = await db.select({ id: managers.id }).from(managers).where(eq(managers.id, id));
  if (!found) throw notFound(`No manager ${id}`);
  const [[j], [p], [u]] = await Promise.all([
    db.select({ n: count() }).from(jobs).where(eq(jobs.managerId, id)),
    db.select({ n: count() }).from(profiles).where(eq(profiles.managerId, id)),
    db.select({ n: count() }).from(users).where(eq(users.idManager, id)),
  ]);
  return { jobs: j?.n ?? 0, profiles: p?.n ?? 0, users: u?.n ?? 0 };
}
