import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type RunningSite } from '../helpers/browser.ts';
import { createJob, newMarker } from '../helpers/factories.ts';
import { logInAs, shoot } from './admin-helpers.ts';

let site: RunningSite;
beforeAll(async () => {
  site = await startSite({}, { demo: false });
});
afterAll(() => site?.close());

/** A call of the logged-in page to the API, with its token and XSRF header. */
function call(page: Page, method: string, url: string, body?: unknown) {
  return page.evaluate(
    async ([m, u, b]) => {
      // Public pages set no cookie (issue 44.28): the pair comes from its own path, as the client asks it.
      if (!document.cookie.includes('XSRF-TOKEN=')) await fetch('/api/xsrf-token');
      const xsrf = decodeURIComponent(
        document.cookie
          .split('; ')
          .find((c) => c.startsWith('XSRF-TOKEN='))!
          .slice(11),
      );
      const res = await fetch(u, {
        method: m,
        headers: {
          'content-type': 'application/json',
          'x-xsrf-token': xsrf,
          Authorization: localStorage.getItem('JWT_TOKEN')!,
        },
        ...(b === undefined ? {} : { body: JSON.stringify(b) }),
      });
      return { status: res.status, body: (await res.json()) as unknown };
    },
    [method, url, body] as const,
  );
}

describe('a MANAGER limited to their charge (decision 0046)', () => {
  it('is shown so in the users list, and sees a menu without what the policy refuses', async () => {
    // A job in no one's charge: the admin sees it, the scoped manager does not.
    await createJob(site.app, newMarker());
    const { context, page } = await site.newPage({ viewport: { width: 1440, height: 900 } });
    await logInAs(page);
    const created = await call(page, 'POST', '/api/user/add', {
      userName: 'charge.manager',
      password: 'manager-password',
      role: 'MANAGER',
      idManager: null,
      recordScope: 'charge',
    });
    expect(created.status).toBe(201);
    expect(await call(page, 'GET', '/api/jobs')).toMatchObject({ body: { total: 1 } });
    await page.goto('/crudUsers?q=charge.manager');
    await page.getByRole('cell', { name: 'Only those in their charge' }).waitFor();
    await shoot(page, 'users-record-scope');
    await context.close();

    const manager = await site.newPage({ viewport: { width: 1440, height: 900 } });
    await logInAs(manager.page, 'charge.manager', 'manager-password');
    await manager.page.goto('/crudJob');
    const nav = manager.page.getByRole('navigation', { name: 'Admin menu' });
    await manager.page.getByText('You see the records in your charge only.').waitFor();
    expect(await nav.getByRole('link', { name: 'Jobs' }).count()).toBeGreaterThan(0);
    for (const name of ['Users', 'Audit log', 'Outbox']) expect(await nav.getByRole('link', { name }).count()).toBe(0);
    // Linked to no manager, nothing is in their charge: the jobs list is empty, though the site has a job.
    const jobs = await call(manager.page, 'GET', '/api/jobs');
    expect(jobs.body).toMatchObject({ items: [], total: 0 });
    await shoot(manager.page, 'manager-charge-menu');
    await manager.context.close();
  });
});
