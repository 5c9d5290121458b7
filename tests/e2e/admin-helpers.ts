import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { App } from '../../src/server/app.ts';
import { people } from '../../src/server/db/schema/index.ts';
import type { RunningSite } from '../helpers/browser.ts';
import {
  createCompany,
  createContactMessage,
  createInboundMail,
  createInterviewBooking,
  createJob,
  createJobApplication,
  createManager,
  createPerson,
  createSpontaneousApplication,
  createTalentPoolJoin,
  newMarker,
} from '../helpers/factories.ts';
import { STORAGE_KEYS } from '../../src/shared/constants.ts';
import { ADMIN, tokenFor } from '../helpers/test-app.ts';

/** Logs the page in through the API (as the login page does) and stores the session as the client keeps it. */
export async function logInAs(page: Page, username = ADMIN.username, password = ADMIN.password): Promise<void> {
  if (page.url() === 'about:blank') await page.goto('/login');
  await page.evaluate(
    async ([u, p]) => {
      // Public pages set no cookie (issue 44.28): the pair comes from its own path, as the client asks it.
      if (!document.cookie.includes('XSRF-TOKEN=')) await fetch('/api/xsrf-token');
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
 * A screenshot a person looks at after the run, whatever ADMIN_SHOTS says: in ADMIN_SHOTS when it names a folder,
 * else in test-results/screenshots/ (ignored by git, where a CI keeps its artifacts). For the walk's items, whose
 * fix is judged by eye as well as by the assertions.
 */
export async function keepScreenshot(page: Page, name: string, focus?: Locator): Promise<void> {
  const dir = process.env.ADMIN_SHOTS ?? join(process.cwd(), 'test-results', 'screenshots');
  await mkdir(dir, { recursive: true });
  // The back-office scrolls inside its shell (a full-page shot would cut through its sticky header): the window
  // as the person sees it, scrolled to what the shot is about.
  if (focus) await focus.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: !focus });
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

/** Each site's tokens, one login (one argon2 verification) per user and site. */
const tokens = new WeakMap<App, Map<string, Promise<string>>>();

/** `username`'s token on `site`: one login (tokenFor) per user and site, kept for the file's other pages. */
export function tokenOf(site: RunningSite, username = ADMIN.username, password = ADMIN.password): Promise<string> {
  let ofSite = tokens.get(site.app);
  if (!ofSite) tokens.set(site.app, (ofSite = new Map<string, Promise<string>>()));
  let token = ofSite.get(username);
  if (!token) {
    token = tokenFor(site.app, username, password);
    token.catch(() => ofSite.delete(username));
    ofSite.set(username, token);
  }
  return token;
}

/**
 * A fresh context whose page is signed in from its first load, with the session stored as `logInAs` stores it: the
 * same as `logInAs` without loading the login page first (a page load and a login per test).
 */
export async function signedInPage(
  site: RunningSite,
  options: Parameters<RunningSite['newPage']>[0] = {},
  username = ADMIN.username,
  password = ADMIN.password,
): Promise<{ context: BrowserContext; page: Page }> {
  const token = await tokenOf(site, username, password);
  return site.newPage({
    ...options,
    storage: {
      ...options.storage,
      [STORAGE_KEYS.token]: token,
      [STORAGE_KEYS.userName]: username,
      [STORAGE_KEYS.isAdmin]: 'true',
    },
  });
}

/** What `recordOfEachKind` made. */
export type AdminRecords = Awaited<ReturnType<typeof recordOfEachKind>>;

/**
 * One record of each kind the back-office shows, made with the test factories (no demo): a manager, a job in their
 * charge with an application, a spontaneous application, a talent-pool candidate, a booked interview, a contact
 * message, a company with a person among its contacts, and an unmatched reply. The forms' arrival mails fill the
 * outbox.
 */
export async function recordOfEachKind(app: Pick<App, 'db' | 'mail' | 'clock' | 'retention'>) {
  const marker = newMarker();
  const manager = await createManager(app);
  const job = await createJob(app, marker, { managerId: manager.id });
  const application = await createJobApplication(app, { jobId: job.id });
  const spontaneous = await createSpontaneousApplication(app);
  const candidate = await createTalentPoolJoin(app);
  const interview = await createInterviewBooking(app);
  const contact = await createContactMessage(app);
  const company = await createCompany(app, marker);
  const person = await createPerson(app);
  await app.db.update(people).set({ companyId: company.id }).where(eq(people.id, person.id));
  const reply = await createInboundMail(app);
  return { manager, job, application, spontaneous, candidate, interview, contact, company, person, reply };
}
