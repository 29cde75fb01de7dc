import { defineConfig } from 'vitest/config';

/**
 * Two projects. unit (`npm run test:unit`): the quick gate. slow (`npm run test:slow`): files named
 * *.slow.test.ts, which pass over whole blocks again and again (exports re-scored by
 * scripts/rescore.mjs, further whole-block audits and exports). Each project first builds the CLI
 * bundle afresh into a temporary folder (test/cli/bundle.setup.ts), so no test runs a stale
 * dist-cli/.
 */
export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 60_000,
    pool: 'threads',
    globalSetup: ['test/cli/bundle.setup.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/**/*.test.{ts,tsx}'],
          exclude: ['test/e2e/**', 'test/**/*.slow.test.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'slow', include: ['test/**/*.slow.test.ts'], testTimeout: 180_000 },
      },
    ],
  },
});
