import { existsSync, readFileSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { App } from '../../src/server/app.ts';
import { buildTestApp, type TestAppOptions } from './test-app.ts';

/**
 * Debian's Chromium headless shell (package chromium-headless-shell: the same engine as Chromium, without the
 * desktop browser around it; what Playwright itself runs headless). The browser tests took a third less CPU with it
 * than with the full browser in its headless mode (docs/decisions/0029).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface RunningSite {
  app: App;
  baseURL: string;
  /** The worker's Chromium, which its other test files use too: a context made on it directly is the test's to close. */
  browser: Browser;
  /** A fresh browser context (its own storage and cookies) with a page on the site. */
  newPage(options?: {
    locale?: string;
    viewport?: { width: number; height: number };
    /** false: a browser with JavaScript off, on the server's pages as they come (no waiting for the app). */
    javaScriptEnabled?: boolean;
    /** The site's localStorage as the context starts (a signed-in session: tests/e2e/admin-helpers.ts). */
    storage?: Record<string, string>;
    /**
     * The system's motion setting: 'reduce' unless a test says otherwise, so the app skips its transitions (its theme
     * respects the setting) and a page is at rest sooner; a test of the animations themselves asks 'no-preference'.
     */
    reducedMotion?: 'reduce' | 'no-preference';
    /** The browser's time zone (IANA); the machine's by default. */
    timezoneId?: string;
  }): Promise<{ context: BrowserContext; page: Page }>;
  close(): Promise<void>;
}

/**
 * A server-rendered page shows its content before the browser has taken it over, the app starts on the visitor's
 * first move (src/client/lib/start-on-intent.ts), and its forms are the app's only once it has (before, they post
 * as plain HTML forms: docs/decisions/0038): a test acts on the page as a person would once it is the app's. So a navigation by goto or reload moves the mouse over the page,
 * as a person does, and returns once the page, if the server rendered it (it carries `#page-state`), is hydrated.
 */
function waitForTheAppOnLoad(page: Page): void {
  // Until then: a page may send the browser on to another (the app sends a visitor whose session ended to /login).
  const hydrated = async () => {
    const until = Date.now() + 30_000;
    for (let at = 2; ; at = 5 - at) {
      await page.mouse.move(at, at);
      const ready = await page
        .evaluate(
          () => !document.getElementById('page-state') || document.getElementById('root')?.dataset.hydrated === 'true',
        )
        .catch(() => false);
      if (ready) return;
      if (Date.now() > until) throw new Error(`${page.url()} was not the app's 30 s after it loaded`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (!options?.waitUntil || options.waitUntil === 'load') await hydrated();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    if (!options?.waitUntil || options.waitUntil === 'load') await hydrated();
    return response;
  };
}

/**
 * One Chromium for each Vitest worker, launched on its first browser test file and used by every file the worker
 * runs after it (test files share their worker's modules: vitest.config.ts); it ends with the worker. Playwright
 * talks to it over a pipe, in the worker: one browser for the whole run, reached over Playwright's WebSocket server,
 * had that server relay every message through Vitest's main process, which cost more CPU than two more browsers
 * starting (docs/decisions/0029-a-faster-test-suite.md).
 */
let workerBrowser: Promise<Browser> | undefined;
function browserOfThisWorker(): Promise<Browser> {
  if (workerBrowser) return workerBrowser;
  workerBrowser = chromiumInstalled()
    .then(() => chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true }))
    .then((browser) => {
      // Should it crash, the worker's next file starts another instead of failing.
      browser.on('disconnected', () => (workerBrowser = undefined));
      return browser;
    });
  workerBrowser.catch(() => (workerBrowser = undefined));
  return workerBrowser;
}

/**
 * Resolves once Chromium is there. `npm test` installs it on a fresh machine while the tests already run
 * (scripts/test.sh): while CHROMIUM_INSTALL_STATUS names a file that is not written yet, the install is under way.
 */
async function chromiumInstalled(): Promise<void> {
  const status = process.env.CHROMIUM_INSTALL_STATUS;
  const until = Date.now() + 300_000;
  while (status && !existsSync(status) && Date.now() < until) await new Promise((r) => setTimeout(r, 250));
  if (status && existsSync(status) && readFileSync(status, 'utf8').trim() !== '0') {
    throw new Error(`Chromium's install failed: its output is at the end of npm test's`);
  }
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}: run scripts/ensure-chromium.sh, which installs Debian's headless shell`,
    );
  }
}

/**
 * The real server on a fresh copy of the template database (without the demo unless `options.demo`: a test makes
 * its own data with tests/helpers/factories.ts; the files that still walk the demo's pages say so), listening on a
 * free port, and the worker's Chromium, in
 * which each page gets a fresh context; close() closes those contexts, the server and the database. A test that
 * moves time passes its clock (tests/helpers/test-clock.ts).
 */
export async function startSite(
  env: Record<string, string> = {},
  options: Pick<TestAppOptions, 'clock' | 'demo'> = {},
): Promise<RunningSite> {
  const { app, database } = await buildTestApp(env, options);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseURL = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const browser = await browserOfThisWorker();
  const contexts = new Set<BrowserContext>();
  return {
    app,
    baseURL,
    browser,
    async newPage(options = {}) {
      const context = await browser.newContext({
        baseURL,
        locale: options.locale ?? 'en-US',
        viewport: options.viewport ?? { width: 1280, height: 900 },
        javaScriptEnabled: options.javaScriptEnabled ?? true,
        reducedMotion: options.reducedMotion ?? 'reduce',
        ...(options.timezoneId && { timezoneId: options.timezoneId }),
        ...(options.storage && {
          storageState: {
            cookies: [],
            origins: [
              {
                origin: baseURL,
                localStorage: Object.entries(options.storage).map(([name, value]) => ({ name, value })),
              },
            ],
          },
        }),
      });
      contexts.add(context);
      context.on('close', () => contexts.delete(context));
      const page = await context.newPage();
      if (options.javaScriptEnabled !== false) waitForTheAppOnLoad(page);
      page.on('pageerror', (err) => console.error('[browser error]', err.message));
      return { context, page };
    },
    async close() {
      await Promise.all([...contexts].map((context) => context.close()));
      await app.close();
      await database.close();
    },
  };
}
