import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { services } from '../db/schema/index.ts';
import { systemClock } from '../time/clock.ts';
import { insertJobs } from './demo-jobs.ts';
import { insertManagers } from './demo-managers.ts';
import { insertPipeline } from './demo-pipeline.ts';
import { insertProfiles } from './demo-profiles.ts';
import { DEMO_SERVICES } from './demo-services.ts';
import { insertSiteContent } from './demo-site-content.ts';
import { demoCalendar } from './demo-time.ts';
import type { DemoTx } from './demo-types.ts';

/** Key of the transaction-scoped advisory lock that serialises concurrent seeds ("NWDEMO" in ASCII). */
const SEED_LOCK_KEY = 0x4e5744454d4f;

async function hasContent(db: Database | DemoTx): Promise<boolean> {
  const rows = await db.select({ id: services.id }).from(services).limit(1);
  return rows.length > 0;
}

/**
 * Fills an empty database with the demo content of "Northwind Talent", a fictional Brussels recruitment and IT
 * consulting firm: managers, services, jobs, consultant profiles, applications, interviews and contacts with
 * their files and state histories, and its site texts. Does nothing when the database already has services; otherwise writes
 * everything in one transaction, so the content is there whole or not at all. Its dates are relative to
 * `seededAt` (the first start), so open jobs stay open for months whatever the day.
 */
export async function seedDemo(db: Database, seededAt: Date = systemClock.now()): Promise<void> {
  if (await hasContent(db)) return;
  await db.transaction(async (tx) => {
    // Several app processes may start together on one PostgreSQL: the others wait here, then find the content.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasContent(tx)) return;

    const calendar = demoCalendar(seededAt);
    const managerIds = await insertManagers(tx);
    await tx.insert(services).values([...DEMO_SERVICES]);
    const openJobIds = await insertJobs(tx, managerIds, calendar);
    const profileIds = await insertProfiles(tx, managerIds, calendar);
    await insertPipeline(tx, { openJobIds, profileIds, calendar });
    await insertSiteContent(tx, seededAt);
  });
}
