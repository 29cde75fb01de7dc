import { defineConfig } from 'vitest/config';
import LongestFirst from './test/e2e/sequencer.ts';

/**
 * End-to-end tests: the built app in a real Chromium (Debian's), driven by playwright-core, and a
 * smoke suite in Firefox ESR and WebKitGTK (test/e2e/engines/, under Xvfb).
 *
 * Files run side by side, two at a time (E2E_WORKERS changes it; 1 runs them one after another):
 * a file spends most of its time waiting on its browser (frames, loads, storage), so two keep a
 * two-core machine busier without making either file slow. Each file runs in a process of its own
 * (forks). So that a file passes beside any other, whatever the machine's load, every file keeps
 * to these rules:
 * - wait for a state (locator.waitFor, page.waitForFunction, expect.poll), never for a time: a
 *   file beside another, on a loaded machine, runs slower; expect.poll waits up to 30 s here;
 * - nothing shared is fixed: servers listen on port 0, folders come from mkdtemp, browser
 *   profiles are fresh (openSession), or emptied and checked empty (keptScreens), screenshots in
 *   test-results/e2e/ have names of their own;
 * - dist/ (the build the global setup made, or npm test's build:app step) is only read;
 * - one browser for the tests of a file (sharedSession) unless a test needs its own launch
 *   options; process.env may be changed, the process being the file's own, but put back after.
 */
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['test/e2e/globalSetup.ts', 'test/cli/bundle.setup.ts'],
    setupFiles: ['test/e2e/words.setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: e2eWorkers(),
    sequence: { sequencer: LongestFirst }, // the longest files first, with or without Vitest's cache
    // A limit for a state that never comes, not a measure (the default, 1 s, is one).
    expect: { poll: { timeout: 30_000 } },
  },
});

function e2eWorkers(): number {
  const given = process.env.E2E_WORKERS;
  if (given === undefined || given === '') return 2;
  const n = Number(given);
  if (!Number.isInteger(n) || n < 1) throw new Error(`E2E_WORKERS must be a whole number from 1, not "${given}"`);
  return n;
}
