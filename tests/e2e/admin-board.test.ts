import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type RunningSite } from '../helpers/browser.ts';
import { jobApplications } from '../../src/server/db/schema/index.ts';
import { createJob, createJobApplication, newMarker } from '../helpers/factories.ts';
import { logInAs } from './admin-helpers.ts';
import { seriousViolations } from './axe.ts';

let site: RunningSite;
beforeAll(async () => {
  site = await startSite({}, { demo: false });
});
afterAll(() => site?.close());

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

describe("a job's board (issue 28 item 1)", () => {
  it('moves a card by keyboard (space, arrow, space), announced, into the next column; axe-clean', async () => {
    const job = await createJob(site.app, newMarker());
    const first = await createJobApplication(site.app, { jobId: job.id });
    const second = await createJobApplication(site.app, { jobId: job.id });
    const { page } = await site.newPage({ viewport: { width: 1280, height: 900 } });
    await logInAs(page);
    await page.goto(`/crudJob/${job.id}/board`);
    await page.getByRole('heading', { level: 1, name: `Board: ${job.title}` }).waitFor();
    const column = (state: string) => page.getByRole('region', { name: state, exact: true });
    const name = `${first.firstName} ${first.lastName}`;
    const card = column('New').getByRole('button', { name: new RegExp(`^${name}`) });
    await card.waitFor();
    expect(await seriousViolations(page, WCAG)).toEqual([]);

    await card.focus();
    await page.keyboard.press('Space');
    const announcer = page.locator('[id^="rfd-announcement-"]');
    await expect.poll(() => announcer.innerText()).toContain(`You lifted ${name}, in New`);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => announcer.innerText()).toContain('Over In review, position 1');
    await page.keyboard.press('Space');
    await expect.poll(() => announcer.innerText()).toContain(`${name} dropped in In review, position 1`);

    // The card is in its new column, on the page and on the server, its history written.
    await column('In review')
      .getByRole('button', { name: new RegExp(`^${name}`) })
      .waitFor();
    await expect
      .poll(
        async () =>
          (await site.app.db.select().from(jobApplications).where(eq(jobApplications.id, first.id)))[0]?.process,
      )
      .toBe('IN_REVIEW');
    await column('New')
      .getByRole('button', { name: new RegExp(`^${second.firstName} ${second.lastName}`) })
      .waitFor();
    expect(await seriousViolations(page, WCAG)).toEqual([]);

    // At 390 px the columns scroll sideways inside the board, not the page.
    await page.setViewportSize({ width: 390, height: 800 });
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      view: document.documentElement.clientWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.view + 1);
  });
});
