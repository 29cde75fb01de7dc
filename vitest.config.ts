import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    exclude: ['test/e2e/**'],
    environment: 'node',
    testTimeout: 60_000,
    pool: 'threads',
    // Builds the CLI bundle afresh into a temporary folder, so no test runs a stale dist-cli/.
    globalSetup: ['test/cli/bundle.setup.ts'],
  },
});
