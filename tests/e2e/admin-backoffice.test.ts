import { buffer } from 'node:stream/consumers';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type RunningSite } from '../helpers/browser.ts';
import {
  createInterviewBooking,
  createJob,
  createJobApplication,
  createManager,
  moveRecord,
  newMarker,
} from '../helpers/factories.ts';
import { shoot, signedInPage } from './admin-helpers.ts';

/** The client's words in the booking form of the interview the client-message test opens. */
const CLIENT_WORDS = 'We would like to discuss a six-month assignment on our payments platform.';

let site: RunningSite;
/** The records the tests open, made on the site's own database (no demo). */
let data: {
  /** A job of its own for the delete test, and one in Pieter's charge for the manager's deletion. */
  jobToDelete: { jobRef: string };
  jobOfPieter: { jobRef: string };
  /** A booked interview with the client's words, found by its client's name. */
  clientOfBooking: string;
};
beforeAll(async () => {
  site = await startSite();
  const app = site.app;
  const marker = newMarker();
  const pieter = await createManager(app, { firstName: 'Pieter', lastName: 'Van den Broeck' });
  await createManager(app, { firstName: 'Nadia', lastName: 'El Amrani' });
  const jobToDelete = await createJob(app, newMarker());
  const jobOfPieter = await createJob(app, newMarker(), { managerId: pieter.id });
  // Two new applications: the lists' rows, and the one the no-go test moves.
  await createJobApplication(app, { jobId: jobOfPieter.id });
  await createJobApplication(app, { jobId: jobOfPieter.id });
  // Two confirmed bookings: one with the client's message, then (listed first, the newest) the one rescheduled.
  const booking = await createInterviewBooking(app, { client: `Meridian ${marker}`, comment: CLIENT_WORDS });
  await moveRecord(app, 'talent-interviews', booking.id, { process: 'CONFIRMED' });
  const rescheduled = await createInterviewBooking(app);
  await moveRecord(app, 'talent-interviews', rescheduled.id, { process: 'CONFIRMED' });
  data = { jobToDelete, jobOfPieter, clientOfBooking: `Meridian ${marker}` };
});
afterAll(() => site?.close());

describe('the jobs list', () => {
  it('shows every row whole, Delete included, at 1280, 1440 and 1920 px', async () => {
    const { context, page } = await signedInPage(site);
    for (const width of [1280, 1440, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/crudJob');
      const del = page.getByRole('button', { name: /^Delete / }).first();
      await del.waitFor();
      await shoot(page, `jobs-list-${width}`);
      const box = (await del.boundingBox())!;
      const table = (await page.locator('.mantine-datatable').first().boundingBox())!;
      expect(box.x + box.width, `${width} px`).toBeLessThanOrEqual(table.x + table.width);
      expect(box.x + box.width, `${width} px`).toBeLessThanOrEqual(width);
    }
    await context.close();
  });
});

const path = (page: Page) => new URL(page.url()).pathname;
const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

describe('a job', () => {
  it('is deleted from its edit page, after a confirmation', async () => {
    const { context, page } = await signedInPage(site);
    await page.goto(`/crudJob?q=${data.jobToDelete.jobRef}`);
    await page.getByRole('row').nth(1).click();
    await expect.poll(() => path(page)).toMatch(/^\/crudJob\/\d+$/);
    const id = path(page).split('/').at(-1)!;
    const confirm = page.getByRole('dialog', { name: 'Delete?' });
    // Asks first. (On a loaded machine a first click has once been seen to open nothing: click until it asks.)
    const askToDelete = async () => {
      for (let tries = 0; tries < 3 && !(await confirm.isVisible()); tries++) {
        await page.getByRole('button', { name: 'Delete job' }).click();
        await confirm.waitFor({ timeout: 5000 }).catch(() => undefined);
      }
      expect(await confirm.isVisible()).toBe(true);
    };
    await askToDelete();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => confirm.isVisible(), { timeout: 15_000 }).toBe(false);
    expect(path(page)).toBe(`/crudJob/${id}`);
    await askToDelete();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => path(page), { timeout: 15_000 }).toBe('/crudJob');
    const status = await page.evaluate(
      async (jobId) =>
        (await fetch(`/api/jobs/${jobId}`, { headers: { Authorization: localStorage.getItem('JWT_TOKEN')! } })).status,
      id,
    );
    expect(status).toBe(404);
    await context.close();
  });
});

describe('admin lists', () => {
  it('filter by a "Received between" range picked in two clicks', async () => {
    const { context, page } = await signedInPage(site);
    await page.goto('/jobsApplications');
    await page.getByRole('row').nth(1).waitFor();
    await page.getByRole('button', { name: 'Received between' }).click();
    const day = (n: number) =>
      page.locator('[data-dates-dropdown] button:not([data-outside])', { hasText: new RegExp(`^${n}$`) }).first();
    await day(1).click();
    await day(2).click();
    await expect.poll(() => param(page, 'from')).toMatch(/^\d{4}-\d{2}-01$/);
    expect(param(page, 'to')).toMatch(/^\d{4}-\d{2}-02$/);
    await context.close();
  });

  it('sort a column ascending on its first click, then descending', async () => {
    const { context, page } = await signedInPage(site);
    await page.goto('/jobsApplications');
    await page.getByRole('row').nth(1).waitFor();
    expect(param(page, 'sort')).toBeNull();
    // The router writes the URL before React renders the list's new state (a transition, slow on a busy machine):
    // the list has asked for its sorted rows only once it shows that state, and a click before that would act on
    // the state before the first click.
    const sorted = page.waitForResponse(
      (r) => r.url().includes('/api/') && new URL(r.url()).searchParams.get('sort') === 'lastName:asc',
    );
    await page.locator('thead').getByText('Name', { exact: true }).click();
    await expect.poll(() => param(page, 'sort')).toBe('lastName:asc');
    await sorted;
    await page.locator('thead').getByText('Name', { exact: true }).click();
    await expect.poll(() => param(page, 'sort')).toBe('lastName:desc');
    await context.close();
  });

  it('export CSV with semicolons by default, Belgian dates, or with the separator chosen', async () => {
    const { context, page } = await signedInPage(site);
    await page.goto('/jobsApplications');
    await page.getByRole('row').nth(1).waitFor();
    const exportCsv = async () => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      return (await buffer(await download.createReadStream())).toString('utf8');
    };
    const csv = await exportCsv();
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, first] = csv.slice(1).split('\r\n');
    expect(header).toMatch(/^Number;First name;Last name;E-mail;Phone;/);
    // Received: day/month/year and a 24-hour time.
    expect(first).toMatch(/;\d{2}\/\d{2}\/\d{4} \d{2}:\d{2};/);
    await page.getByRole('combobox', { name: 'CSV separator' }).click();
    await page.getByRole('option', { name: 'Comma (,)' }).click();
    expect((await exportCsv()).slice(1)).toMatch(/^Number,First name,Last name,E-mail,Phone,/);
    await context.close();
  });
});

describe('the reason for a no go', () => {
  it('is asked once, in place of the history comment, and is not a note before the no go', async () => {
    const { context, page } = await signedInPage(site);
    await page.goto('/jobsApplications?process=NEW');
    await page.getByRole('row').nth(1).click();
    await expect.poll(() => path(page)).toMatch(/^\/jobsApplications\/\d+$/);
    const panel = page.getByRole('form', { name: 'Change of state' });
    await panel.getByLabel('Comment for the history').waitFor();
    expect(await page.getByLabel('Reason for the no go').count()).toBe(0);
    await page.getByRole('combobox', { name: 'New state' }).click();
    await page.getByRole('option', { name: 'No go', exact: true }).click();
    await panel.getByLabel('Reason for the no go').fill('Needs a work permit');
    expect(await panel.getByLabel('Comment for the history').count()).toBe(0);
    await panel.getByRole('button', { name: 'Change the state' }).click();
    await expect.poll(() => page.getByText('The state is now “No go”.').isVisible()).toBe(true);
    // Now it is the record's reason, editable with its notes.
    await expect.poll(() => page.getByLabel('Reason for the no go').inputValue()).toBe('Needs a work permit');
    await context.close();
  });
});

describe('a rescheduled interview', () => {
  it('shows its new slot in the list, and its history names it', async () => {
    const { context, page } = await signedInPage(site);
    await page.goto('/talentsInterviews?process=CONFIRMED');
    await page.getByRole('row').nth(1).click();
    await expect.poll(() => path(page)).toMatch(/^\/talentsInterviews\/\d+$/);
    const id = path(page).split('/').at(-1)!;
    const status = await page.evaluate(async (recordId) => {
      // Public pages set no cookie (issue 44.28): the pair comes from its own path, as the client asks it.
      if (!document.cookie.includes('XSRF-TOKEN=')) await fetch('/api/xsrf-token');
      const xsrf = decodeURIComponent(
        document.cookie
          .split('; ')
          .find((c) => c.startsWith('XSRF-TOKEN='))!
          .slice(11),
      );
      const res = await fetch(`/api/talent-interviews/${recordId}/process`, {
        method: 'PUT',
        headers: {
          'content-type': 'application/json',
          'x-xsrf-token': xsrf,
          Authorization: localStorage.getItem('JWT_TOKEN')!,
        },
        body: JSON.stringify({
          process: 'RESCHEDULED',
          rescheduledBookedDate: '2099-03-17',
          rescheduledBookedTime: '16:45',
        }),
      });
      return res.status;
    }, id);
    expect(status).toBe(200);
    await page.reload();
    const history = page.getByRole('region', { name: 'History' });
    await expect.poll(() => history.innerText()).toContain('Interview slot: Mar 17, 2099 16:45');
    await page.goto('/talentsInterviews?process=RESCHEDULED&sort=bookedDate:desc');
    const row = page.getByRole('row').nth(1);
    await expect.poll(() => row.innerText()).toContain('Mar 17, 2099 16:45');
    expect(await row.innerText()).toContain('Rescheduled');
    await context.close();
  });
});

describe('an interview booked by a client', () => {
  it("shows the client's message read-only, apart from the staff's comment, and the new slot fields once", async () => {
    const { context, page } = await signedInPage(site);
    // The booking made above, with the message its client wrote in the booking form.
    await page.goto(`/talentsInterviews?q=${encodeURIComponent(data.clientOfBooking)}`);
    await page.getByRole('row').nth(1).click();
    await expect.poll(() => path(page)).toMatch(/^\/talentsInterviews\/\d+$/);
    const words = CLIENT_WORDS;
    const message = page.locator('dt', { hasText: 'Message from the client' });
    await message.waitFor();
    expect(await message.locator('xpath=following-sibling::dd').innerText()).toBe(words);
    // No field staff can type in holds the client's words: the comment is the staff's own.
    const fields = await page
      .locator('textarea, input')
      .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
    expect(fields).not.toContain(words);
    expect(await page.getByRole('textbox', { name: 'Comment', exact: true }).inputValue()).toBe('');
    expect(await page.getByText('New date', { exact: true }).count()).toBe(1);
    expect(await page.getByText('New time', { exact: true }).count()).toBe(1);
    await context.close();
  });
});

describe('a profile', () => {
  it('cannot be published without its displayed names', async () => {
    const { context, page } = await signedInPage(site);
    await page.goto('/newProfile');
    await page.getByRole('textbox', { name: /^First name/ }).fill('Grace');
    await page.getByRole('textbox', { name: /^Last name/ }).fill('Hopper');
    await page.getByRole('switch', { name: 'Published' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Required to publish the profile.').count()).toBe(2);
    expect(path(page)).toBe('/newProfile');
    await context.close();
  });
});

describe('a MANAGER refused a screen', () => {
  it('is told it is not allowed, not that something was not saved', async () => {
    const { context, page } = await signedInPage(site);
    await page.goto('/home');
    const created = await page.evaluate(async () => {
      // Public pages set no cookie (issue 44.28): the pair comes from its own path, as the client asks it.
      if (!document.cookie.includes('XSRF-TOKEN=')) await fetch('/api/xsrf-token');
      const xsrf = decodeURIComponent(
        document.cookie
          .split('; ')
          .find((c) => c.startsWith('XSRF-TOKEN='))!
          .slice(11),
      );
      const res = await fetch('/api/user/add', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-xsrf-token': xsrf,
          Authorization: localStorage.getItem('JWT_TOKEN')!,
        },
        body: JSON.stringify({ userName: 'refused.manager', password: 'manager-password', role: 'MANAGER' }),
      });
      return res.status;
    });
    expect(created).toBe(201);
    await context.close();

    const manager = await signedInPage(site, {}, 'refused.manager', 'manager-password');
    await manager.page.goto('/crudUsers');
    await expect.poll(() => manager.page.getByText('Not allowed', { exact: true }).isVisible()).toBe(true);
    expect(await manager.page.getByText('Not saved', { exact: true }).count()).toBe(0);
    await manager.context.close();
  });
});

describe('deleting a manager', () => {
  it('shows what they are in charge of and hands it to the manager chosen', async () => {
    const { context, page } = await signedInPage(site);
    await page.goto('/crudManagers');
    await page.getByRole('button', { name: 'Delete Pieter Van den Broeck' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Pieter Van den Broeck?' });
    await expect.poll(() => dialog.getByText(/^Jobs: \d+$/).isVisible()).toBe(true);
    const jobs = Number((await dialog.getByText(/^Jobs: \d+$/).innerText()).split(': ')[1]);
    expect(jobs).toBeGreaterThan(0);
    const confirm = dialog.getByRole('button', { name: 'Hand over and delete' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByRole('combobox', { name: /^Hand them over to/ }).click();
    await page.getByRole('option', { name: 'Nadia El Amrani' }).click();
    await shoot(page, 'manager-delete-dialog');
    await confirm.click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => page.getByRole('button', { name: 'Delete Pieter Van den Broeck' }).count()).toBe(0);
    await page.goto(`/crudJob?q=${data.jobOfPieter.jobRef}`);
    await expect.poll(() => page.getByRole('cell', { name: 'Nadia El Amrani' }).first().isVisible()).toBe(true);
    await context.close();
  });
});
