import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type RunningSite } from '../helpers/browser.ts';
import { logInAs, navigateInApp, networkQuiet, shoot } from './admin-helpers.ts';

let site: RunningSite;
beforeAll(async () => {
  site = await startSite({}, { demo: true });
});
afterAll(() => site?.close());

const SCREENS: [string, string][] = [
  ['/home', 'Dashboard'],
  ['/newService', 'Services'],
  ['/crudJob', 'Jobs'],
  ['/newJob', 'New job'],
  ['/crudJob/1', 'Edit “Senior Java Developer”'],
  ['/crudProfile', 'Profiles'],
  ['/newProfile', 'New profile'],
  ['/crudProfile/21', ''],
  ['/crudManagers', 'Managers'],
  ['/crudUsers', 'Users'],
  ['/auditLog', 'Audit log'],
  ['/jobsApplications', 'Job applications'],
  ['/jobsApplications/1', 'Hannah Verbeke'],
  ['/spontanousApplications', 'Spontaneous applications'],
  ['/spontanousApplications/1', ''],
  ['/talentsInterviews', 'Talent interviews'],
  ['/talentsInterviews/1', ''],
  ['/contactsAdmin', 'Contacts'],
  ['/contactsAdmin/1', ''],
  ['/crudCompanies', 'Companies'],
  ['/crudCompanies/1', 'Meridian Private Bank'],
];

describe.each([
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
])('every admin screen on a %s', (size, viewport) => {
  it('renders its heading, with no error, and the admin navigation', async () => {
    const { context, page } = await site.newPage({ viewport });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on(
      'response',
      (r) => r.url().includes('/api/') && r.status() >= 400 && errors.push(`${r.status()} ${r.url()}`),
    );
    await logInAs(page);
    // On the desktop each screen is loaded from its address, as a bookmark or a link in a mail opens it; on the
    // phone the walk goes through the app, as its menu does. Every screen is seen both ways on one size each,
    // without loading and starting the app 38 times.
    const byAddress = size === 'desktop';
    if (!byAddress) await page.goto(SCREENS[0]![0]);
    for (const [path, heading] of SCREENS) {
      const quiet = networkQuiet(page);
      if (byAddress) await page.goto(path);
      else await navigateInApp(page, path);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect.poll(() => h1.first().innerText(), { message: path }).toContain(heading);
      await quiet();
      const nav =
        size === 'phone'
          ? page.getByRole('button', { name: 'Open the admin menu' })
          : page.getByRole('navigation', { name: 'Admin menu' });
      expect(await nav.isVisible(), `${path}: navigation`).toBe(true);
      await shoot(page, `${size}${path.replaceAll('/', '-')}`);
    }
    expect(errors).toEqual([]);
    await context.close();
    // 21 screens, each loaded whole on the desktop: more than the browser tests' minute on a loaded machine.
  }, 180_000);
});

describe('the API documentation', () => {
  it('renders Swagger UI at /api/docs under the content security policy', async () => {
    const { context, page } = await site.newPage();
    const problems: string[] = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto('/api/docs');
    await expect.poll(() => page.locator('.swagger-ui .info .title').first().innerText()).toContain('Hireframe API');
    await page.getByText('admin: job-applications', { exact: true }).first().waitFor();
    await shoot(page, 'api-docs');
    expect(problems).toEqual([]);
    await context.close();
  });
});
