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

/**
 * Goes to `path` inside the running app, as a click on a link does (history.pushState and the router's popstate):
 * no page reload, so a walk over many screens does not load and start the app again for each. Resolves once the
 * requests the screen started (its lazy chunk, its data) have ended and it shows a main heading and no loader.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  const quiet = networkQuiet(page);
  if (new URL(page.url()).pathname !== path) {
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
    }, path);
  }
  await quiet();
  await page.waitForFunction(() => document.querySelector('h1') && !document.querySelector('.mantine-Loader-root'));
}

/**
 * What Playwright's "networkidle" tells (no request in flight), without its fixed half-second wait: resolves once
 * no request of the page has been in flight for `quietMs`. Start it before the action whose requests it waits for.
 */
export function networkQuiet(page: Page, quietMs = 150, maxMs = 15_000): () => Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => {
    inFlight++;
    lastChange = Date.now();
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return async () => {
    try {
      const deadline = Date.now() + maxMs;
      while ((inFlight > 0 || Date.now() - lastChange < quietMs) && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 25));
      }
    } finally {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    }
  };
}
