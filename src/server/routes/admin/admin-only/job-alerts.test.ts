import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminTestApp, managerToken, staff } from '../../../../../tests/helpers/admin.ts';
import { newMarker } from '../../../../../tests/helpers/factories.ts';
import type { JobAlertAdminItem } from '../../../../shared/schemas/job-alert.ts';
import { consentEvents, jobAlertSent, jobAlerts } from '../../../db/schema/index.ts';

/** GET /api/job-alerts and DELETE /api/job-alerts/{id} (issue 44 item 15): the ADMIN's list of alerts and removal. */
describe('job alerts, the ADMIN screen', () => {
  const ctx = adminTestApp();
  const m = newMarker();

  async function alert(email: string, values: Partial<typeof jobAlerts.$inferInsert> = {}) {
    const [row] = await ctx.t.app.db
      .insert(jobAlerts)
      .values({ email, lang: 'fr', frequency: 'daily', query: { keyword: 'java' }, ...values })
      .returning();
    return row!;
  }

  it('lists the alerts (address, search, frequency, last sent, failures) a page at a time, ADMIN only', async () => {
    const sentAt = new Date('2026-12-01T08:00:00Z');
    const good = await alert(`good.${m}@example.com`, { confirmedAt: new Date() });
    await ctx.t.app.db.insert(jobAlertSent).values({ alertId: good.id, jobId: 999_999, sentAt });
    const bad = await alert(`bad.${m}@example.com`, {
      confirmedAt: new Date(),
      query: { keyword: '-'.repeat(40) },
      frequency: 'instant',
      failures: 2,
      lastError: 'tsquery stack too small',
    });
    for (let i = 0; i < 3; i++) await alert(`more${i}.${m}@example.com`);

    const res = await ctx.admin.get(`/api/job-alerts?q=${m}&size=2&page=1`);
    expect(res.statusCode).toBe(200);
    const page = res.json<{ items: JobAlertAdminItem[]; total: number }>();
    expect(page.total).toBe(5);
    expect(page.items).toHaveLength(2);
    const all = (await ctx.admin.get(`/api/job-alerts?q=${m}&size=10`)).json<{ items: JobAlertAdminItem[] }>().items;
    const byId = new Map(all.map((a) => [a.id, a]));
    expect(byId.get(good.id)).toMatchObject({
      email: good.email,
      frequency: 'daily',
      query: { keyword: 'java' },
      lastSentAt: sentAt.toISOString(),
      failures: 0,
    });
    expect(byId.get(bad.id)).toMatchObject({ failures: 2, lastError: 'tsquery stack too small', lastSentAt: null });
    const second = (await ctx.admin.get(`/api/job-alerts?q=${m}&size=2&page=2`)).json<{ items: JobAlertAdminItem[] }>();
    expect(second.items.map((a) => a.id)).not.toContain(page.items[0]!.id);

    const manager = staff(ctx.t, await managerToken(ctx.t, ctx.admin, `mgr.list.${m}`));
    expect((await manager.get('/api/job-alerts')).statusCode).toBe(403);
    expect((await ctx.t.app.inject({ method: 'GET', url: '/api/job-alerts' })).statusCode).toBe(401);
  });

  it('removes one alert (ADMIN; its consent withdrawn by staff), refuses a MANAGER, 404 for an unknown one', async () => {
    const target = await alert(`remove.${m}@example.com`, { confirmedAt: new Date() });
    const manager = staff(ctx.t, await managerToken(ctx.t, ctx.admin, `mgr.remove.${m}`));
    expect((await manager.send('DELETE', `/api/job-alerts/${target.id}`)).statusCode).toBe(403);
    expect(await ctx.t.app.db.select().from(jobAlerts).where(eq(jobAlerts.id, target.id))).toHaveLength(1);

    expect((await ctx.admin.send('DELETE', `/api/job-alerts/${target.id}`)).statusCode).toBe(204);
    expect(await ctx.t.app.db.select().from(jobAlerts).where(eq(jobAlerts.id, target.id))).toHaveLength(0);
    const [withdrawn] = await ctx.t.app.db.select().from(consentEvents).where(eq(consentEvents.email, target.email));
    expect(withdrawn).toMatchObject({ purpose: 'job_alert', action: 'withdrawn', source: 'staff' });
    expect((await ctx.admin.send('DELETE', `/api/job-alerts/${target.id}`)).statusCode).toBe(404);
    expect((await ctx.admin.send('DELETE', '/api/job-alerts/abc')).statusCode).toBe(400);
  });
});
