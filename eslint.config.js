import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// DESIGN.md: features do not import each other (they share through components/, lib/ or a store);
// pages compose them. One rule per feature folder, naming the others.
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url));
const featureBoundaries = webFeatures.map((feature) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: webFeatures.filter((other) => other !== feature).map((other) => `**/features/${other}/**`),
            message:
              'Features do not import each other: compose them in pages/, share through lib/ or a store.',
          },
          {
            regex: `^\\.\\./\\.\\./(?!${feature}/)(${webFeatures.join('|')})/`,
            message:
              'Features do not import each other: compose them in pages/, share through lib/ or a store.',
          },
        ],
      },
    ],
  },
}));

// DESIGN.md "imports go one way", enforced (issue 12). ESLint replaces, not merges, a rule's options when
// several config objects match a file, so a boundary for narrower files repeats the wider one's patterns:
// boundary(['packages/x/src/y/**/*.ts'], NO_APPS, { group: [...], message: '...' }).
// scripts/lint-boundaries.test.ts shows each one failing on a wrong import and passing a right one.
const boundary = (files, ...patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: patterns.flat() }] },
});

const NO_APPS = [
  {
    group: ['@broker/server', '@broker/server/*', '@broker/web', '@broker/web/*'],
    message: 'packages/* never import apps/*: the apps use the packages, not the other way round.',
  },
  {
    regex: '^(\\.\\./)+apps/',
    message: 'packages/* never import apps/*: the apps use the packages, not the other way round.',
  },
];

const importBoundaries = [
  boundary(['packages/**/*.ts'], NO_APPS),
  // Shapes and constants: zod and its own modules, nothing with behaviour of its own (rules such as a
  // product's consistency live in @broker/insurance).
  boundary(['packages/contract/**/*.ts'], NO_APPS, {
    regex: '^(?!(zod|vitest)$|\\.\\.?/)',
    message: '@broker/contract is shapes and constants: it imports zod and its own modules only.',
  }),
  // The domain core: the answer engine uses it, never the other way round.
  boundary(['packages/insurance/**/*.ts'], NO_APPS, {
    group: ['@broker/assistant', '@broker/assistant/*'],
    message: '@broker/insurance is the domain core: it does not import the answer engine.',
  }),
  // Reading a question does not depend on answering it: the shared types are conversation-types.ts.
  boundary(['packages/assistant/src/understand/**/*.ts'], NO_APPS, {
    regex: '(^|/)engine(/|$)',
    message:
      'understand/ reads questions; it never imports engine/ (shared types: ../conversation-types.js).',
  }),
  boundary(
    ['apps/server/src/routes/**/*.ts'],
    {
      regex: '(^|/)db(/|$)',
      message: 'Routes call services, never the database (DESIGN.md).',
    },
    {
      regex: '(^|/)services/[^/]+/(?!index\\.js$)',
      message: "Routes import a service's index (services/<area>/index.js), never its internals.",
    },
  ),
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**', 'apps/server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...featureBoundaries,
  ...importBoundaries,
);
