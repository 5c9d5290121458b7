import { defineConfig } from 'vitest/config';

/**
 * Three projects: `unit` (shared rules and client pieces), `api` (the real app in-process on a real database:
 * PGlite by default, PostgreSQL when DATABASE_URL is set) and `e2e` (the real server and Debian's Chromium).
 */
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/shared/**/*.test.ts', 'src/client/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['src/server/**/*.test.ts', 'tests/security/**/*.test.ts', 'tests/reliability/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/setup/database.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/setup/database.ts', 'tests/setup/browser.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 90_000,
        },
      },
    ],
  },
});
