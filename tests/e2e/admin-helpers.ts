import type { Page } from 'playwright-core';
import { ADMIN } from '../helpers/test-app.ts';

/** Logs the page in through the API (as the login page does) and stores the session as the client keeps it. */
export async function logInAs(page: Page, username = ADMIN.username, password = ADMIN.password): Promise<void> {
  if (page.url() === 'about:blank') await page.goto('/login');
  await page.evaluate(
    async ([u, p]) => {
      const xsrf = decodeURIComponent(
        document.cookie
          .split('; ')
          .find((c) => c.startsWith('XSRF-TOKEN='))!
          .slice(11),
      );
      const res = await fetch('/api/token', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf },
        body: JSON.stringify({ username: u, password: p }),
      });
      if (!res.ok) throw new Error(`login failed: ${res.status}`);
      localStorage.setItem('JWT_TOKEN', await res.text());
      localStorage.setItem('userName', u!);
      localStorage.setItem('isAdmin', 'true');
    },
    [username, password],
  );
}

/** Where screenshots go when ADMIN_SHOTS names a folder (to look at the screens); otherwise none are taken. */
export async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.ADMIN_SHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}
