import { defineConfig } from 'vitest/config';
import { LongestFirst } from './tests/setup/sequencer.ts';

// React and React Router in their production builds, as the server runs them in production: their development builds
// add warnings nobody reads here and cost a tenth of each server-rendered page's time. Set before Vite reads it (its
// JSX transform follows it) and inherited by the workers; the app's own settings come from the configuration each
// test passes (NODE_ENV=test there: tests/helpers/test-app.ts).
process.env.NODE_ENV = 'production';

/**
 * Three projects: `unit` (shared rules and client pieces), `api` (the real app in-process on a real database:
 * PGlite by default, PostgreSQL when DATABASE_URL is set) and `e2e` (the real server and Debian's Chromium).
 * Test files share their worker's modules (`isolate: false`): importing the app again for every file cost more than
 * the tests themselves. Each file still gets its own app and database (docs/decisions/0029-a-faster-test-suite.md).
 */
export default defineConfig({
  test: {
    // The three projects run side by side on three workers: a browser test file keeps a core about 70 % busy (it
    // waits on the page, the server and Chromium in turn), so on two cores a third file fills what two leave idle
    // (docs/decisions/0029-a-faster-test-suite.md).
    maxWorkers: 3,
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        test: {
          name: 'unit',
          isolate: false,
          include: ['src/shared/**/*.test.ts', 'src/client/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          isolate: false,
          include: ['src/server/**/*.test.ts', 'tests/security/**/*.test.ts', 'tests/reliability/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/setup/database.ts', 'tests/setup/server-bundle.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          isolate: false,
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // Each file with its own server and database, in its worker's Chromium (tests/helpers/browser.ts).
          globalSetup: ['tests/setup/database.ts'],
          // A poll ends as soon as its condition holds; Vitest's default 1 s failed on a loaded machine (a lazy
          // admin chunk took longer to load), on main as here.
          expect: { poll: { timeout: 5_000 } },
          testTimeout: 60_000,
          hookTimeout: 90_000,
        },
      },
    ],
  },
});
