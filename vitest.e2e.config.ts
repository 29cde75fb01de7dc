import { defineConfig } from 'vitest/config';

/** End-to-end tests: the built app in a real Chromium (Debian's), driven by playwright-core. */
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['test/e2e/globalSetup.ts', 'test/cli/bundle.setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
