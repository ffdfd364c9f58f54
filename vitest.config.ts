import { defineConfig } from 'vitest/config';

// Three layers (DESIGN.md): unit tests beside the code, API tests against real databases, and browser
// end-to-end tests in the system Chromium. `npm test` runs them all.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          environment: 'node',
          // Pure code: the files of a worker share its loaded modules instead of each importing the
          // catalogue, the segmenter and the classifier again (the import time was most of this layer).
          isolate: false,
        },
      },
      {
        test: {
          // The web's units touch browser-like globals (storage, timers): each file keeps its own.
          name: 'unit-web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/helpers/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
