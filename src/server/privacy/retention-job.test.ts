import cronParser from 'cron-parser';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../tests/helpers/test-app.ts';
import { newMarker, personOf } from '../../../tests/helpers/factories.ts';
import { createTestDatabase } from '../../../tests/helpers/test-database.ts';
import type { App } from '../app.ts';
import { auditLog, jobApplications, stateHistory } from '../db/schema/index.ts';
import { RETENTION_AUDIT_ACTION } from './retention.ts';
import { RETENTION_QUEUE, RETENTION_TIME_ZONE, retentionOverdue } from './retention-job.ts';

const DAY = 86_400_000;
const CRON = '0 3 * * *';

describe('the retention job', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const apps: App[] = [];
  let applicationId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    // An application that ended seven months ago, written before any app process runs the job.
    const marker = newMarker();
    const fields = { firstName: marker, lastName: marker, email: `${marker}@example.org`, phone: '' };
    const personId = await personOf(database.db, fields);
    const [row] = await database.db
      .insert(jobApplications)
      .values({ ...fields, personId, process: 'NO_GO' })
      .returning();
    applicationId = row!.id;
    await database.db.insert(stateHistory).values({
      recordType: 'job-applications',
      recordId: applicationId,
      toState: 'NO_GO',
      changedAt: new Date(Date.now() - 212 * DAY),
    });
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
  });

  const runs = () =>
    database.db.select().from(auditLog).where(eq(auditLog.action, RETENTION_AUDIT_ACTION)).orderBy(auditLog.id);

  it('is overdue on a database where it never ran', async () => {
    expect(await retentionOverdue(database.db, CRON, new Date())).toBe(true);
  });

  it('catches up at the start of two app processes once, on the daily Brussels schedule', async () => {
    for (let i = 0; i < 2; i++) {
      const { app } = await buildTestApp({ RETENTION_CRON: CRON, MAIL_POLL_SECONDS: '0.5' }, { database });
      await app.ready();
      apps.push(app);
    }
    const schedules = await apps[0]!.queue!.getSchedules();
    expect(schedules).toEqual([
      expect.objectContaining({ name: RETENTION_QUEUE, cron: CRON, timezone: RETENTION_TIME_ZONE }),
    ]);

    await expect.poll(async () => (await runs()).length, { timeout: 20_000, interval: 250 }).toBe(1);
    const [application] = await database.db
      .select()
      .from(jobApplications)
      .where(and(eq(jobApplications.id, applicationId)));
    expect(application!.anonymisedAt).not.toBeNull();
    expect(application!.email).toBe('');
    const [run] = await runs();
    expect(run!.userName).toBe('retention');
    expect(run!.detail).toMatchObject({ records: [{ recordType: 'job-applications', id: applicationId }] });

    // Both processes poll the queue; neither runs it a second time.
    await new Promise((r) => setTimeout(r, 3000));
    expect(await runs()).toHaveLength(1);
  });

  it('is not overdue until the next scheduled time has passed without a run', async () => {
    const [run] = await runs();
    const next = cronParser.parseExpression(CRON, { tz: RETENTION_TIME_ZONE, currentDate: run!.at }).next().getTime();
    expect(await retentionOverdue(database.db, CRON, new Date(next - 60_000))).toBe(false);
    expect(await retentionOverdue(database.db, CRON, new Date(next + 60_000))).toBe(true);
  });
});
