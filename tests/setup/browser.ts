import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../helpers/browser.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's one Chromium, which every browser test file connects to (each with its own contexts). */
    browserWSEndpoint: string;
  }
}

/**
 * The browser tests need Debian's Chromium headless shell (`npm test` installs it through
 * scripts/ensure-chromium.sh). One browser serves the whole run: starting Chromium for each test file cost more than
 * most files' tests.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}: run scripts/ensure-chromium.sh (apt-get install -y chromium-headless-shell)`,
    );
  }
  const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  project.provide('browserWSEndpoint', server.wsEndpoint());
  return () => server.close();
}
