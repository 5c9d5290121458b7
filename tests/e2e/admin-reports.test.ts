import { buffer } from 'node:stream/consumers';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobApplications } from '../../src/server/db/schema/index.ts';
import { startSite, type RunningSite } from '../helpers/browser.ts';
import { createJob, createJobApplication, moveRecord, newMarker } from '../helpers/factories.ts';
import { logInAs } from './admin-helpers.ts';
import { seriousViolations } from './axe.ts';

let site: RunningSite;
beforeAll(async () => {
  site = await startSite({}, { demo: false });
});
afterAll(() => site?.close());

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

describe('the reports screen (issue 31 item 5)', () => {
  it('the funnel of a period as charts and tables, filters in the address, CSV; axe-clean', async () => {
    // Three applications of January 2020 (a month of their own, away from the demo's): two from the RSS feed, one
    // of them reviewed then hired, and one that came direct.
    const job = await createJob(site.app, newMarker());
    const rows = [
      await createJobApplication(site.app, { jobId: job.id, source: { utmSource: 'rss', utmMedium: 'feed' } }),
      await createJobApplication(site.app, { jobId: job.id, source: { utmSource: 'rss', utmMedium: 'feed' } }),
      await createJobApplication(site.app, { jobId: job.id }),
    ];
    await moveRecord(site.app, 'job-applications', rows[0]!.id, { process: 'IN_REVIEW' });
    await moveRecord(site.app, 'job-applications', rows[0]!.id, { process: 'HIRED' });
    const ids = rows.map((r) => r.id);
    await site.app.db
      .update(jobApplications)
      .set({ creationDate: new Date('2020-01-15T09:00:00Z') })
      .where(inArray(jobApplications.id, ids));
    await site.app.db.execute(sql`select funnel_rebuild()`);
    expect((await site.app.db.select().from(jobApplications).where(eq(jobApplications.id, ids[2]!)))[0]!.source).toBe(
      'direct',
    );

    const { page } = await site.newPage({ viewport: { width: 1280, height: 900 } });
    await logInAs(page);
    await page.goto('/reports?from=2020-01-01&to=2020-01-31');
    await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
    const stages = page.getByRole('table', { name: 'Stages' });
    await stages.getByRole('row', { name: /^New 3 / }).waitFor();
    expect(await stages.getByRole('row', { name: /^Hired/ }).innerText()).toMatch(/^Hired\s+1\s/);
    const sources = page.getByRole('table', { name: 'Where applicants come from' });
    expect(await sources.getByRole('row', { name: /^rss/ }).innerText()).toMatch(/^rss\s+2\s+1$/);
    expect(await sources.getByRole('row', { name: /^direct/ }).innerText()).toMatch(/^direct\s+1\s+0$/);
    // The sidebar names the screen.
    await page.getByRole('navigation').getByRole('link', { name: 'Reports' }).waitFor();
    expect(await seriousViolations(page, WCAG)).toEqual([]);

    // A filter goes into the address, and the figures follow.
    const source = page.getByRole('textbox', { name: 'Source' });
    await source.fill('rss');
    await source.press('Enter');
    await page.waitForURL(/source=rss/);
    await stages.getByRole('row', { name: /^New 2 / }).waitFor();
    expect(await sources.getByRole('row').count()).toBe(2); // the header and rss

    // CSV: the stages and the sources of what is shown.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = (await buffer(await download.createReadStream())).toString('utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv).toContain('Period;2020-01-01;2020-01-31');
    expect(csv).toMatch(/New;2;;0;/);
    expect(csv).toContain('rss;2;1');
    expect(await seriousViolations(page, WCAG)).toEqual([]);
  });
});
