import { describe, expect, it } from 'vitest';
import { shoot, signedInPage } from './admin-helpers.ts';
import { seriousViolations } from './axe.ts';
import { walk, walkFile, watchErrors, WCAG } from './admin-walk.ts';

/*
 * Every admin screen in English (rendered, and axe with the menu unfolded and folded: tests/e2e/admin-walk.ts; French
 * and Dutch in admin-screens-fr and -nl), on a phone, the axe check itself and the API documentation.
 */
const { site, records } = walkFile('en');

describe('every admin screen on a phone', () => {
  it('renders its heading, with no error, and the admin navigation', async () => {
    const { context, page } = await signedInPage(site(), { viewport: { width: 390, height: 844 } });
    const errors = watchErrors(page);
    await page.goto('/home');
    // Through the app, as its menu goes; the desktop walks load every screen from its address.
    expect(await walk(page, records(), { lang: 'en', size: 'phone', byAddress: false })).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});

describe('the axe check itself', () => {
  it('reports a serious violation when the page has one', async () => {
    const { context, page } = await site().newPage();
    await page.goto('/login');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await seriousViolations(page, WCAG)).toEqual([]);
    await page.evaluate(() => document.querySelector('main')!.append(document.createElement('button')));
    expect(await seriousViolations(page, WCAG)).toEqual([expect.stringMatching(/^button-name \(1\): /)]);
    await context.close();
  });
});

describe('the API documentation', () => {
  it('renders Swagger UI at /api/docs under the content security policy', async () => {
    const { context, page } = await site().newPage();
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
