import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The longest test files, as measured (docs/performance.md, "Test suite"), longest first. Without Vitest's cache of
 * durations (a fresh clone, CI) files start by project name and then by size, and the short-looking
 * admin-screens (every screen's axe runs) started last and ran alone at the end. Started first, the long files
 * overlap with everything else. A file missing from the list only starts in Vitest's own order.
 */
const LONGEST_FIRST = [
  'tests/e2e/public-pages.test.ts',
  'tests/e2e/admin-screens.test.ts',
  'tests/e2e/admin-screens-fr.test.ts',
  'tests/e2e/admin-screens-nl.test.ts',
  'tests/security/fuzz-routes.test.ts',
  'tests/e2e/admin-backoffice.test.ts',
  'tests/e2e/admin-flows.test.ts',
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
