import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from '../helpers/browser.ts';

/** The browser tests need Debian's Chromium (`npm test` installs it through scripts/ensure-chromium.sh). */
export default function setup(): void {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}: run scripts/ensure-chromium.sh (apt-get install -y chromium)`,
    );
  }
}
