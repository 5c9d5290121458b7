import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * ESLint holds what oxlint does not: the React hooks rules (with the React Compiler's) and the import boundaries
 * below. The JavaScript and TypeScript rules, type-aware ones included, run in oxlint (.oxlintrc.json,
 * docs/decisions/0033-oxlint-for-the-typed-rules.md), so this lint parses without type information.
 */

const NO_SERVER = { group: ['**/server/**'], message: 'The client never imports server code.' };

/**
 * Feature boundaries (docs/decisions/0023-client-feature-boundaries.md): a feature never imports another one,
 * except `auth` (who is logged in), and admin features may import `admin-shared`. Public code never imports admin
 * features statically; the router reaches them only through lazy `import()`, which this rule does not see.
 */
const FEATURES = readdirSync(new URL('./src/client/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const mayImport = (feature) => [
  feature,
  'auth',
  ...(feature.startsWith('admin-') && feature !== 'admin-shared' ? ['admin-shared'] : []),
];
const NO_ADMIN = { regex: '(^|/)admin-[a-z-]+/', message: 'Public code never imports admin features.' };
const featureBoundary = (feature) => ({
  files: [`src/client/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          NO_SERVER,
          ...(feature.startsWith('admin-') ? [] : [NO_ADMIN]),
          {
            regex: `(^\\.\\./|/features/)(?!(${mayImport(feature).join('|')})/)[a-z-]+/`,
            message: `A feature never imports another one: shared pieces live in components/ or lib/ (admin ones in admin-shared).`,
          },
        ],
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: ['dist', 'data', 'node_modules', 'coverage', 'src/server/db/migrations', 'test-results'],
  },
  {
    files: ['src/client/**/*.{ts,tsx}', 'src/shared/**/*.ts'],
    languageOptions: { parser: tseslint.parser, globals: globals.browser },
  },
  // This file itself, which oxlint leaves out (it is in no TypeScript project).
  { files: ['eslint.config.js'], ...js.configs.recommended, languageOptions: { globals: globals.node } },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The public bundle must not pull admin code: only the router may reach admin features, and lazily.
      'no-restricted-imports': ['error', { patterns: [NO_SERVER, NO_ADMIN] }],
      // A state updater runs when React gets to it, maybe after the event is over and its currentTarget is null:
      // the brand page's photo form crashed so (issue 44 item 1). Read the event's value first, then set it.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.name=/^set[A-Z]/] > :function MemberExpression[object.type="MemberExpression"][object.property.name=/^(currentTarget|target)$/]',
          message: "Read the event's value before the state updater: it may run once the event is gone.",
        },
      ],
    },
  },
  ...FEATURES.map(featureBoundary),
  {
    // Tests are not bundled: they may reach any client module (admin-i18n.test.ts checks the pipeline labels).
    files: ['src/client/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_SERVER] }] },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '**/client/**'],
              message: 'shared/ is imported by both sides and imports neither.',
            },
          ],
        },
      ],
    },
  },
);
