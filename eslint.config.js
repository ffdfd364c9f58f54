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
);
