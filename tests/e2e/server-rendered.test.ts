import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, profiles } from '../../src/server/db/schema.ts';
import { startSite, type RunningSite } from '../helpers/browser.ts';

let site: RunningSite;
let javaId: number;
let profileId: number;
beforeAll(async () => {
  site = await startSite();
  javaId = (await site.app.db.select().from(jobs).where(eq(jobs.title, 'Senior Java Developer')))[0]!.id;
  profileId = (await site.app.db.select().from(profiles).where(eq(profiles.display, true)).limit(1))[0]!.id;
  // The first page loads the server's rendering code: not part of what the tests time.
  await site.app.inject({ method: 'GET', url: '/jobs', headers: { accept: 'text/html' } });
});
afterAll(() => site?.close());

describe('the public site without JavaScript', () => {
  it('reads the job search from the URL, a job, the profiles and the services', async () => {
    const context = await site.browser.newContext({ baseURL: site.baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/jobs?keyword=java');
    const titles = await page.getByTestId('job-card').getByRole('heading').allInnerTexts();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles[0]).toContain('Java');

    await page
      .getByRole('link', { name: /Senior Java Developer/ })
      .first()
      .click();
    await page.waitForURL(`**/jobs/${javaId}`);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Senior Java Developer');
    expect(await page.getByRole('main').innerText()).toContain('The job');

    await page.goto('/profiles');
    expect(await page.getByRole('main').getByRole('heading').count()).toBeGreaterThan(1);
    await page.goto('/services');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBeTruthy();
    await context.close();
  });
});

describe('hydration', () => {
  const paths = () => [
    '/',
    '/services',
    '/for-clients',
    '/jobs',
    '/jobs?keyword=java',
    `/jobs/${javaId}`,
    '/jobs/999999',
    '/profiles',
    `/profiles/${profileId}`,
    '/apply',
    '/talentPool',
    '/spontaneous',
    '/contact',
    '/login',
    '/?lang=fr',
    '/jobs?lang=nl',
  ];

  it('takes over every public page without a warning and without asking for its data again', async () => {
    const { context, page } = await site.newPage();
    const messages: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') messages.push(`${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (err) => messages.push(`pageerror: ${err.message}`));
    const dataRequests: string[] = [];
    page.on('request', (r) => {
      if (/\/(public\/)?api\//.test(r.url())) dataRequests.push(r.url());
    });
    for (const path of paths()) {
      dataRequests.length = 0;
      await page.goto(path);
      // Hydrated: the router has taken the links over (a click no longer reloads the page).
      await page.waitForFunction(() => document.getElementById('root')?.dataset.hydrated === 'true');
      await page.waitForLoadState('networkidle');
      // The page of a job that is not there is answered 404 on purpose; the browser logs that status.
      const unexpected = messages.filter((m) => !(path === '/jobs/999999' && m.includes('status of 404')));
      expect(unexpected, path).toEqual([]);
      messages.length = 0;
      if (path !== '/jobs/999999') expect(dataRequests, path).toEqual([]);
    }
    await context.close();
  });
});
