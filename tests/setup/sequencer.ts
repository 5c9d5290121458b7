import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The test files that take more than about 9 s, as measured in a whole run (docs/performance.md, "Test suite"),
 * longest first. Without Vitest's cache of durations (a fresh clone, CI) files start by project name and then by
 * size, and the short-looking admin-accessibility (a minute of axe runs) started last and ran alone at the end.
 * Started first, the long files overlap with everything else, and the short ones fill the workers at the end.
 * A file missing from the list starts after them, in Vitest's own order.
 */
const LONGEST_FIRST = [
  'tests/e2e/admin-accessibility.test.ts',
  'tests/e2e/public-pages.test.ts',
  'tests/security/fuzz-routes.test.ts',
  'tests/e2e/server-rendered.test.ts',
  'tests/e2e/admin-backoffice.test.ts',
  'tests/e2e/admin-flows.test.ts',
  'tests/e2e/admin-screens.test.ts',
  'tests/e2e/public-jobs.test.ts',
  'tests/e2e/auth-session.test.ts',
  'tests/e2e/foundation.test.ts',
  'tests/e2e/shell-scroll.test.ts',
  'tests/e2e/privacy.test.ts',
  'tests/e2e/public-talents.test.ts',
  'tests/e2e/public-forms.test.ts',
  'src/server/public/search-jobs.test.ts',
  'src/server/routes/admin/list-paging.test.ts',
  'tests/reliability/graceful-shutdown.test.ts',
  'tests/security/public-forms.test.ts',
  'tests/reliability/mail-crash.test.ts',
  'tests/reliability/mail-two-processes.test.ts',
  'tests/security/timeouts.test.ts',
  'src/server/mail/mail.test.ts',
  'tests/reliability/backup-restore.test.ts',
  'tests/reliability/concurrent-applications.test.ts',
  'src/server/admin/list-indexes.test.ts',
];

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = LONGEST_FIRST.indexOf(relative(file.project.config.root, file.moduleId));
      return index === -1 ? LONGEST_FIRST.length : index;
    };
    // Array.prototype.sort is stable: the others keep Vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
