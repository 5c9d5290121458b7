import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
let linter: Linter;
let config: Linter.Config[];

// Only the import rules of the project's own eslint.config.js, without type information: fast, and the very
// configuration the CI runs.
beforeAll(async () => {
  const url = pathToFileURL(join(ROOT, 'eslint.config.js')).href;
  const { default: all } = (await import(url)) as { default: Linter.Config[] };
  config = [
    { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } },
    ...all.flatMap((c) => {
      const rule = c.rules?.['no-restricted-imports'];
      return rule
        ? [{ files: c.files, ...(c.ignores ? { ignores: c.ignores } : {}), rules: { 'no-restricted-imports': rule } }]
        : [];
    }),
  ];
  linter = new Linter({ configType: 'flat', cwd: ROOT });
});

const refused = (file: string, from: string) =>
  linter
    .verify(`import { x } from '${from}';\nexport const y = x;\n`, config, join(ROOT, file))
    .some((m) => m.ruleId === 'no-restricted-imports');

describe('feature boundaries (docs/decisions/0022-client-one-truth-boundaries.md)', () => {
  it('keep admin features out of public code', () => {
    expect(refused('src/client/features/jobs/X.tsx', '../admin-jobs/api.ts')).toBe(true);
    expect(refused('src/client/components/X.tsx', '../features/admin-shared/admin-api.ts')).toBe(true);
  });

  it('keep features apart, but for auth and admin-shared', () => {
    expect(refused('src/client/features/jobs/X.tsx', '../profiles/api.ts')).toBe(true);
    expect(refused('src/client/features/admin-jobs/X.tsx', '../admin-users/api.ts')).toBe(true);
    expect(refused('src/client/features/admin-shared/X.tsx', '../admin-jobs/api.ts')).toBe(true);
    expect(refused('src/client/features/admin-jobs/X.tsx', '../admin-shared/admin-api.ts')).toBe(false);
    expect(refused('src/client/features/admin-jobs/X.tsx', '../auth/use-current-user.ts')).toBe(false);
    expect(refused('src/client/features/jobs/X.tsx', '../../components/options.ts')).toBe(false);
    expect(refused('src/client/features/jobs/X.tsx', './api.ts')).toBe(false);
  });

  it('keep server code out of the client', () => {
    expect(refused('src/client/features/jobs/X.tsx', '../../../server/app.ts')).toBe(true);
  });
});
