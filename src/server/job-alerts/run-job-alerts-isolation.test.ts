import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJob, newMarker } from '../../../tests/helpers/factories.ts';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.ts';
import { testClock } from '../../../tests/helpers/test-clock.ts';
import { jobAlerts, outboxMails } from '../db/schema/index.ts';
import { JOB_ALERT_MAX_FAILURES, runJobAlerts } from './run-job-alerts.ts';

const START = new Date('2026-12-01T09:00:00Z');

/**
 * Issue 44 item 15: an alert whose search made the statement fail (40 minus signs, confirmed) stopped every alert,
 * all due searches being read in one `union all` statement. Each alert's search is now isolated: a bad one is
 * skipped, logged and marked, and no longer run after JOB_ALERT_MAX_FAILURES; the others get their mails.
 */
describe('job alert run, one bad search among good ones', () => {
  let t: TestApp;
  const clock = testClock(START);
  const m = newMarker();
  const warnings: object[] = [];
  const log = { warn: (obj: object) => warnings.push(obj) };

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
  });
  afterAll(() => t.close());

  /** A confirmed instant alert with the search stored as given (as an older version or a hand may have left it). */
  async function alert(email: string, query: Record<string, unknown>) {
    const [row] = await t.app.db
      .insert(jobAlerts)
      .values({
        email,
        lang: 'en',
        frequency: 'instant',
        query: query as Record<string, string>,
        confirmedAt: clock.now(),
      })
      .returning();
    return row!;
  }
  const mailsTo = (email: string) =>
    t.app.db.select().from(outboxMails).where(eq(outboxMails.recipient, email)).orderBy(outboxMails.id);

  it('mails the good alerts, skips and marks the bad one, and stops running it after a few failures', async () => {
    const good = [`good1.${m}@example.com`, `good2.${m}@example.com`];
    await alert(good[0]!, { keyword: m });
    const dashes = await alert(`dashes.${m}@example.com`, { keyword: '-'.repeat(40) });
    await alert(good[1]!, { keyword: m, type: 'Freelance' });
    // A search no run can read (a keyword that is not text): the kind of stored search the run must survive.
    const broken = await alert(`broken.${m}@example.com`, { keyword: { not: 'text' } });

    clock.advance(60_000);
    await createJob(t.app, `${m} one`, { title: `Role ${m} one`, type: 'Freelance', creationDate: clock.now() });
    const first = await runJobAlerts(t.app.db, t.app.mail, { now: clock.now(), log });
    expect(first.failed).toBe(1);
    for (const email of good) expect(await mailsTo(email), email).toHaveLength(1);
    // 40 minus signs are a search that finds nothing now, not a failure (src/server/search/web-search.ts).
    expect(await mailsTo(dashes.email)).toHaveLength(0);
    const [marked] = await t.app.db.select().from(jobAlerts).where(eq(jobAlerts.id, broken.id));
    expect(marked!.failures).toBe(1);
    expect(marked!.lastError).toBeTruthy();
    expect(marked!.lastFailedAt?.getTime()).toBe(clock.now().getTime());
    expect(warnings).toEqual([expect.objectContaining({ alerts: [broken.id] })]);
    const [fine] = await t.app.db.select().from(jobAlerts).where(eq(jobAlerts.id, dashes.id));
    expect([fine!.failures, fine!.lastError]).toEqual([0, null]);

    // Not retried forever: after JOB_ALERT_MAX_FAILURES runs it is no longer read; the good ones go on.
    for (let run = 2; run <= JOB_ALERT_MAX_FAILURES + 1; run++) {
      clock.advance(10 * 60_000);
      await createJob(t.app, `${m} r${run}`, {
        title: `Role ${m} ${run}`,
        type: 'Freelance',
        creationDate: clock.now(),
      });
      const result = await runJobAlerts(t.app.db, t.app.mail, { now: clock.now(), log });
      expect(result.failed).toBe(run <= JOB_ALERT_MAX_FAILURES ? 1 : 0);
      for (const email of good) expect(await mailsTo(email), email).toHaveLength(run);
    }
    const rows = await t.app.db
      .select({ id: jobAlerts.id, failures: jobAlerts.failures })
      .from(jobAlerts)
      .where(inArray(jobAlerts.id, [broken.id, dashes.id]));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.failures]))).toEqual({
      [broken.id]: JOB_ALERT_MAX_FAILURES,
      [dashes.id]: 0,
    });
    expect(await mailsTo(broken.email)).toHaveLength(0);
  });
});
