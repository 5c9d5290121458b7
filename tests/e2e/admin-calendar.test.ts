import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviews, outboxMails, users } from '../../src/server/db/schema/index.ts';
import { offerSlots } from '../../src/server/interviews/slot-offers.ts';
import { FIRM_TIME_ZONE, firmDay, firmInstant } from '../../src/shared/firm-time.ts';
import { startSite, type RunningSite } from '../helpers/browser.ts';
import { createInterview, createJobApplication } from '../helpers/factories.ts';
import { logInAs } from './admin-helpers.ts';
import { seriousViolations } from './axe.ts';

let site: RunningSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

describe('the interview calendar (issue 29 item 4)', () => {
  it('shows an interview in the week and on a phone in the day view, opens its record; axe-clean', async () => {
    const application = await createJobApplication(site.app, { firstName: 'Calendar' });
    const [admin] = await site.app.db.select().from(users).where(eq(users.userName, 'admin'));
    // Today at 10:00 in Brussels: in this week's and this day's view whatever the weekday.
    await createInterview(site.app, application.id, {
      startsAt: firmInstant(firmDay(site.app.clock.now()), '10:00'),
      location: 'Room 1',
      attendeeIds: [admin!.id],
    });
    const name = `Calendar ${application.lastName}`;

    const { page } = await site.newPage({ viewport: { width: 1280, height: 900 } });
    await logInAs(page);
    await page.goto('/interviewCalendar');
    await page.getByRole('heading', { level: 1, name: 'Interview calendar' }).waitFor();
    const event = page.locator(`[data-record="job-applications:${application.id}"]`);
    await event.waitFor();
    expect(await event.innerText()).toContain(name);
    // The week view: seven day columns.
    expect(await page.locator('.fc-timeGridWeek-view').count()).toBe(1);
    // "Mine": the admin attends it.
    await page.getByText('Mine', { exact: true }).click();
    await event.waitFor();
    expect(await seriousViolations(page, WCAG)).toEqual([]);

    // Clicking it opens the application.
    await event.click();
    await page.waitForURL(`**/jobsApplications/${application.id}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    const section = page.getByRole('region', { name: 'Interviews' });
    await section.getByText('Room 1').waitFor();
    await section.getByRole('button', { name: 'Schedule interview' }).waitFor();

    // On a phone (390 px): the day view, the interview in it.
    // In the firm's time zone, as its staff's phones are: the day view shows the browser's today, which between 23:00
    // and 24:00 UTC is the day before the firm's, and this test failed then on a machine set to UTC.
    const phone = await site.newPage({ viewport: { width: 390, height: 844 }, timezoneId: FIRM_TIME_ZONE });
    await logInAs(phone.page);
    await phone.page.goto('/interviewCalendar');
    await phone.page.locator('.fc-timeGridDay-view').waitFor();
    await phone.page.locator(`[data-record="job-applications:${application.id}"]`).waitFor();
    const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    expect(await seriousViolations(phone.page, WCAG)).toEqual([]);
  });

  it("the candidate's slot page, in French without JavaScript, takes the choice", async () => {
    const application = await createJobApplication(site.app, { firstName: 'Slots', lang: 'fr' });
    const now = site.app.clock.now();
    const starts = [2, 3].map((d) => firmInstant(firmDay(new Date(now.getTime() + d * 86_400_000)), '14:00'));
    await offerSlots(site.app.db, site.app.mail, {
      applicationId: application.id,
      input: {
        slots: starts.map((s) => s.toISOString()),
        durationMinutes: 45,
        location: 'Bruxelles',
        videoUrl: '',
        attendeeUserIds: [],
      },
      by: { userId: null, userName: 'admin' },
      now,
      key: site.app.mail.config.interviewSlotKey,
    });
    const [mail] = await site.app.db
      .select()
      .from(outboxMails)
      .where(and(eq(outboxMails.template, 'interview-slots-offered'), eq(outboxMails.recordId, application.id)));
    const link = new URL(String((mail!.data as { link: string }).link));
    const path = link.pathname + link.search;

    const { page } = await site.newPage({ javaScriptEnabled: false });
    const res = await page.goto(path);
    expect(res?.headers()['cache-control']).toBe('no-store');
    await page
      .getByRole('heading', { level: 1, name: 'Choisissez l’heure de votre entretien' })
      .waitFor({ timeout: 5000 });
    await page.getByText('Bonjour Slots').waitFor({ timeout: 5000 });
    // (axe runs in the page's JavaScript: not on this page with it off.)
    await page.getByRole('radio').first().check({ timeout: 5000 });
    await page.getByRole('button', { name: 'Confirmer cet horaire' }).click({ timeout: 5000 });
    await page.waitForURL(/sent=interviewSlot/);
    await page.getByText('Votre entretien a lieu le').waitFor();
    const [chosen] = await site.app.db.select().from(interviews).where(eq(interviews.jobApplicationId, application.id));
    expect(chosen!.startsAt.toISOString()).toBe(starts[0]!.toISOString());
  });
});
